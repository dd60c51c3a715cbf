import { Field } from "../form/field.tsx";
import type { FieldBinding } from "../form/use-form.ts";
import { useAuthText } from "./auth-shell.tsx";

/** A new password and its confirmation (registration, password reset). */
export function NewPasswordFields({ password, confirm, label }: { password: FieldBinding; confirm: FieldBinding; label: string }) {
  const text = useAuthText();
  const shared = { type: "password", autoComplete: "new-password", maxLength: 32, revealable: true, required: true } as const;
  return (
    <>
      <Field {...password} {...shared} label={label} hint={text.common.passwordHint} />
      <Field {...confirm} {...shared} label={text.common.confirmPassword} />
    </>
  );
}
