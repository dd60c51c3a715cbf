import { Field, verbatim } from "../form/field.tsx";
import type { FieldBinding } from "../form/use-form.ts";
import { useAuthText } from "./auth-shell.tsx";

/** Where a code goes: the account's e-mail address or mobile number (log-in by code, password reset). */
export function TargetField(binding: FieldBinding) {
  const text = useAuthText();
  return <Field {...binding} label={text.common.target} inputMode="email" autoComplete="username" {...verbatim} required />;
}
