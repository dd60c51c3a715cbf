import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState } from "react";
import type { Language } from "../../../common/constants.ts";
import type { PartnerFormCopy, UserAuthorisationAgreement } from "../../../content/pages/partner.ts";
import type { LeadsMessages } from "../../i18n/leads-zh-cn.ts";
import { LeadField } from "../leads/lead-field.tsx";
import { partnerRules, type PartnerValues } from "../leads/lead-rules.ts";
import { useForm } from "../ui/use-form.ts";

const AgreementDialog = lazy(() => import("./agreement-dialog.tsx"));

interface PartnerApplicationFormProps {
  language: Language;
  copy: PartnerFormCopy;
  agreement: UserAuthorisationAgreement;
  text: Pick<LeadsMessages, "form" | "partner">;
}

/**
 * The partner application (spec section 1): name, phone, e-mail, company and other. The user
 * authorisation agreement opens in a dialog and must be agreed to before sending; the server
 * stores the agreement version with the time of consent. A hidden field catches form-filling bots.
 * Sent without a login to POST /api/v1/web/partner/apply; on success a thank-you replaces the form.
 */
export function PartnerApplicationForm({ language, copy, agreement, text }: PartnerApplicationFormProps) {
  const rules = useMemo(() => partnerRules(language, text.partner.required), [language, text.partner.required]);
  const form = useForm<PartnerValues>({ name: "", phone: "", email: "", company: "", other: "" }, rules);
  const [website, setWebsite] = useState("");
  const [agreed, setAgreed] = useState(false);
  const [agreeError, setAgreeError] = useState<string | null>(null);
  const [agreementOpen, setAgreementOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<{ duplicate: boolean } | null>(null);
  const consentId = useId();
  const honeypotId = useId();
  const agreementButton = useRef<HTMLButtonElement>(null);
  const thanksHeading = useRef<HTMLHeadingElement>(null);
  const { values } = form;

  // The form (and the button that had focus) is replaced by the thank-you: move focus to it.
  useEffect(() => {
    if (done) thanksHeading.current?.focus();
  }, [done]);

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setFormError(null);
    const fieldsOk = form.validate();
    if (!agreed) {
      setAgreeError(copy.agreeRequired);
      if (fieldsOk) document.getElementById(consentId)?.focus();
      return;
    }
    if (!fieldsOk) return;
    setPending(true);
    try {
      const [{ post }, { toast }] = await Promise.all([import("../../lib/http/client.ts"), import("../ui/notify.ts")]);
      const { data } = await post<{ applicationId: number; duplicate: boolean }>(
        "/v1/web/partner/apply",
        {
          name: values.name.trim(),
          phone: values.phone.trim(),
          email: values.email.trim(),
          company: values.company.trim(),
          other: values.other.trim(),
          agreed: true,
          agreementVersion: agreement.version,
          website,
        },
        { isToken: false },
      );
      const duplicate = Boolean(data?.duplicate);
      toast("success", duplicate ? text.partner.duplicate : copy.success);
      setDone({ duplicate });
    } catch (error) {
      const { isHttpError } = await import("../../lib/http/http-error.ts");
      if (isHttpError(error) && (error.kind === "abort" || error.kind === "repeat")) return;
      const fields = isHttpError(error) ? (error.data as { fields?: Record<string, unknown> } | null | undefined)?.fields : undefined;
      if (fields && (typeof fields.agreed === "string" || typeof fields.agreementVersion === "string")) {
        setAgreed(false);
        setAgreeError(copy.agreeRequired);
      }
      form.showServerErrors(fields);
      setFormError(error instanceof Error ? error.message : String(error));
    } finally {
      setPending(false);
    }
  };

  if (done) {
    return (
      <div className="partner-thanks" data-partner-done="">
        <h3 ref={thanksHeading} tabIndex={-1}>
          {text.partner.successTitle}
        </h3>
        <p>{done.duplicate ? text.partner.duplicate : copy.success}</p>
      </div>
    );
  }

  const field = (name: keyof PartnerValues) => ({
    label: copy.labels[name],
    placeholder: copy.placeholders[name],
    ...form.field(name),
  });

  return (
    <form className="lead-form" data-form="partner" noValidate onSubmit={(event) => void submit(event)} aria-busy={pending || undefined}>
      <div className="partner-apply-grid">
        <LeadField {...field("name")} required autoComplete="name" maxLength={100} />
        <LeadField {...field("phone")} required type="tel" autoComplete="tel" maxLength={32} />
        <LeadField {...field("email")} required type="email" autoComplete="email" maxLength={254} />
        <LeadField {...field("company")} required autoComplete="organization" maxLength={200} />
        <LeadField {...field("other")} as="textarea" rows={4} optionalLabel={text.form.optional} maxLength={2000} />
      </div>
      <div className="lead-honeypot" aria-hidden="true">
        <label htmlFor={honeypotId}>{text.partner.honeypot}</label>
        <input
          id={honeypotId}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={website}
          onChange={(event) => setWebsite(event.target.value)}
        />
      </div>
      <div className="lead-field" data-field="agreed">
        <div className="partner-consent">
          <input
            id={consentId}
            type="checkbox"
            name="agreed"
            checked={agreed}
            aria-invalid={agreeError ? true : undefined}
            aria-describedby={agreeError ? `${consentId}-message` : undefined}
            onChange={(event) => {
              setAgreed(event.target.checked);
              if (event.target.checked) setAgreeError(null);
            }}
          />
          <span>
            <label htmlFor={consentId}>{copy.agreePrefix}</label>
            <button
              ref={agreementButton}
              type="button"
              className="link-button"
              aria-haspopup="dialog"
              data-open-agreement=""
              onClick={() => setAgreementOpen(true)}
            >
              {copy.agreementLink}
            </button>
          </span>
        </div>
        <p id={`${consentId}-message`} className="lead-message" data-error={agreeError ? "" : undefined}>
          {agreeError}
        </p>
      </div>
      {formError ? (
        <p className="lead-form-error" role="alert" data-form-error="">
          <span className="visually-hidden">{text.form.formError}</span>
          {formError}
        </p>
      ) : null}
      <div className="button-row">
        <button type="submit" className="button button-primary button-large" disabled={pending} data-action="submit-partner">
          {pending ? text.form.submitting : copy.submit}
        </button>
      </div>
      {agreementOpen ? (
        <Suspense fallback={null}>
          <AgreementDialog
            agreement={agreement}
            onAgree={() => {
              setAgreed(true);
              setAgreeError(null);
            }}
            onClose={() => {
              setAgreementOpen(false);
              agreementButton.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </form>
  );
}
