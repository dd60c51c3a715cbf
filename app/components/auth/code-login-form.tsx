import { loginWithCode } from "../../lib/auth/api.ts";
import { Form } from "../form/field.tsx";
import { channelOf, CodeField, useCodeSender } from "../form/send-code.tsx";
import { useForm } from "../form/use-form.ts";
import { useAuthText } from "./auth-shell.tsx";
import { CaptchaField, captchaRule, useCaptcha } from "./captcha.tsx";
import { TargetField } from "./target-field.tsx";
import { useFinishLogin } from "./use-finish-login.ts";

/** Log-in with a code sent by e-mail or SMS: the second tab of /login, loaded when it is chosen. */
export default function CodeLoginForm({ redirect }: { redirect: string }) {
  const text = useAuthText();
  const captcha = useCaptcha();
  const finish = useFinishLogin(redirect);
  const form = useForm({
    initial: { target: "", code: "", captcha: "" },
    schema: () => import("./code-login-schema.ts").then((module) => module.codeLoginSchema),
    toBody: ({ target, code }) => ({ channel: channelOf(target.trim()), target, purpose: "login" as const, loginCode: code }),
    fieldOf: { loginCode: "code" },
    rules: { captcha: captchaRule(captcha) },
    checkEmptyOnBlur: false,
  });
  const send = useCodeSender({ form, captcha, purpose: "login", targetField: "target", codeField: "code" });

  const submit = (event: React.FormEvent) =>
    form.submit(
      event,
      async (values) => {
        const target = values.target.trim();
        await loginWithCode(channelOf(target), target, values.code.trim());
        await finish(target);
      },
      { fields: ["target", "code"] },
    );

  return (
    <Form className="auth-form" name="code-login" error={form.formError} onSubmit={submit}>
      <TargetField {...form.field("target")} />
      <CaptchaField captcha={captcha} field={form.field("captcha")} onRefresh={() => form.setValue("captcha", "")} />
      <CodeField {...form.field("code")} label={text.common.verifyCode} send={send} />
      <button type="submit" className="button button-primary auth-submit" disabled={form.pending}>
        {form.pending ? text.login.submitting : text.login.submit}
      </button>
    </Form>
  );
}
