import { useState } from "react";
import {
  twoStepEnableBody,
  twoStepSetupBody,
  twoStepVerifyBody,
  type twoStepCaptchaCall,
  type twoStepEnableCall,
  type twoStepEnrolCodeCall,
  type twoStepSetupCall,
  type twoStepVerifyCall,
} from "../../../common/contracts/admin-two-step.ts";
import type { CallData } from "../../../common/contracts/call.ts";
import { Field, Form, verbatim } from "../form/field.tsx";
import { useForm } from "../form/use-form.ts";
import { callApi } from "../../lib/http/client.ts";
import { fill } from "../../lib/fill.ts";
import { useConsoleTexts } from "./console-texts.ts";

type Setup = CallData<typeof twoStepSetupCall>;
type Captcha = CallData<typeof twoStepCaptchaCall>;

/**
 * The console's second step: an account with an authenticator enters its code; an account without
 * one (when configuration requires it) first confirms a code sent to its e-mail address, then
 * scans a new secret (a password alone cannot enrol an authenticator). Done, the console opens.
 */
export function TwoStepGate({ enrolled, onDone }: { enrolled: boolean; onDone: () => void }) {
  const { t } = useConsoleTexts();
  const [setup, setSetup] = useState<Setup | null>(null);
  return (
    <main className="console-status" data-two-step="">
      <h1>{t.twoStep.title}</h1>
      {enrolled || setup ? <CodeStep setup={setup} onDone={onDone} /> : <EmailStep onSetup={setSetup} />}
    </main>
  );
}

/** Enrolment, first: the code sent to the account's e-mail address buys the new secret. */
function EmailStep({ onSetup }: { onSetup: (setup: Setup) => void }) {
  const { t } = useConsoleTexts();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const form = useForm({ initial: { emailCode: "" }, schema: () => Promise.resolve(twoStepSetupBody) });

  const send = () => {
    setSending(true);
    form.setFormError(null);
    callApi<typeof twoStepEnrolCodeCall>("POST /admin/two-step/enrol-code")
      .then(({ data }) => setSentTo(data.email))
      .catch((error: unknown) => form.fail(error))
      .finally(() => setSending(false));
  };
  const submit = (event: React.FormEvent) =>
    form.submit(event, async ({ emailCode }) => {
      const { data } = await callApi<typeof twoStepSetupCall>("POST /admin/two-step/setup", { body: { emailCode: emailCode.trim() } });
      onSetup(data);
    });

  if (!sentTo) {
    return (
      <>
        <p>{t.twoStep.emailHelp}</p>
        <Form
          className="console-two-step-form"
          name="two-step-send"
          error={form.formError}
          onSubmit={(event) => {
            event.preventDefault();
            send();
          }}
        >
          <button type="submit" className="console-button console-button-primary" disabled={sending} data-send-enrol-code="">
            {t.twoStep.sendCode}
          </button>
        </Form>
      </>
    );
  }

  return (
    <>
      <p data-enrol-code-sent="">{fill(t.twoStep.emailSent, { email: sentTo })}</p>
      <Form className="console-two-step-form" name="two-step-email" error={form.formError} onSubmit={submit}>
        <Field
          {...form.field("emailCode")}
          label={t.twoStep.emailCode}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          {...verbatim}
          required
        />
        <div className="console-row-actions">
          <button type="submit" className="console-button console-button-primary" disabled={form.pending}>
            {t.twoStep.continue}
          </button>
          <button type="button" className="console-button" onClick={send} disabled={sending}>
            {t.twoStep.resend}
          </button>
        </div>
      </Form>
    </>
  );
}

/** A code from the authenticator: to confirm a new secret (`setup`) or to pass the second step; a captcha once asked for. */
function CodeStep({ setup, onDone }: { setup: Setup | null; onDone: () => void }) {
  const { t } = useConsoleTexts();
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const form = useForm({
    initial: { code: "", captcha: "" },
    schema: () => Promise.resolve(setup ? twoStepEnableBody : twoStepVerifyBody),
    toBody: ({ code, captcha: answer }) => ({
      code: code.trim(),
      ...(setup ? { setupKey: setup.setupKey } : {}),
      ...(captcha ? { captcha: answer.trim(), captchaUuid: captcha.uuid } : {}),
    }),
    rules: { captcha: (value) => (captcha && !value.trim() ? "captchaRequired" : null) },
  });
  const loadCaptcha = () => {
    form.setValue("captcha", "");
    callApi<typeof twoStepCaptchaCall>("GET /admin/two-step/captcha")
      .then(({ data }) => setCaptcha(data))
      .catch(() => undefined);
  };

  const submit = (event: React.FormEvent) =>
    form.submit(
      event,
      async ({ code, captcha: answer }) => {
        const extra = captcha ? { captcha: answer.trim(), captchaUuid: captcha.uuid } : {};
        if (setup) {
          await callApi<typeof twoStepEnableCall>("POST /admin/two-step/enable", {
            body: { code: code.trim(), setupKey: setup.setupKey, ...extra },
          });
        } else {
          await callApi<typeof twoStepVerifyCall>("POST /admin/two-step/verify", { body: { code: code.trim(), ...extra } });
        }
        onDone();
      },
      // A captcha is good for one guess: a new one after each failure once they are asked for.
      { onFail: (failure) => (captcha || failure.data.captchaRequired ? loadCaptcha() : undefined) },
    );

  return (
    <>
      <p>{setup ? t.twoStep.enrolHelp : t.twoStep.verifyHelp}</p>
      {setup ? (
        <figure className="console-qr">
          <img src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`} alt={t.twoStep.qrAlt} width={200} height={200} />
          <figcaption>
            {t.twoStep.secret}: <code data-totp-secret="">{setup.secret}</code>
          </figcaption>
        </figure>
      ) : null}
      <Form className="console-two-step-form" name="two-step" error={form.formError} onSubmit={submit}>
        <Field
          {...form.field("code")}
          label={t.twoStep.code}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          {...verbatim}
          required
        />
        {captcha ? (
          <Field
            {...form.field("captcha")}
            label={t.twoStep.captcha}
            autoComplete="off"
            maxLength={8}
            {...verbatim}
            required
            addon={
              <button
                type="button"
                className="captcha-image"
                onClick={loadCaptcha}
                aria-label={t.twoStep.captchaRefresh}
                data-captcha-image=""
              >
                <img src={`data:image/png;base64,${captcha.img}`} alt={t.twoStep.captchaImage} width={124} height={44} />
              </button>
            }
          />
        ) : null}
        <button type="submit" className="console-button console-button-primary" disabled={form.pending}>
          {t.twoStep.submit}
        </button>
      </Form>
    </>
  );
}
