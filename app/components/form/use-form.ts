import { useCallback, useId, useRef, useState } from "react";
import type * as z from "zod/mini";
import type { FieldMessageKey } from "../../../common/field-messages.ts";
import { submittingForm } from "../../lib/http/form-errors.ts";
import { isHttpError } from "../../lib/http/http-error.ts";
import { useSite } from "../../lib/use-site.ts";

export type FormValues = Record<string, string>;

/** A check the contract cannot make (e.g. the captcha is required only while it is shown). */
export type FieldRule<V extends FormValues> = (value: string, values: V) => FieldMessageKey | null;

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

interface Checker {
  contract: z.ZodMiniType;
  /** The visitor's words for a message key. */
  text(key: string): string;
}

export interface FormOptions<V extends FormValues, S extends z.ZodMiniType> {
  initial: V;
  /**
   * Loads the request body's schema from common/contracts/ (its messages are the form's messages).
   * It is loaded when the visitor first focuses a field, so a page with a form does not carry the
   * validation code in its first load.
   */
  schema: () => Promise<S>;
  /** How the form's values become the body the schema checks (default: the values as they are). */
  toBody?: (values: V) => unknown;
  /** Where a body field's problem is shown, when the form names the field differently. */
  fieldOf?: Readonly<Record<string, keyof V & string>>;
  rules?: { [K in keyof V]?: FieldRule<V> };
  /** false: a field left empty is not flagged when focus leaves it, only on submit (sign-in pages). */
  checkEmptyOnBlur?: boolean;
}

/** What a failed call said, for the form to show: the message, and data the caller may need. */
export interface FormFailure {
  message: string;
  data: Record<string, unknown>;
}

/**
 * The site's one form state (spec section 5: validate "on blur and on submit"). Field rules come
 * from the call's contract: the body is checked with the same schema the server uses, and each
 * problem is shown under its field in the visitor's language. A field is checked when it loses
 * focus, again on every change once it shows an error, and all together on submit (`validate`,
 * which waits for the schema if the visitor was quicker than its download), which focuses the
 * first field in error. `fail()` shows what the server said: the form-level message, and the
 * per-field messages of a validation failure.
 */
