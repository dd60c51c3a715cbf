import { useCallback, useId, useState } from "react";

export type FieldRule<V> = (value: string, values: V) => string | null;

/**
 * A small form state for the sign-in pages: each field validates on blur, again on every change
 * once it shows an error, and all together on submit (spec section 5, "on blur and on submit").
 */
export function useForm<V extends Record<string, string>>(initial: V, rules: { [K in keyof V]?: FieldRule<V> }) {
  const formId = useId();
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof V, string>>>({});

  const check = useCallback(
    (name: keyof V, all: V) => rules[name]?.(all[name] ?? "", all) ?? null,
    [rules],
  );

  const setError = useCallback((name: keyof V, error: string | null) => {
    setErrors((current) => {
      if ((current[name] ?? null) === error) return current;
      const next = { ...current };
      if (error) next[name] = error;
      else delete next[name];
      return next;
    });
  }, []);

  const idOf = (name: keyof V) => `${formId}-${String(name)}`;

  const field = (name: keyof V) => ({
    id: idOf(name),
    name: String(name),
    value: values[name] ?? "",
    error: errors[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const next = { ...values, [name]: event.target.value };
      setValues(next);
      if (errors[name]) setError(name, check(name, next));
    },
    onBlur: () => {
      // An untouched empty field is not an error yet; leaving a filled one is.
      if (values[name] !== "" || errors[name]) setError(name, check(name, values));
    },
  });

  /** Validates the named fields (all by default), shows their errors and focuses the first bad one. */
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

  /** Shows the server's per-field messages (data.fields of a validation failure) on known fields. */
  const showServerErrors = (fields: unknown): boolean => {
    if (!fields || typeof fields !== "object") return false;
    const known = Object.entries(fields as Record<string, unknown>).filter(
      (entry): entry is [string, string] => Object.hasOwn(values, entry[0]) && typeof entry[1] === "string",
    );
    if (known.length === 0) return false;
    setErrors((current) => ({ ...current, ...Object.fromEntries(known) }));
    return true;
  };

  const setValue = (name: keyof V, value: string) => setValues((current) => ({ ...current, [name]: value }));

  return { values, errors, field, validate, setValue, setError, showServerErrors, idOf };
}
