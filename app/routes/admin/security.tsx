import { useEffect, useState } from "react";
import { recoveryCodesRenewBody, type recoveryCodesRenewCall, type twoStepStateCall } from "../../../common/contracts/admin-two-step.ts";
import type { CallData } from "../../../common/contracts/call.ts";
import { useConsoleTexts } from "../../components/admin/console-texts.ts";
import { EMPTY_PROOF, ProofFields, proofFieldsOf, proofOf, proofRequired } from "../../components/admin/proof-fields.tsx";
import { RecoveryCodes } from "../../components/admin/recovery-codes.tsx";
import { Enrolment } from "../../components/admin/two-step-gate.tsx";
import { Form } from "../../components/form/field.tsx";
import { useForm } from "../../components/form/use-form.ts";
import { callApi } from "../../lib/http/client.ts";
import { fill } from "../../lib/fill.ts";
import "../../styles/admin-staff.css";

type TwoStepState = CallData<typeof twoStepStateCall>;

/** Fewer left than this, and the screen suggests new ones. */
const FEW_CODES = 3;

/**
 * /admin/security (every staff role): the staff member's own two-step sign-in. Turned on here at
 * any time, not only where the site requires it; with it on, new recovery codes (after the password
 * or a code again) and a new authenticator (a new phone, or after signing in with a recovery code).
 */
export default function SecurityScreen() {
  const { t } = useConsoleTexts();
  const s = t.security;
  const [state, setState] = useState<TwoStepState | null>(null);
  const [action, setAction] = useState<"enrol" | "renew" | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);

  const load = () => {
    callApi<typeof twoStepStateCall>("GET /admin/two-step")
      .then(({ data }) => setState(data))
      .catch(() => undefined);
  };
  useEffect(load, []);
  const finished = () => {
    setAction(null);
    setCodes(null);
    load();
  };

  const actions = () => {
    if (codes) return <RecoveryCodes codes={codes} onDone={finished} />;
    if (action === "enrol") {
      return (
        <div className="console-security-step">
          <Enrolment
            onDone={finished}
            cancel={
              <button type="button" className="console-link-button" onClick={() => setAction(null)}>
                {s.cancel}
              </button>
            }
          />
        </div>
      );
    }
    if (action === "renew") return <RenewForm onRenewed={setCodes} onCancel={() => setAction(null)} />;
    if (!state?.enrolled) {
      return (
        <button type="button" className="console-button console-button-primary" onClick={() => setAction("enrol")} data-turn-on="">
          {s.turnOn}
        </button>
      );
    }
    return (
      <>
        <div className="console-row-actions">
          <button type="button" className="console-button" onClick={() => setAction("renew")}>
            {s.renew}
          </button>
          <button type="button" className="console-button" onClick={() => setAction("enrol")} data-replace-authenticator="">
            {s.replace}
          </button>
        </div>
        <p className="console-hint">{s.replaceHelp}</p>
      </>
    );
  };

  return (
    <section className="console-panel console-security" data-security="">
      <h1>{s.heading}</h1>
      <h2>{s.twoStepHeading}</h2>
      {/* The state is read again when a step ends; meanwhile it would say "off" above new codes. */}
      {state && !action && !codes && (
        <>
          <p data-two-step-status={state.enrolled ? "on" : "off"}>{state.enrolled ? s.on : s.off}</p>
          {state.required && <p className="console-hint">{s.required}</p>}
          {state.enrolled && <p data-codes-left="">{fill(s.codesLeft, { left: String(state.recoveryCodesLeft) })}</p>}
          {state.recovered ? (
            <p className="console-notice" role="note">
              {s.recovered}
            </p>
          ) : (
            state.enrolled &&
            state.recoveryCodesLeft <= FEW_CODES && (
              <p className="console-notice" role="note">
                {s.codesLow}
              </p>
            )
          )}
        </>
      )}
      {state && actions()}
    </section>
  );
}

/** New recovery codes in place of the old ones, after the password or a current code again. */
function RenewForm({ onRenewed, onCancel }: { onRenewed: (codes: string[]) => void; onCancel: () => void }) {
  const { t } = useConsoleTexts();
  const s = t.security;
  const form = useForm({
    initial: EMPTY_PROOF,
    schema: () => Promise.resolve(recoveryCodesRenewBody),
    toBody: proofOf,
    rules: proofRequired(() => true),
  });
  const submit = (event: React.FormEvent) =>
    form.submit(event, async (values) => {
      const { data } = await callApi<typeof recoveryCodesRenewCall>("POST /admin/two-step/recovery-codes", { body: proofOf(values) });
      onRenewed(data.recoveryCodes);
    });
  return (
    <Form className="console-two-step-form console-security-step" name="recovery-codes-renew" error={form.formError} onSubmit={submit}>
      <p>{s.renewHelp}</p>
      <ProofFields {...proofFieldsOf(form)} heading={s.proofHeading} />
      <div className="console-row-actions">
        <button type="submit" className="console-button console-button-primary" disabled={form.pending}>
          {s.renewSubmit}
        </button>
        <button type="button" className="console-button" onClick={onCancel}>
          {s.cancel}
        </button>
      </div>
    </Form>
  );
}
