import { useCallback, useId, useState } from "react";

export type FieldRule<V> = (value: string, values: V) => string | null;

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * Form state for the site's forms (spec section 5: validate "on blur and on submit"): a field is
 * checked when it loses focus, again on every change once it shows an error, and all together on
 * submit, which focuses the first field in error. `checkEmptyOnBlur: false` leaves a field that
 * was passed over empty alone until submit (the sign-in pages, where tabbing through is common).
 */
export function useForm<V extends Record<string, string>>(
  initial: V,
  rules: { [K in keyof V]?: FieldRule<V> },
  { checkEmptyOnBlur = true }: { checkEmptyOnBlur?: boolean } = {},
) {
  const formId = useId();
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof V, string>>>({});

  const idOf = useCallback((name: keyof V) => `${formId}-${String(name)}`, [formId]);
  const check = (name: keyof V, all: V) => rules[name]?.(all[name] ?? "", all) ?? null;

  const setError = useCallback((name: keyof V, error: string | null) => {
    setErrors((current) => {
      if ((current[name] ?? null) === error) return current;
      const next = { ...current };
      if (error) next[name] = error;
      else delete next[name];
      return next;
    });
  }, []);

  const setValue = (name: keyof V, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (errors[name]) setError(name, check(name, next));
  };

  /** Props for a field's control: id, value, its current error and the handlers. */
  const field = (name: keyof V) => ({
    id: idOf(name),
    name: String(name),
    value: values[name] ?? "",
    error: errors[name],
    onChange: (event: React.ChangeEvent<Control>) => setValue(name, event.target.value),
    onBlur: (event: React.FocusEvent<Control>) => {
      const value = event.target.value;
      if (!checkEmptyOnBlur && value === "" && !errors[name]) return;
      setError(name, check(name, { ...values, [name]: value }));
    },
  });

  /** Checks the named fields (all with a rule by default); focuses the first in error. */
  const validate = (names: Array<keyof V> = Object.keys(rules) as Array<keyof V>): boolean => {
    let first: keyof V | null = null;
    const next: Partial<Record<keyof V, string>> = { ...errors };
    for (const name of names) {
      const error = check(name, values);
      if (error) {
        next[name] = error;
        first ??= name;
      } else {
        delete next[name];
      }
    }
    setErrors(next);
    if (first !== null) document.getElementById(idOf(first))?.focus();
    return first === null;
  };

  /** Shows the server's per-field messages (data.fields of a validation failure); focuses the first. */
  const showServerErrors = (fields: unknown): boolean => {
    if (!fields || typeof fields !== "object") return false;
    const known = Object.entries(fields as Record<string, unknown>).filter(
      (entry): entry is [string, string] => Object.hasOwn(values, entry[0]) && typeof entry[1] === "string",
    );
    if (known.length === 0) return false;
    setErrors((current) => ({ ...current, ...Object.fromEntries(known) }));
    document.getElementById(idOf(known[0]![0] as keyof V))?.focus();
    return true;
  };

  return { values, errors, field, validate, setValue, setError, showServerErrors, idOf };
}