export function useForm<V extends FormValues, S extends z.ZodMiniType>(options: FormOptions<V, S>) {
  const { schema, toBody, fieldOf, rules = {}, checkEmptyOnBlur = true } = options;
  const { language } = useSite();
  const formId = useId();
  const [values, setValues] = useState<V>(options.initial);
  // The values as last set: two changes before React renders again (an editor's input and a field's)
  // both count, and a submit reads what was typed last, not what the last render saw.
  const latest = useRef<V>(options.initial);
  const [errors, setErrors] = useState<Partial<Record<keyof V, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const loaded = useRef<Checker | null>(null);
  const loading = useRef<Promise<Checker> | null>(null);

  const idOf = useCallback((name: keyof V) => `${formId}-${String(name)}`, [formId]);
  // The schema and the messages come together, with the first focus.
  const loadChecker = () =>
    (loading.current ??= Promise.all([schema(), import("../../../common/field-messages.ts")]).then(
      ([contract, { fieldMessages, isFieldMessageKey }]) =>
        (loaded.current = { contract, text: (key: string) => fieldMessages[language][isFieldMessageKey(key) ? key : "invalidField"] }),
      (error: unknown) => {
        // A failed download (the connection dropped) is tried again on the next check.
        loading.current = null;
        throw error;
      },
    ));

  /** Every field's first problem for these values: the contract's, then the form's own rules. */
  const problemsOf = (all: V, { contract, text }: Checker): Partial<Record<keyof V, string>> => {
    const problems: Partial<Record<keyof V, string>> = {};
    const result = contract.safeParse(toBody ? toBody(all) : all);
    if (!result.success) {
      for (const issue of result.error.issues) {
        // "title.en" for a nested body, as the server names it in data.fields.
        const bodyField = issue.path.join(".");
        const name = (fieldOf?.[bodyField] ?? bodyField) as keyof V;
        if (!(name in all) || problems[name]) continue;
        problems[name] = text(issue.message);
      }
    }
    for (const [name, rule] of Object.entries(rules) as Array<[keyof V, FieldRule<V>]>) {
      const key = problems[name] ? null : rule(all[name] ?? "", all);
      if (key) problems[name] = text(key);
    }
    return problems;
  };

  const setError = useCallback((name: keyof V, error: string | null | undefined) => {
    setErrors((current) => {
      if ((current[name] ?? null) === (error ?? null)) return current;
      const next = { ...current };
      if (error) next[name] = error;
      else delete next[name];
      return next;
    });
  }, []);

  const setValue = (name: keyof V, value: string) => {
    const next = { ...latest.current, [name]: value };
    latest.current = next;
    setValues(next);
    if (errors[name]) void loadChecker().then((checker) => setError(name, problemsOf(latest.current, checker)[name]));
  };

  /** Replaces every value (a record loaded again, a revision restored) and clears the problems shown. */
  const reset = useCallback((next: V) => {
    latest.current = next;
    setValues(next);
    setErrors({});
    setFormError(null);
  }, []);

  /** Props for a field's control: id, name, value, its current error and the handlers. */
  const field = (name: keyof V & string) => ({
    id: idOf(name),
    name,
    value: values[name] ?? "",
    error: errors[name],
    onChange: (event: React.ChangeEvent<Control>) => setValue(name, event.target.value),
    onFocus: () => void loadChecker(),
    onBlur: (event: React.FocusEvent<Control>) => {
      const value = event.target.value;
      if (!checkEmptyOnBlur && value === "" && !errors[name]) return;
      void loadChecker().then((checker) => setError(name, problemsOf({ ...latest.current, [name]: value }, checker)[name]));
    },
  });

  const focus = (name: keyof V) => document.getElementById(idOf(name))?.focus();

  /** Checks the named fields (all by default), shows their problems and focuses the first. */
  const validate = async (names: Array<keyof V> = Object.keys(latest.current) as Array<keyof V>): Promise<boolean> => {
    const problems = problemsOf(latest.current, loaded.current ?? (await loadChecker()));
    const next = { ...errors };
    let first: keyof V | null = null;
    for (const name of names) {
      if (problems[name]) {
        next[name] = problems[name];
        first ??= name;
      } else {
        delete next[name];
      }
    }
    setErrors(next);
    if (first !== null) focus(first);
    return first === null;
  };

  /**
   * Shows a failed call: its message above the form (the only place it shows) and, for a
   * validation failure, each field's message under the field. Errors other than the request
   * layer's are not the form's to handle and are thrown on.
   */
  const fail = (error: unknown): FormFailure => {
    if (!isHttpError(error)) throw error;
    const data = error.data && typeof error.data === "object" ? (error.data as Record<string, unknown>) : {};
    if (error.kind === "abort" || error.kind === "repeat") return { message: error.message, data };
    setFormError(error.message);
    const fields = data.fields && typeof data.fields === "object" ? Object.entries(data.fields as Record<string, unknown>) : [];
    const shown = fields
      .map(([bodyField, message]) => [fieldOf?.[bodyField] ?? bodyField, message] as const)
      .filter(
        (entry): entry is readonly [keyof V & string, string] => Object.hasOwn(latest.current, entry[0]) && typeof entry[1] === "string",
      );
    if (shown.length > 0) {
      setErrors((current) => ({ ...current, ...Object.fromEntries(shown) }));
      focus(shown[0]![0]);
    }
    return { message: error.message, data };
  };

  const [pending, setPending] = useState(false);

  /**
   * Submits the form (call it from onSubmit): checks the named fields (all by default), then runs
   * `work` with the values while `pending` is true; a failure is shown by `fail` and handed to
   * `onFail` for what the form does besides (a fresh captcha, closing a dialog).
   */
  const submit = (
    event: React.FormEvent,
    work: (values: V) => Promise<void>,
    { fields, onFail }: { fields?: Array<keyof V>; onFail?: (failure: FormFailure, error: unknown) => void } = {},
  ) => {
    event.preventDefault();
    if (pending) return;
    void (async () => {
      setFormError(null);
      if (!(await validate(fields))) return;
      setPending(true);
      try {
        await submittingForm(() => work(latest.current));
      } catch (error) {
        // Not inside onFail?.(...): an absent onFail would skip evaluating fail() too.
        const failure = fail(error);
        onFail?.(failure, error);
      } finally {
        setPending(false);
      }
    })();
  };

  return { values, errors, formError, setFormError, pending, submit, field, validate, setValue, reset, setError, fail, idOf, focus };
}

export type Form<V extends FormValues> = ReturnType<typeof useForm<V, z.ZodMiniType>>;

/** What `field(name)` gives a control. */
export type FieldBinding = ReturnType<Form<FormValues>["field"]>;
