import { useEffect, useState } from "react";
import type { twoStepStateCall } from "../../../common/contracts/admin-two-step.ts";
import { Field, verbatim } from "../form/field.tsx";
import type { FieldBinding } from "../form/use-form.ts";
import { callApi } from "../../lib/http/client.ts";
import { useStaffTexts } from "./staff-texts.ts";

export type ProofMethod = "password" | "twoStepCode";
export type ProofValues = { password: string; twoStepCode: string; proofMethod: string };

export const EMPTY_PROOF: ProofValues = { password: "", twoStepCode: "", proofMethod: "password" };

/** The proof fields a body carries: only the chosen one. */
export function proofOf(values: ProofValues): { password?: string; twoStepCode?: string } {
  return values.proofMethod === "twoStepCode" ? { twoStepCode: values.twoStepCode.trim() } : { password: values.password };
}

/** Form rules: the chosen proof must be given when `asked` says it is asked for. */
export function proofRequired<V extends ProofValues>(asked: (values: V) => boolean) {
  return {
    password: (value: string, values: V) => (asked(values) && values.proofMethod === "password" && value === "" ? "required" : null),
    twoStepCode: (value: string, values: V) =>
      asked(values) && values.proofMethod === "twoStepCode" && value.trim() === "" ? "required" : null,
  } as const;
}

/**
 * The acting admin's password or, when they use two-step sign-in, a current code: asked again
 * before the admin role is handed out (the server refuses the change without it).
 */
export function ProofFields({
  password,
  twoStepCode,
  method,
  onMethod,
  heading,
}: {
  password: FieldBinding;
  twoStepCode: FieldBinding;
  method: string;
  onMethod: (method: ProofMethod) => void;
  /** In place of the role dialog's "confirm it is you to grant admin". */
  heading?: string;
}) {
  const s = useStaffTexts().roleDialog;
  const [hasTwoStep, setHasTwoStep] = useState(false);
  useEffect(() => {
    callApi<typeof twoStepStateCall>("GET /admin/two-step", {}, { feedback: false })
      .then(({ data }) => setHasTwoStep(data.enrolled))
      .catch(() => undefined);
  }, []);
  return (
    <fieldset className="console-proof" data-proof="">
      <legend>{heading ?? s.proofHeading}</legend>
      {hasTwoStep && (
        <div className="console-proof-methods" role="radiogroup" aria-label={s.proofWith}>
          {(["password", "twoStepCode"] as const).map((option) => (
            <label key={option}>
              <input type="radio" name="proofMethod" value={option} checked={method === option} onChange={() => onMethod(option)} />
              {option === "password" ? s.proofPassword : s.proofCode}
            </label>
          ))}
        </div>
      )}
      {method === "twoStepCode" ? (
        <Field
          {...twoStepCode}
          label={s.twoStepCode}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          {...verbatim}
          required
        />
      ) : (
        <Field {...password} type="password" label={s.password} autoComplete="current-password" revealable required />
      )}
    </fieldset>
  );
}

/** ProofFields' props from a form holding the proof values. */
export function proofFieldsOf<V extends ProofValues>(form: {
  field: (name: "password" | "twoStepCode") => FieldBinding;
  values: V;
  setValue: (name: "proofMethod", value: string) => void;
}) {
  return {
    password: form.field("password"),
    twoStepCode: form.field("twoStepCode"),
    method: form.values.proofMethod,
    onMethod: (method: ProofMethod) => form.setValue("proofMethod", method),
  };
}
