import { useMemo, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { register, sendVerifyCode } from "../../lib/auth/api.ts";
import { rememberNewAccount } from "../../lib/auth/first-login.ts";
import { safeRedirect } from "../../lib/auth/redirect.ts";
import { fill } from "../../lib/fill.ts";
import { isHttpError } from "../../lib/http/http-error.ts";
import { useSite } from "../../lib/use-site.ts";
import { AppLink } from "../ui/app-link.tsx";
import { toast } from "../ui/notify.ts";
import { useAuthText } from "./auth-shell.tsx";
import { CaptchaField, useCaptcha } from "./captcha.tsx";
import { FormError, FormField } from "./form-field.tsx";
import { CodeField } from "./send-code-button.tsx";
import { authRules } from "./rules.ts";
import { useForm } from "../ui/use-form.ts";

type RegisterValues = {
  username: string;
  nickname: string;
  password: string;
  confirmPassword: string;
  email: string;
  emailCode: string;
  captcha: string;
};

function fieldsOf(error: unknown): unknown {
  return isHttpError(error) && error.data && typeof error.data === "object" ? (error.data as { fields?: unknown }).fields : undefined;
}

/** /register: username, password twice, e-mail and its code; then on to /login. */
export function RegisterForm() {
  const text = useAuthText();
  const { language, localize } = useSite();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const rawRedirect = params.get("redirect");
  const carry = rawRedirect ? `redirect=${encodeURIComponent(safeRedirect(rawRedirect, localize("/index")))}` : "";
  const rules = useMemo(() => authRules(language, text), [language, text]);
  const captcha = useCaptcha();
  const [pending, setPending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<RegisterValues>(
    { username: "", nickname: "", password: "", confirmPassword: "", email: "", emailCode: "", captcha: "" },
    {
      username: rules.username,
      password: rules.newPassword,
      confirmPassword: rules.confirmOf<RegisterValues>("password"),
      email: rules.email,
      emailCode: rules.code,
      captcha: (value) => (captcha.enabled ? rules.captcha(value) : null),
    },
    { checkEmptyOnBlur: false },
  );

  const send = async (): Promise<number | null> => {
    if (!form.validate(captcha.enabled ? ["email", "captcha"] : ["email"])) return null;
    const email = form.values.email.trim();
    setFormError(null);
    try {
      const { data } = await sendVerifyCode({
        channel: "email",
        target: email,
        purpose: "register",
        ...(captcha.enabled ? { code: form.values.captcha.trim(), uuid: captcha.uuid } : {}),
      });
      toast("success", fill(text.common.codeSent, { target: email }));
      document.getElementById(form.idOf("emailCode"))?.focus();
      return data.cooldownSeconds;
    } catch (error) {
      if (isHttpError(error)) {
        setFormError(error.message);
        form.showServerErrors(fieldsOf(error));
      }
      return null;
    } finally {
      if (captcha.enabled) {
        form.setValue("captcha", "");
        void captcha.load();
      }
    }
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!form.validate(["username", "password", "confirmPassword", "email", "emailCode"])) return;
    setPending(true);
    setFormError(null);
    const { username, nickname, password, confirmPassword, email, emailCode } = form.values;
    try {
      await register({
        username: username.trim(),
        password,
        confirmPassword,
        email: email.trim(),
        emailCode: emailCode.trim(),
        ...(nickname.trim() ? { nickname: nickname.trim() } : {}),
      });
      rememberNewAccount([username, email]);
      toast("success", fill(text.register.success, { username: username.trim() }));
      const query = [`username=${encodeURIComponent(username.trim())}`, carry].filter(Boolean).join("&");
      await navigate(`${localize("/login")}?${query}`);
    } catch (error) {
      if (!isHttpError(error)) throw error;
      setFormError(error.message);
      form.showServerErrors(fieldsOf(error));
      setPending(false);
    }
  };

  return (
    <>
      <form className="auth-form" noValidate onSubmit={(event) => void submit(event)} data-form="register">
        <FormError message={formError} />
        <FormField
          {...form.field("username")}
          label={text.common.username}
          hint={text.common.usernameHint}
          autoComplete="username"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={20}
          required
        />
        <FormField {...form.field("nickname")} label={text.common.nickname} optional autoComplete="nickname" maxLength={64} />
        <FormField
          {...form.field("password")}
          label={text.common.password}
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
        <FormField
          {...form.field("email")}
          label={text.common.email}
          type="email"
          autoComplete="email"
          autoCapitalize="off"
          spellCheck={false}
          required
        />
        <CaptchaField captcha={captcha} field={form.field("captcha")} onRefresh={() => form.setValue("captcha", "")} />
        <CodeField {...form.field("emailCode")} label={text.common.emailCode} send={send} />
        <button type="submit" className="button button-primary auth-submit" disabled={pending}>
          {pending ? text.register.submitting : text.register.submit}
        </button>
      </form>
      <p className="auth-links">
        <span>
          {text.register.haveAccount} <AppLink to={`/login${carry ? `?${carry}` : ""}`}>{text.register.login}</AppLink>
        </span>
      </p>
    </>
  );
}
