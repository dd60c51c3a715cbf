import { useCallback, useRef, useState } from "react";
import { resetPassword, verifyResetCode } from "../../lib/auth/api.ts";
import { fill } from "../../lib/fill.ts";
import { userStore } from "../../stores/user-store.ts";
import { Field, FormError } from "../form/field.tsx";
import { channelOf, CodeField, useCodeSender } from "../form/send-code.tsx";
import { useForm } from "../form/use-form.ts";
import { AppLink } from "../ui/app-link.tsx";
import { useAuthText } from "./auth-shell.tsx";
import { CaptchaField, useCaptcha } from "./captcha.tsx";

const authContract = () => import("../../../common/contracts/auth.ts");

type Step = 1 | 2 | 3 | 4;
const STEP_COUNT = 3;

/**
 * /forget in steps: 1 the account's e-mail or mobile number (a code is sent), 2 the code (it
 * buys a reset token), 3 the new password twice, then a confirmation with a link to /login.
 * Each step's heading takes focus, so screen readers hear where they are.
 */
export function ForgetFlow() {
  const text = useAuthText();
  const t = text.forget;
  const captcha = useCaptcha();
  const [step, setStep] = useState<Step>(1);
  const [pending, setPending] = useState(false);
  const [resetToken, setResetToken] = useState("");
  const moved = useRef(false);
  const targetForm = useForm({
    initial: { target: "", captcha: "" },
    schema: () => authContract().then((module) => module.sendCodeBody),
    toBody: ({ target }) => ({ channel: channelOf(target.trim()), target, purpose: "reset" as const }),
    rules: { captcha: (value) => (captcha.enabled && !value.trim() ? "captchaRequired" : null) },
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
  const sendCode = useCodeSender({
    form: targetForm,
    captcha,
    purpose: "reset",
    fields: ["target", "captcha"],
    target: (values) => values.target,
    captchaField: "captcha",
  });

  const goTo = (next: Step) => {
    moved.current = true;
    for (const form of [targetForm, codeForm, passwordForm]) form.setFormError(null);
    setStep(next);
  };
  // A new callback per step: React calls it once when the step changes, and the heading of the
  // new step takes focus (not on first load, where focus belongs to the start of the page).
  const headingRef = useCallback(
    (element: HTMLHeadingElement | null) => {
      if (element && moved.current && step > 0) element.focus();
    },
    [step],
  );

  const submitTarget = (event: React.FormEvent) => {
    event.preventDefault();
    void (async () => {
      setPending(true);
      if ((await sendCode()) !== null) goTo(2);
      setPending(false);
    })();
  };

  const submitCode = (event: React.FormEvent) => {
    event.preventDefault();
    void (async () => {
      if (!(await codeForm.validate())) return;
      setPending(true);
      codeForm.setFormError(null);
      try {
        const { data } = await verifyResetCode({ channel: channelOf(target), target, verifyCode: codeForm.values.verifyCode.trim() });
        setResetToken(data.resetToken);
        goTo(3);
      } catch (error) {
        codeForm.fail(error);
      } finally {
        setPending(false);
      }
    })();
  };

  const submitPassword = (event: React.FormEvent) => {
    event.preventDefault();
    void (async () => {
      if (!(await passwordForm.validate())) return;
      setPending(true);
      passwordForm.setFormError(null);
      try {
        const { password, confirmPassword } = passwordForm.values;
        await resetPassword({ resetToken, password, confirmPassword });
        // Every session of the account was revoked, this browser's included.
        userStore.getState().clear();
        goTo(4);
      } catch (error) {
        passwordForm.fail(error);
      } finally {
        setPending(false);
      }
    })();
  };

  const formError = targetForm.formError ?? codeForm.formError ?? passwordForm.formError;
  const stepTitle = step === 1 ? t.step1 : step === 2 ? t.step2 : step === 3 ? t.step3 : t.done;

  return (
    <>
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
      {step < 4 ? <FormError message={formError} /> : null}

      {step === 1 ? (
        <form className="auth-form" noValidate onSubmit={submitTarget} data-form="forget-target">
          <Field
            {...targetForm.field("target")}
            label={text.common.target}
            inputMode="email"
            autoComplete="username"
            autoCapitalize="off"
            spellCheck={false}
            required
          />
          <CaptchaField captcha={captcha} field={targetForm.field("captcha")} onRefresh={() => targetForm.setValue("captcha", "")} />
          <button type="submit" className="button button-primary auth-submit" disabled={pending}>
            {pending ? text.common.sendingCode : t.sendCode}
          </button>
        </form>
      ) : null}

      {step === 2 ? (
        <form className="auth-form" noValidate onSubmit={submitCode} data-form="forget-code">
          <p className="auth-lead">{fill(text.common.codeSent, { target })}</p>
          <CaptchaField captcha={captcha} field={targetForm.field("captcha")} onRefresh={() => targetForm.setValue("captcha", "")} />
          <CodeField {...codeForm.field("verifyCode")} label={text.common.verifyCode} send={sendCode} />
          <button type="submit" className="button button-primary auth-submit" disabled={pending}>
            {pending ? t.verifying : t.verify}
          </button>
          <p className="auth-links">
            <button type="button" className="auth-text-button" onClick={() => goTo(1)}>
              {t.changeTarget}
            </button>
          </p>
        </form>
      ) : null}

      {step === 3 ? (
        <form className="auth-form" noValidate onSubmit={submitPassword} data-form="forget-password">
          {/* Lets password managers file the new password under the right account. */}
          <input type="hidden" name="username" autoComplete="username" value={target} />
          <Field
            {...passwordForm.field("password")}
            label={text.common.newPassword}
            hint={text.common.passwordHint}
            type="password"
            autoComplete="new-password"
            maxLength={32}
            revealable
            required
          />
          <Field
            {...passwordForm.field("confirmPassword")}
            label={text.common.confirmPassword}
            type="password"
            autoComplete="new-password"
            maxLength={32}
            revealable
            required
          />
          <button type="submit" className="button button-primary auth-submit" disabled={pending}>
            {pending ? t.resetting : t.reset}
          </button>
        </form>
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
