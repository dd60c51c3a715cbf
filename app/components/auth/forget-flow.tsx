import { useCallback, useMemo, useRef, useState } from "react";
import { resetPassword, sendVerifyCode, verifyResetCode } from "../../lib/auth/api.ts";
import { fill } from "../../lib/fill.ts";
import { isHttpError } from "../../lib/http/http-error.ts";
import { useSite } from "../../lib/use-site.ts";
import { userStore } from "../../stores/user-store.ts";
import { AppLink } from "../ui/app-link.tsx";
import { toast } from "../ui/notify.ts";
import { useAuthText } from "./auth-shell.tsx";
import { CaptchaField, useCaptcha } from "./captcha.tsx";
import { FormError, FormField } from "./form-field.tsx";
import { CodeField } from "./send-code-button.tsx";
import { authRules, channelOf } from "./rules.ts";
import { useForm } from "../ui/use-form.ts";

type Step = 1 | 2 | 3 | 4;
const STEP_COUNT = 3;

function fieldsOf(error: unknown): unknown {
  return isHttpError(error) && error.data && typeof error.data === "object" ? (error.data as { fields?: unknown }).fields : undefined;
}

/**
 * /forget in steps: 1 the account's e-mail or mobile number (a code is sent), 2 the code (it
 * buys a reset token), 3 the new password twice, then a confirmation with a link to /login.
 * Each step's heading takes focus, so screen readers hear where they are.
 */
export function ForgetFlow() {
  const text = useAuthText();
  const t = text.forget;
  const { language } = useSite();
  const rules = useMemo(() => authRules(language, text), [language, text]);
  const captcha = useCaptcha();
  const [step, setStep] = useState<Step>(1);
  const [pending, setPending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [resetToken, setResetToken] = useState("");
  const moved = useRef(false);
  const form = useForm(
    { target: "", captcha: "", verifyCode: "", password: "", confirmPassword: "" },
    {
      target: rules.target,
      captcha: (value) => (captcha.enabled ? rules.captcha(value) : null),
      verifyCode: rules.code,
      password: rules.newPassword,
      confirmPassword: (value, values) => rules.confirmOf<typeof values>("password")(value, values),
    },
    { checkEmptyOnBlur: false },
  );
  const target = form.values.target.trim();

  const goTo = (next: Step) => {
    moved.current = true;
    setFormError(null);
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

  const fail = (error: unknown) => {
    if (!isHttpError(error)) throw error;
    setFormError(error.message);
    form.showServerErrors(fieldsOf(error));
  };

  /** Sends (or re-sends) the code; resolves with the cooldown, or null when nothing was sent. */
  const sendCode = async (): Promise<number | null> => {
    setFormError(null);
    try {
      const { data } = await sendVerifyCode({
        channel: channelOf(target),
        target,
        purpose: "reset",
        ...(captcha.enabled ? { code: form.values.captcha.trim(), uuid: captcha.uuid } : {}),
      });
      toast("success", fill(text.common.codeSent, { target }));
      return data.cooldownSeconds;
    } catch (error) {
      fail(error);
      return null;
    } finally {
      if (captcha.enabled) {
        form.setValue("captcha", "");
        void captcha.load();
      }
    }
  };

  const run = async (work: () => Promise<void>) => {
    setPending(true);
    setFormError(null);
    try {
      await work();
    } catch (error) {
      fail(error);
    } finally {
      setPending(false);
    }
  };

  const submitTarget = (event: React.FormEvent) => {
    event.preventDefault();
    if (!form.validate(captcha.enabled ? ["target", "captcha"] : ["target"])) return;
    void run(async () => {
      if ((await sendCode()) !== null) goTo(2);
    });
  };

  const submitCode = (event: React.FormEvent) => {
    event.preventDefault();
    if (!form.validate(["verifyCode"])) return;
    void run(async () => {
      const { data } = await verifyResetCode({ channel: channelOf(target), target, verifyCode: form.values.verifyCode.trim() });
      setResetToken(data.resetToken);
      goTo(3);
    });
  };

  const submitPassword = (event: React.FormEvent) => {
    event.preventDefault();
    if (!form.validate(["password", "confirmPassword"])) return;
    void run(async () => {
      const { password, confirmPassword } = form.values;
      await resetPassword({ resetToken, password, confirmPassword });
      // Every session of the account was revoked, this browser's included.
      userStore.getState().clear();
      goTo(4);
    });
  };

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
          <FormField
            {...form.field("target")}
            label={text.common.target}
            inputMode="email"
            autoComplete="username"
            autoCapitalize="off"
            spellCheck={false}
            required
          />
          <CaptchaField captcha={captcha} field={form.field("captcha")} onRefresh={() => form.setValue("captcha", "")} />
          <button type="submit" className="button button-primary auth-submit" disabled={pending}>
            {pending ? text.common.sendingCode : t.sendCode}
          </button>
        </form>
      ) : null}

      {step === 2 ? (
        <form className="auth-form" noValidate onSubmit={submitCode} data-form="forget-code">
          <p className="auth-lead">{fill(text.common.codeSent, { target })}</p>
          <CaptchaField captcha={captcha} field={form.field("captcha")} onRefresh={() => form.setValue("captcha", "")} />
          <CodeField
            {...form.field("verifyCode")}
            label={text.common.verifyCode}
            send={() => (form.validate(captcha.enabled ? ["captcha"] : []) ? sendCode() : Promise.resolve(null))}
          />
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
          <FormField
            {...form.field("password")}
            label={text.common.newPassword}
            hint={text.common.passwordHint}
            type="password"
            autoComplete="new-password"
            maxLength={32}
            revealable
            required
          />
          <FormField
            {...form.field("confirmPassword")}
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
