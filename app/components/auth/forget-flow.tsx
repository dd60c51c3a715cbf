import { lazy, Suspense, useCallback, useState, useSyncExternalStore } from "react";
import { resetPassword, verifyResetCode } from "../../lib/auth/api.ts";
import { fill } from "../../lib/fill.ts";
import { userStore } from "../../stores/user-store.ts";
import { Form } from "../form/field.tsx";
import { channelOf, CodeField, useCodeSender } from "../form/send-code.tsx";
import { useForm } from "../form/use-form.ts";
import { AppLink } from "../ui/app-link.tsx";
import { useAuthText } from "./auth-shell.tsx";
import { TargetField } from "./target-field.tsx";
import { CaptchaField, captchaRule, useCaptcha } from "./captcha.tsx";
import { NewPasswordFields } from "./new-password-fields.tsx";

// Only a visitor who follows the link in a notice of a change needs it: not in the page's first load.
const ReportChange = lazy(() => import("./report-change.tsx").then((module) => ({ default: module.ReportChange })));

const authContract = () => import("../../../common/contracts/auth.ts");

type Step = 1 | 2 | 3 | 4;
const STEP_COUNT = 3;

/**
 * /forget in steps: 1 the account's e-mail or mobile number (a code is sent), 2 the code (it
 * buys a reset token), 3 the new password twice, then a confirmation with a link to /login.
 * Each step's heading takes focus, so screen readers hear where they are. Opened from the link in
 * a notice of a change (#report={key}), it first offers to undo that change (report-change.tsx):
 * the key travels in the fragment, which never reaches a server, a log or the page cache.
 */
const onHashChange = (changed: () => void) => {
  window.addEventListener("hashchange", changed);
  return () => window.removeEventListener("hashchange", changed);
};

/** The key of a change report in the address's fragment; none while the server's HTML is hydrated. */
function useReportKey(): string | null {
  const hash = useSyncExternalStore(
    onHashChange,
    () => window.location.hash,
    () => "",
  );
  return new URLSearchParams(hash.slice(1)).get("report");
}

