import { useEffect, useState } from "react";
import type { CodePurpose } from "../../../common/contracts/auth.ts";
import { sendVerifyCode, type CodeChannel } from "../../lib/auth/api.ts";
import { fill } from "../../lib/fill.ts";
import { toast } from "../ui/notify.ts";
import { Field, type FieldProps } from "./field.tsx";
import { useFormText } from "./form-text.ts";
import type { Form, FormValues } from "./use-form.ts";

const DEFAULT_COOLDOWN_SECONDS = 60;

/** The image captcha as the sign-in forms hold it (auth/captcha.tsx). */
export interface CaptchaControl {
  enabled: boolean;
  uuid: string;
  load(): Promise<void>;
}

/** An e-mail address goes by e-mail, anything else is taken as a mobile number. */
export function channelOf(target: string): CodeChannel {
  return target.includes("@") ? "email" : "sms";
}

type CaptchaForm = FormValues & { captcha: string };

interface CodeSenderOptions<V extends CaptchaForm> {
  /** A form with the code's target field and a `captcha` field for the image captcha's answer. */
  form: Form<V>;
  captcha: CaptchaControl;
  purpose: CodePurpose;
  targetField: keyof V & string;
  /** Where focus goes once the code is on its way. */
  codeField?: keyof V & string;
}

/**
 * "Send a code behind the captcha", the one way every form does it: check the target (and the
 * captcha while it is shown), send, say where the code went, move to the code field. The captcha
 * is single use, so a new one is fetched after every attempt. Resolves with the cooldown in
 * seconds when a code went out, null otherwise.
 */
export function useCodeSender<V extends CaptchaForm>({ form, captcha, purpose, targetField, codeField }: CodeSenderOptions<V>) {
  const text = useFormText();
  return async (): Promise<number | null> => {
    if (!(await form.validate(captcha.enabled ? [targetField, "captcha"] : [targetField]))) return null;
    const to = (form.values[targetField] ?? "").trim();
    form.setFormError(null);
    try {
      const answer = captcha.enabled ? { code: form.values.captcha.trim(), uuid: captcha.uuid } : {};
      const { data } = await sendVerifyCode({ channel: channelOf(to), target: to, purpose, ...answer });
      toast("success", fill(text.codeSent, { target: to }));
      if (codeField) form.focus(codeField);
      return data.cooldownSeconds;
    } catch (error) {
      form.fail(error);
      return null;
    } finally {
      if (captcha.enabled) {
        form.setValue("captcha", "");
        void captcha.load();
      }
    }
  };
}

/** "Send code" with the server's cooldown: `send` resolves with the cooldown in seconds when a code went out, or null. */
export function SendCodeButton({ send }: { send: () => Promise<number | null> }) {
  const text = useFormText();
  const [pending, setPending] = useState(false);
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(0);
  const remaining = Math.max(0, Math.ceil((until - now) / 1000));

  useEffect(() => {
    if (until === 0) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= until) {
        clearInterval(timer);
        setUntil(0);
      }
    }, 250);
    return () => clearInterval(timer);
  }, [until]);

  const onClick = async () => {
    setPending(true);
    try {
      const cooldown = await send();
      if (cooldown !== null) {
        const start = Date.now();
        setNow(start);
        setUntil(start + (cooldown > 0 ? cooldown : DEFAULT_COOLDOWN_SECONDS) * 1000);
      }
    } finally {
      setPending(false);
    }
  };

  return (
    <button
      type="button"
      className="field-side-button"
      disabled={pending || remaining > 0}
      onClick={() => void onClick()}
      data-send-code=""
    >
      {pending ? text.sendingCode : remaining > 0 ? fill(text.resendIn, { seconds: remaining }) : text.sendCode}
    </button>
  );
}

/** The six-digit e-mail or SMS code input with the button that sends the code. */
export function CodeField({ send, ...field }: Extract<FieldProps, { as?: "input" }> & { send: () => Promise<number | null> }) {
  return (
    <Field {...field} inputMode="numeric" autoComplete="one-time-code" maxLength={6} required addon={<SendCodeButton send={send} />} />
  );
}
