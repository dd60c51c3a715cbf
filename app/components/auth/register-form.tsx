import { useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { register } from "../../lib/auth/api.ts";
import { rememberNewAccount } from "../../lib/auth/first-login.ts";
import { safeRedirect } from "../../lib/auth/redirect.ts";
import { fill } from "../../lib/fill.ts";
import { useSite } from "../../lib/use-site.ts";
import { AppLink } from "../ui/app-link.tsx";
import { toast } from "../ui/notify.ts";
import { useAuthText } from "./auth-shell.tsx";
import { CaptchaField, useCaptcha } from "./captcha.tsx";
import { Field, FormError } from "../form/field.tsx";
import { CodeField, useCodeSender } from "../form/send-code.tsx";
import { useForm } from "../form/use-form.ts";

/** /register: username, password twice, e-mail and its code; then on to /login. */
export function RegisterForm() {
  const text = useAuthText();
  const { localize } = useSite();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const rawRedirect = params.get("redirect");
  const carry = rawRedirect ? `redirect=${encodeURIComponent(safeRedirect(rawRedirect, localize("/index")))}` : "";
  const captcha = useCaptcha();
  const [pending, setPending] = useState(false);
  const form = useForm({
    initial: { username: "", nickname: "", password: "", confirmPassword: "", email: "", emailCode: "", captcha: "" },
    schema: () => import("../../../common/contracts/auth.ts").then((module) => module.registerBody),
    toBody: ({ captcha: _captcha, nickname, ...body }) => ({ ...body, ...(nickname.trim() ? { nickname } : {}) }),
    rules: { captcha: (value) => (captcha.enabled && !value.trim() ? "captchaRequired" : null) },
    checkEmptyOnBlur: false,
  });
  const send = useCodeSender({
    form,
    captcha,
    purpose: "register",
    fields: ["email", "captcha"],
    target: (values) => values.email,
    captchaField: "captcha",
    codeField: "emailCode",
  });

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!(await form.validate(["username", "nickname", "password", "confirmPassword", "email", "emailCode"]))) return;
    setPending(true);
    form.setFormError(null);
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
      form.fail(error);
      setPending(false);
    }
  };

  return (
    <>
      <form className="auth-form" noValidate onSubmit={(event) => void submit(event)} data-form="register">
        <FormError message={form.formError} />
        <Field
          {...form.field("username")}
          label={text.common.username}
          hint={text.common.usernameHint}
          autoComplete="username"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={20}
          required
        />
        <Field {...form.field("nickname")} label={text.common.nickname} optional autoComplete="nickname" maxLength={64} />
        <Field
          {...form.field("password")}
          label={text.common.password}
          hint={text.common.passwordHint}
          type="password"
          autoComplete="new-password"
          maxLength={32}
          revealable
          required
        />
        <Field
          {...form.field("confirmPassword")}
          label={text.common.confirmPassword}
          type="password"
          autoComplete="new-password"
          maxLength={32}
          revealable
          required
        />
        <Field
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