export function ForgetFlow() {
  const text = useAuthText();
  const t = text.forget;
  const reportKey = useReportKey();
  // Once the report is answered (or declined) the flow goes on; undefined until then.
  const [reported, setReported] = useState<{ email: string | null } | undefined>();
  const captcha = useCaptcha();
  const [step, setStep] = useState<Step>(1);
  const [sending, setSending] = useState(false);
  const [resetToken, setResetToken] = useState("");
  // Focus follows the steps once the visitor has moved (not on first load: it belongs to the page).
  const [moved, setMoved] = useState(false);
  const targetForm = useForm({
    initial: { target: "", captcha: "" },
    schema: () => authContract().then((module) => module.sendCodeBody),
    toBody: ({ target }) => ({ channel: channelOf(target.trim()), target, purpose: "reset" as const }),
    rules: { captcha: captchaRule(captcha) },
    checkEmptyOnBlur: false,
  });
  const target = targetForm.values.target.trim();
  const codeForm = useForm({
    initial: { verifyCode: "" },
    schema: () => authContract().then((module) => module.verifyCodeBody),
    toBody: ({ verifyCode }) => ({ channel: channelOf(target), target, purpose: "reset" as const, verifyCode }),
    checkEmptyOnBlur: false,
  });
  const passwordForm = useForm({
    initial: { password: "", confirmPassword: "" },
    schema: () => authContract().then((module) => module.resetPasswordBody),
    toBody: (values) => ({ resetToken, ...values }),
    checkEmptyOnBlur: false,
  });
  const sendCode = useCodeSender({ form: targetForm, captcha, purpose: "reset", targetField: "target" });

  const goTo = (next: Step) => {
    setMoved(true);
    for (const form of [targetForm, codeForm, passwordForm]) form.setFormError(null);
    setStep(next);
  };
  // A new callback per step: React calls it once when the step changes, and the heading of the
  // new step takes focus (not on first load, where focus belongs to the start of the page).
  const headingRef = useCallback(
    (element: HTMLHeadingElement | null) => {
      if (element && moved && step > 0) element.focus();
    },
    [step, moved],
  );

  // Step 1 is the send-code control itself: sendCode checks the fields and shows any failure.
  const submitTarget = (event: React.FormEvent) => {
    event.preventDefault();
    void (async () => {
      setSending(true);
      if ((await sendCode()) !== null) goTo(2);
      setSending(false);
    })();
  };

  const submitCode = (event: React.FormEvent) =>
    codeForm.submit(event, async ({ verifyCode }) => {
      const { data } = await verifyResetCode({ channel: channelOf(target), target, verifyCode: verifyCode.trim() });
      setResetToken(data.resetToken);
      goTo(3);
    });

  const submitPassword = (event: React.FormEvent) =>
    passwordForm.submit(event, async ({ password, confirmPassword }) => {
      await resetPassword({ resetToken, password, confirmPassword });
      // Every session of the account was revoked, this browser's included.
      userStore.getState().clear();
      goTo(4);
    });

  const stepTitle = step === 1 ? t.step1 : step === 2 ? t.step2 : step === 3 ? t.step3 : t.done;

  if (reportKey && !reported) {
    return (
      <Suspense>
        <ReportChange
          reportKey={reportKey}
          onDone={(email) => {
            // The key is used up (or declined): it leaves the address bar and the history entry.
            window.history.replaceState(window.history.state, "", window.location.pathname + window.location.search);
            if (email) targetForm.setValue("target", email);
            setReported({ email });
            setMoved(true);
          }}
        />
      </Suspense>
    );
  }

  return (
    <>
      {reported?.email ? (
        <output className="auth-lead" data-reported="">
          {fill(t.reportDone, { email: reported.email })}
        </output>
      ) : null}
      <ol className="auth-steps" aria-label={t.steps}>
        {[t.step1, t.step2, t.step3].map((label, index) => (
          <li key={label} aria-current={step === index + 1 ? "step" : undefined} data-state={step > index + 1 ? "done" : undefined}>
            {label}
          </li>
        ))}
      </ol>
      <h2 ref={headingRef} tabIndex={-1} data-step={step}>
        {step <= STEP_COUNT ? <span className="visually-hidden">{fill(t.step, { current: step, total: STEP_COUNT })}: </span> : null}
        {stepTitle}
      </h2>

      {step === 1 ? (
        <Form className="auth-form" name="forget-target" error={targetForm.formError} onSubmit={submitTarget}>
          <TargetField {...targetForm.field("target")} />
          <CaptchaField captcha={captcha} field={targetForm.field("captcha")} onRefresh={() => targetForm.setValue("captcha", "")} />
          <button type="submit" className="button button-primary auth-submit" disabled={sending}>
            {sending ? text.common.sendingCode : t.sendCode}
          </button>
        </Form>
      ) : null}

      {step === 2 ? (
        <Form className="auth-form" name="forget-code" error={targetForm.formError ?? codeForm.formError} onSubmit={submitCode}>
          <p className="auth-lead">{fill(text.common.codeSent, { target })}</p>
          <CaptchaField captcha={captcha} field={targetForm.field("captcha")} onRefresh={() => targetForm.setValue("captcha", "")} />
          <CodeField {...codeForm.field("verifyCode")} label={text.common.verifyCode} send={sendCode} />
          <button type="submit" className="button button-primary auth-submit" disabled={codeForm.pending}>
            {codeForm.pending ? t.verifying : t.verify}
          </button>
          <p className="auth-links">
            <button type="button" className="auth-text-button" onClick={() => goTo(1)}>
              {t.changeTarget}
            </button>
          </p>
        </Form>
      ) : null}

      {step === 3 ? (
        <Form className="auth-form" name="forget-password" error={passwordForm.formError} onSubmit={submitPassword}>
          {/* Lets password managers file the new password under the right account. */}
          <input type="hidden" name="username" autoComplete="username" value={target} />
          <NewPasswordFields
            password={passwordForm.field("password")}
            confirm={passwordForm.field("confirmPassword")}
            label={text.common.newPassword}
          />
          <button type="submit" className="button button-primary auth-submit" disabled={passwordForm.pending}>
            {passwordForm.pending ? t.resetting : t.reset}
          </button>
        </Form>
      ) : null}

      {step === 4 ? (
        <div className="auth-status" data-reset-done="">
          <p>{t.doneBody}</p>
          <div className="button-row">
            <AppLink to="/login" className="button button-primary">
              {t.login}
            </AppLink>
          </div>
        </div>
      ) : null}

      {step < 4 ? (
        <p className="auth-links">
          <AppLink to="/login">{text.common.backToLogin}</AppLink>
        </p>
      ) : null}
    </>
  );
}
