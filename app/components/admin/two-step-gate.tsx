import { useEffect, useState } from "react";
import {
  twoStepEnableBody,
  twoStepVerifyBody,
  type twoStepEnableCall,
  type twoStepSetupCall,
  type twoStepVerifyCall,
} from "../../../common/contracts/admin-two-step.ts";
import type { CallData } from "../../../common/contracts/call.ts";
import { Field, Form, verbatim } from "../form/field.tsx";
import { useForm } from "../form/use-form.ts";
import { callApi } from "../../lib/http/client.ts";
import { useConsoleTexts } from "./console-texts.ts";

type Setup = CallData<typeof twoStepSetupCall>;

/**
 * The console's second step: an account with an authenticator enters its code; an account without
 * one (when configuration requires it) scans a new secret first. Done, the console opens.
 */
export function TwoStepGate({ enrolled, onDone }: { enrolled: boolean; onDone: () => void }) {
  const { t } = useConsoleTexts();
  const [setup, setSetup] = useState<Setup | null>(null);
  const form = useForm({
    initial: { code: "" },
    schema: () => Promise.resolve(enrolled ? twoStepVerifyBody : twoStepEnableBody),
    toBody: ({ code }) => (enrolled ? { code: code.trim() } : { code: code.trim(), setupKey: setup?.setupKey ?? "" }),
  });

  useEffect(() => {
    if (enrolled) return;
    callApi<typeof twoStepSetupCall>("POST /admin/two-step/setup")
      .then(({ data }) => setSetup(data))
      .catch(() => undefined);
  }, [enrolled]);

  const submit = (event: React.FormEvent) =>
    form.submit(event, async ({ code }) => {
      if (enrolled) await callApi<typeof twoStepVerifyCall>("POST /admin/two-step/verify", { body: { code: code.trim() } });
      else
        await callApi<typeof twoStepEnableCall>("POST /admin/two-step/enable", {
          body: { code: code.trim(), setupKey: setup?.setupKey ?? "" },
        });
      onDone();
    });

  return (
    <main className="console-status" data-two-step="">
      <h1>{t.twoStep.title}</h1>
      <p>{enrolled ? t.twoStep.verifyHelp : t.twoStep.enrolHelp}</p>
      {!enrolled && setup && (
        <figure className="console-qr">
          <img src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`} alt={t.twoStep.qrAlt} width={200} height={200} />
          <figcaption>
            {t.twoStep.secret}: <code data-totp-secret="">{setup.secret}</code>
          </figcaption>
        </figure>
      )}
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
        <button type="submit" className="console-button console-button-primary" disabled={form.pending || (!enrolled && !setup)}>
          {t.twoStep.submit}
        </button>
      </Form>
    </main>
  );
}
