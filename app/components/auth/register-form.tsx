import { NICKNAME_MAX, PHONE_MAX, USERNAME_LENGTH } from "../../../common/constants.ts";
import { useNavigate, useSearchParams } from "react-router";
import { register } from "../../lib/auth/api.ts";
import { rememberNewAccount } from "../../lib/auth/first-login.ts";
import { safeRedirect } from "../../lib/auth/redirect.ts";
import { fill } from "../../lib/fill.ts";
import { useSite } from "../../lib/use-site.ts";
import { AppLink } from "../ui/app-link.tsx";
import { toast } from "../ui/notify.ts";
import { useAuthText } from "./auth-shell.tsx";
import { CaptchaField, captchaRule, useCaptcha } from "./captcha.tsx";
import { NewPasswordFields } from "./new-password-fields.tsx";
import { Field, Form, PrivacyNotice, verbatim } from "../form/field.tsx";
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
  const form = useForm({
    initial: {
      username: "",
      nickname: "",
      password: "",
      confirmPassword: "",
      email: "",
      emailCode: "",
      phonenumber: "",
      smsCode: "",
      captcha: "",
    },
    schema: () => import("../../../common/contracts/auth.ts").then((module) => module.registerBody),
    toBody: ({ captcha: _captcha, nickname, phonenumber, smsCode, ...body }) => ({
      ...body,
      ...(nickname.trim() ? { nickname } : {}),
      ...(phonenumber.trim() ? { phonenumber, smsCode } : {}),
    }),
    rules: { captcha: captchaRule(captcha) },
    checkEmptyOnBlur: false,
  });
  const send = useCodeSender({ form, captcha, purpose: "register", targetField: "email", codeField: "emailCode" });
  const sendSms = useCodeSender({ form, captcha, purpose: "register", targetField: "phonenumber", codeField: "smsCode" });
  const withPhone = form.values.phonenumber.trim() !== "";

  const submit = (event: React.FormEvent) =>
    form.submit(
      event,
      async ({ username, nickname, password, confirmPassword, email, emailCode, phonenumber, smsCode }) => {
        await register({
          username: username.trim(),
          password,
          confirmPassword,
          email: email.trim(),
          emailCode: emailCode.trim(),
          ...(nickname.trim() ? { nickname: nickname.trim() } : {}),
          ...(phonenumber.trim() ? { phonenumber: phonenumber.trim(), smsCode: smsCode.trim() } : {}),
        });
        rememberNewAccount([username, email]);
        toast("success", fill(text.register.success, { username: username.trim() }));
        const query = [`username=${encodeURIComponent(username.trim())}`, carry].filter(Boolean).join("&");
        await navigate(`${localize("/login")}?${query}`);
      },
      { fields: ["username", "nickname", "password", "confirmPassword", "email", "emailCode", "phonenumber", "smsCode"] },
    );

  return (
    <>
      <Form className="auth-form" name="register" error={form.formError} onSubmit={submit}>
        <Field
          {...form.field("username")}
          label={text.common.username}
          hint={text.common.usernameHint}
          autoComplete="username"
          {...verbatim}
          maxLength={USERNAME_LENGTH.max}
          required
        />
        <Field {...form.field("nickname")} label={text.common.nickname} optional autoComplete="nickname" maxLength={NICKNAME_MAX} />
        <NewPasswordFields password={form.field("password")} confirm={form.field("confirmPassword")} label={text.common.password} />
        <Field {...form.field("email")} label={text.common.email} type="email" autoComplete="email" {...verbatim} required />
        <CaptchaField captcha={captcha} field={form.field("captcha")} onRefresh={() => form.setValue("captcha", "")} />
        <CodeField {...form.field("emailCode")} label={text.common.emailCode} send={send} />
        <Field
          {...form.field("phonenumber")}
          label={text.common.phone}
          hint={text.common.phoneHint}
          optional
          type="tel"
          autoComplete="tel"
          {...verbatim}
          maxLength={PHONE_MAX}
        />
        {withPhone ? <CodeField {...form.field("smsCode")} label={text.common.smsCode} send={sendSms} /> : null}
        <PrivacyNotice text={text.register.privacy} />
        <button type="submit" className="button button-primary auth-submit" disabled={form.pending}>
          {form.pending ? text.register.submitting : text.register.submit}
        </button>
      </Form>
      <p className="auth-links">
        <span>
          {text.register.haveAccount} <AppLink to={`/login${carry ? `?${carry}` : ""}`}>{text.register.login}</AppLink>
        </span>
      </p>
    </>
  );
}
