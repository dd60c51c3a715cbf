import { useState, type ReactNode } from "react";
import {
  twoStepEnableBody,
  twoStepRecoverBody,
  twoStepSetupBody,
  twoStepVerifyBody,
  type twoStepCaptchaCall,
  type twoStepEnableCall,
  type twoStepEnrolCodeCall,
  type twoStepRecoverCall,
  type twoStepSetupCall,
  type twoStepVerifyCall,
} from "../../../common/contracts/admin-two-step.ts";
import type { CallData } from "../../../common/contracts/call.ts";
import { Field, Form, verbatim } from "../form/field.tsx";
import { useForm, type FieldBinding } from "../form/use-form.ts";
import { callApi } from "../../lib/http/client.ts";
import { fill } from "../../lib/fill.ts";
import { useConsoleTexts } from "./console-texts.ts";
import { RecoveryCodes } from "./recovery-codes.tsx";

type Setup = CallData<typeof twoStepSetupCall>;
type Captcha = CallData<typeof twoStepCaptchaCall>;

/** What the gate asks: the second step's code, an enrolment (required), or a new authenticator after a recovery code. */
export type GateMode = "verify" | "enrol" | "recovered";

/**
 * The console's second step: an account with an authenticator enters its code, or one of its
 * recovery codes, after which it is asked to set up a new authenticator; an account without one
 * (when configuration requires it) enrols. The screen can always sign out. Done, the console opens.
 */
export function TwoStepGate({
  mode,
  recoveryCodesLeft,
  onDone,
  onSignOut,
}: {
  mode: GateMode;
  recoveryCodesLeft: number;
  onDone: () => void;
  onSignOut: () => void;
}) {
  const { t } = useConsoleTexts();
  const [view, setView] = useState<GateMode | "recovery" | "enrolAgain">(mode);
  const [left, setLeft] = useState(recoveryCodesLeft);
  return (
    <main className="console-status" data-two-step="">
      <h1>{view === "recovered" ? t.twoStep.recoveredHeading : t.twoStep.title}</h1>
      {view === "verify" && (
        <>
          <CodeStep setup={null} onDone={onDone} onEnabled={onDone} />
          <p className="console-two-step-links">
            <button type="button" className="console-link-button" onClick={() => setView("recovery")}>
              {t.twoStep.useRecoveryCode}
            </button>
          </p>
        </>
      )}
      {view === "recovery" && (
        <>
          <RecoveryStep
            onRecovered={(codesLeft) => {
              setLeft(codesLeft);
              setView("recovered");
            }}
          />
          <p className="console-two-step-links">
            <button type="button" className="console-link-button" onClick={() => setView("verify")}>
              {t.twoStep.useAuthenticator}
            </button>
          </p>
        </>
      )}
      {view === "recovered" && (
        <div data-recovered="">
          <p>{fill(t.twoStep.recoveredHelp, { left: String(left) })}</p>
          <div className="console-row-actions console-gate-actions">
            <button type="button" className="console-button console-button-primary" onClick={() => setView("enrolAgain")}>
              {t.twoStep.enrolAgain}
            </button>
            <button type="button" className="console-button" onClick={onDone}>
              {t.twoStep.later}
            </button>
          </div>
        </div>
      )}
      {(view === "enrol" || view === "enrolAgain") && <Enrolment onDone={onDone} />}
      <p className="console-two-step-links">
        <button type="button" className="console-link-button" onClick={onSignOut} data-gate-sign-out="">
          {t.signOut}
        </button>
      </p>
    </main>
  );
}

/**
 * Setting up an authenticator, the first or a new one: the e-mailed code, the secret to scan and a
 * code from it, then the ten recovery codes, shown this once.
 */
