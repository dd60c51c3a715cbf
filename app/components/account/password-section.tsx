import { CURRENT_PASSWORD_MAX } from "../../../common/constants.ts";
import { useState } from "react";
import type { AccountMessages } from "../../i18n/account-zh-cn.ts";
import { changePassword } from "../../lib/auth/account-api.ts";
import { NewPasswordFields } from "../auth/new-password-fields.tsx";
import { useAuthText } from "../auth/auth-shell.tsx";
import { Field, Form } from "../form/field.tsx";
import { useForm, type FieldBinding } from "../form/use-form.ts";
import { toast } from "../ui/notify.ts";

export function PasswordSection({ text }: { text: AccountMessages }) {
  // A new form after each change, so no password stays in a field.
  const [round, setRound] = useState(0);
  return (
    <section className="account-card" aria-labelledby="account-password" data-section="password">
      <h2 id="account-password">{text.password.heading}</h2>
      <p className="account-note">{text.password.lead}</p>
      <PasswordForm key={round} text={text} onDone={() => setRound((value) => value + 1)} />
    </section>
  );
}

/** The current password and a new one with the site's rules; the server ends every other session. */
function PasswordForm({ text, onDone }: { text: AccountMessages; onDone(): void }) {
  const auth = useAuthText();
  const form = useForm({
    initial: { oldPassword: "", password: "", confirmPassword: "" },
    schema: () => import("../../../common/contracts/account.ts").then((module) => module.changePasswordBody),
  });
  const submit = (event: React.FormEvent) =>
    form.submit(event, async (values) => {
      const { msg } = await changePassword(values);
      toast("success", msg);
      onDone();
    });
  return (
    <Form name="change-password" className="account-form" error={form.formError} onSubmit={submit}>
      <CurrentPasswordField field={form.field("oldPassword")} label={text.password.current} hint={text.password.noPassword} />
      <NewPasswordFields password={form.field("password")} confirm={form.field("confirmPassword")} label={auth.common.newPassword} />
      <button type="submit" className="button button-primary" disabled={form.pending}>
        {form.pending ? text.password.submitting : text.password.submit}
      </button>
    </Form>
  );
}

/** The account's current password, which every change of its credentials asks for again. */
export function CurrentPasswordField({ field, label, hint }: { field: FieldBinding; label: string; hint?: string }) {
  return (
    <Field
      {...field}
      label={label}
      type="password"
      autoComplete="current-password"
      maxLength={CURRENT_PASSWORD_MAX}
      revealable
      required
      hint={hint}
    />
  );
}
