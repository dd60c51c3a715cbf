import { reportChange } from "../../lib/auth/api.ts";
import { Form } from "../form/field.tsx";
import { useForm } from "../form/use-form.ts";
import { useAuthText } from "./auth-shell.tsx";

/**
 * /forget#report={key}: the link in the notice of a changed e-mail address, phone number or
 * password (issue 25). One button undoes an e-mail change still in place and signs every device
 * out; the password reset that follows is the usual one, starting from the account's address.
 */
export function ReportChange({ reportKey, onDone }: { reportKey: string; onDone(email: string | null): void }) {
  const t = useAuthText().forget;
  const form = useForm({
    initial: { reportKey },
    schema: () => import("../../../common/contracts/auth.ts").then((module) => module.reportChangeBody),
  });
  const submit = (event: React.FormEvent) =>
    form.submit(event, async (values) => {
      const { data } = await reportChange(values);
      onDone(data.email);
    });
  return (
    <section className="auth-report" aria-labelledby="report-change" data-report-change="">
      <h2 id="report-change">{t.reportTitle}</h2>
      <p className="auth-lead">{t.reportBody}</p>
      <Form className="auth-form" name="report-change" error={form.formError} onSubmit={submit}>
        <button type="submit" className="button button-primary auth-submit" disabled={form.pending}>
          {form.pending ? t.reportSubmitting : t.reportSubmit}
        </button>
      </Form>
      <p className="auth-links">
        <button type="button" className="auth-text-button" onClick={() => onDone(null)}>
          {t.reportSkip}
        </button>
      </p>
    </section>
  );
}
