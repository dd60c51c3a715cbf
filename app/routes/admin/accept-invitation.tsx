import { useEffect, useState, useSyncExternalStore } from "react";
import { adminCatalogs } from "../../i18n/admin-catalogs.ts";
import { invitationAcceptBody, type invitationAcceptCall, type invitationViewCall } from "../../../common/contracts/admin-invitations.ts";
import type { CallData } from "../../../common/contracts/call.ts";
import { STORAGE_KEYS } from "../../../common/constants.ts";
import { useConsoleTexts } from "../../components/admin/console-texts.ts";
import { useStaffTexts } from "../../components/admin/staff-texts.ts";
import { Field, Form, verbatim } from "../../components/form/field.tsx";
import { useForm } from "../../components/form/use-form.ts";
import { fill } from "../../lib/fill.ts";
import { callApi } from "../../lib/http/client.ts";
import { cookieStorage } from "../../stores/key-value-storage.ts";
import type { Route } from "./+types/accept-invitation";
import "../../styles/admin.css";
import "../../styles/admin-staff.css";

type Invitation = CallData<typeof invitationViewCall>;

function subscribeToHash(onChange: () => void) {
  window.addEventListener("hashchange", onChange);
  return () => window.removeEventListener("hashchange", onChange);
}

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0]?.loaderData as { language?: "zh_CN" | "en_US" } | undefined;
  return [{ title: adminCatalogs[root?.language ?? "zh_CN"].title }, { name: "robots", content: "noindex" }];
}

export function headers() {
  return { "Cache-Control": "no-store" };
}

/**
 * /admin/invitation#<token>: an invited staff member chooses a username and a password. The token
 * stays in the address's fragment, which the browser never sends: it reaches the server only in
 * the body of the two calls, never a request line or an access log.
 */
export default function AcceptInvitation() {
  const { t, language, formatTime } = useConsoleTexts();
  const s = useStaffTexts().invitationPage;
  // null while rendered on the server, which never sees the fragment.
  const token = useSyncExternalStore(
    subscribeToHash,
    () => window.location.hash.slice(1),
    () => null,
  );
  const [looked, setLooked] = useState<{ token: string; invitation: Invitation | "invalid" } | null>(null);
  const invitation = token === "" ? "invalid" : looked?.token === token ? looked.invitation : null;
  const [done, setDone] = useState(false);
  const form = useForm({
    initial: { username: "", nickname: "", password: "", confirmPassword: "" },
    schema: () => Promise.resolve(invitationAcceptBody),
    toBody: (values) => ({ ...values, token: token ?? "" }),
  });

  useEffect(() => {
    if (!token) return;
    callApi<typeof invitationViewCall>("POST /staff-invitation/view", { body: { token } }, { feedback: false })
      .then(({ data }) => setLooked({ token, invitation: data }))
      .catch(() => setLooked({ token, invitation: "invalid" }));
  }, [token]);

  const submit = (event: React.FormEvent) =>
    form.submit(event, async (values) => {
      await callApi<typeof invitationAcceptCall>("POST /staff-invitation/accept", { body: { ...values, token: token ?? "" } });
      setDone(true);
    });

  const switchLanguage = () => {
    cookieStorage().setItem(STORAGE_KEYS.language, language === "zh_CN" ? "en_US" : "zh_CN");
    window.location.reload();
  };

  return (
    <main className="console-status console-invitation" data-invitation-page="">
      <button type="button" className="console-button console-invitation-language" onClick={switchLanguage}>
        {t.otherLanguage}
      </button>
      <h1>{s.title}</h1>
      {invitation === null && <p aria-busy="true">{s.loading}</p>}
      {invitation === "invalid" && <p role="alert">{s.invalid}</p>}
      {done && (
        <>
          <p>{s.done}</p>
          <a className="console-button console-button-primary" href="/login?redirect=%2Fadmin">
            {s.signIn}
          </a>
        </>
      )}
      {invitation && invitation !== "invalid" && !done && (
        <>
          <p>{fill(s.lead, { role: t.roles[invitation.role] ?? invitation.role, email: invitation.email })}</p>
          <p className="console-hint">{fill(s.expires, { time: formatTime(invitation.expiresAt) })}</p>
          {invitation.twoStepRequired && <p className="console-hint">{s.twoStep}</p>}
          <Form name="accept-invitation" error={form.formError} className="console-staff-form" onSubmit={submit}>
            <Field {...form.field("username")} label={s.username} autoComplete="username" {...verbatim} required />
            <Field {...form.field("nickname")} label={s.nickname} autoComplete="name" optional />
            <Field
              {...form.field("password")}
              type="password"
              label={s.password}
              hint={s.passwordHint}
              autoComplete="new-password"
              revealable
              required
            />
            <Field {...form.field("confirmPassword")} type="password" label={s.confirmPassword} autoComplete="new-password" required />
            <div className="console-form-buttons">
              <button type="submit" className="console-button console-button-primary" disabled={form.pending}>
                {s.submit}
              </button>
            </div>
          </Form>
        </>
      )}
    </main>
  );
}