export function Enrolment({ onDone, cancel }: { onDone: () => void; cancel?: ReactNode }) {
  const [setup, setSetup] = useState<Setup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  // Once the codes are shown the new authenticator is in use: there is nothing left to cancel.
  if (codes) return <RecoveryCodes codes={codes} onDone={onDone} />;
  return (
    <>
      {setup ? <CodeStep setup={setup} onDone={onDone} onEnabled={setCodes} /> : <EmailStep onSetup={setSetup} />}
      {cancel}
    </>
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

/** The image captcha a guess needs after a few wrong ones: loaded when the server asks, renewed after each failure. */
function useGuessCaptcha(setValue: (name: "captcha", value: string) => void) {
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const load = () => {
    setValue("captcha", "");
    callApi<typeof twoStepCaptchaCall>("GET /admin/two-step/captcha")
      .then(({ data }) => setCaptcha(data))
      .catch(() => undefined);
  };
  return {
    captcha,
    load,
    answerOf: (answer: string) => (captcha ? { captcha: answer.trim(), captchaUuid: captcha.uuid } : {}),
    rule: (value: string) => (captcha && !value.trim() ? ("captchaRequired" as const) : null),
    // A captcha is good for one guess: a new one after each failure once they are asked for.
    onFail: (failure: { data: Record<string, unknown> }) => (captcha || failure.data.captchaRequired ? load() : undefined),
  };
}

function CaptchaField({ captcha, field, onRefresh }: { captcha: Captcha; field: FieldBinding; onRefresh: () => void }) {
  const { t } = useConsoleTexts();
  return (
    <Field
      {...field}
      label={t.twoStep.captcha}
      autoComplete="off"
      maxLength={8}
      {...verbatim}
      required
      addon={
        <button type="button" className="captcha-image" onClick={onRefresh} aria-label={t.twoStep.captchaRefresh} data-captcha-image="">
          <img src={`data:image/png;base64,${captcha.img}`} alt={t.twoStep.captchaImage} width={124} height={44} />
        </button>
      }
    />
  );
}

/** A recovery code in place of the authenticator's: passes the second step once; a captcha once asked for. */
function RecoveryStep({ onRecovered }: { onRecovered: (codesLeft: number) => void }) {
  const { t } = useConsoleTexts();
  const form = useForm({
    initial: { recoveryCode: "", captcha: "" },
    schema: () => Promise.resolve(twoStepRecoverBody),
    toBody: ({ recoveryCode, captcha: answer }) => ({ recoveryCode: recoveryCode.trim(), ...guess.answerOf(answer) }),
    rules: { captcha: (value) => guess.rule(value) },
  });
  const guess = useGuessCaptcha(form.setValue);
  const submit = (event: React.FormEvent) =>
    form.submit(
      event,
      async ({ recoveryCode, captcha: answer }) => {
        const { data } = await callApi<typeof twoStepRecoverCall>("POST /admin/two-step/recover", {
          body: { recoveryCode: recoveryCode.trim(), ...guess.answerOf(answer) },
        });
        onRecovered(data.recoveryCodesLeft);
      },
      { onFail: guess.onFail },
    );
  return (
    <>
      <p>{t.twoStep.recoveryHelp}</p>
      <Form className="console-two-step-form" name="two-step-recovery" error={form.formError} onSubmit={submit}>
        <Field {...form.field("recoveryCode")} label={t.twoStep.recoveryCode} autoComplete="off" maxLength={40} {...verbatim} required />
        {guess.captcha ? <CaptchaField captcha={guess.captcha} field={form.field("captcha")} onRefresh={guess.load} /> : null}
        <button type="submit" className="console-button console-button-primary" disabled={form.pending}>
          {t.twoStep.recoverySubmit}
        </button>
      </Form>
    </>
  );
}

/**
 * A code from the authenticator: to confirm a new secret (`setup`; the recovery codes it answers go
 * to `onEnabled`) or to pass the second step; a captcha once asked for.
 */
function CodeStep({ setup, onDone, onEnabled }: { setup: Setup | null; onDone: () => void; onEnabled: (codes: string[]) => void }) {
  const { t } = useConsoleTexts();
  const form = useForm({
    initial: { code: "", captcha: "" },
    schema: () => Promise.resolve(setup ? twoStepEnableBody : twoStepVerifyBody),
    toBody: ({ code, captcha: answer }) => ({
      code: code.trim(),
      ...(setup ? { setupKey: setup.setupKey } : {}),
      ...guess.answerOf(answer),
    }),
    rules: { captcha: (value) => guess.rule(value) },
  });
  const guess = useGuessCaptcha(form.setValue);

  const submit = (event: React.FormEvent) =>
    form.submit(
      event,
      async ({ code, captcha: answer }) => {
        const extra = guess.answerOf(answer);
        if (setup) {
          const { data } = await callApi<typeof twoStepEnableCall>("POST /admin/two-step/enable", {
            body: { code: code.trim(), setupKey: setup.setupKey, ...extra },
          });
          onEnabled(data.recoveryCodes);
        } else {
          await callApi<typeof twoStepVerifyCall>("POST /admin/two-step/verify", { body: { code: code.trim(), ...extra } });
          onDone();
        }
      },
      { onFail: guess.onFail },
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
        {guess.captcha ? <CaptchaField captcha={guess.captcha} field={form.field("captcha")} onRefresh={guess.load} /> : null}
        <button type="submit" className="console-button console-button-primary" disabled={form.pending}>
          {t.twoStep.submit}
        </button>
      </Form>
    </>
  );
}
