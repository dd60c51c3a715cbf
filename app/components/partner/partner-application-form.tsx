import { COMPANY_MAX, EMAIL_MAX, MESSAGE_MAX, NAME_MAX, PHONE_MAX } from "../../../common/constants.ts";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import type { partnerCall } from "../../../common/contracts/leads.ts";
import type { PartnerFormCopy, UserAuthorisationAgreement } from "../../../content/pages/partner.ts";
import type { LeadsMessages } from "../../i18n/leads-zh-cn.ts";
import { callApi } from "../../lib/http/client.ts";
import { Field, Form, PrivacyNotice } from "../form/field.tsx";
import { useFormText } from "../form/form-text.ts";
import { useForm } from "../form/use-form.ts";
import { toast } from "../ui/notify.ts";

const AgreementDialog = lazy(() => import("./agreement-dialog.tsx"));

interface PartnerApplicationFormProps {
  copy: PartnerFormCopy;
  agreement: UserAuthorisationAgreement;
  text: Pick<LeadsMessages, "partner" | "privacy">;
}

/**
 * The partner application (spec section 1): name, phone, e-mail, company and other. The user
 * authorisation agreement opens in a dialog and must be agreed to before sending; the server
 * stores the agreement version with the time of consent. A hidden field catches form-filling bots.
 * Sent without a login; on success a thank-you replaces the form.
 */
export function PartnerApplicationForm({ copy, agreement, text }: PartnerApplicationFormProps) {
  const formText = useFormText();
  const form = useForm({
    initial: { name: "", phone: "", email: "", company: "", other: "", agreed: "", website: "" },
    schema: () => import("../../../common/contracts/leads.ts").then((module) => module.partnerBody),
    toBody: (values) => ({ ...values, agreed: values.agreed === "true", agreementVersion: agreement.version }),
  });
  const [agreementOpen, setAgreementOpen] = useState(false);
  const [done, setDone] = useState<{ duplicate: boolean } | null>(null);
  const consentId = form.idOf("agreed");
  const thanksHeading = useRef<HTMLHeadingElement>(null);
  const { values, errors, pending } = form;

  // The form (and the button that had focus) is replaced by the thank-you: move focus to it.
  useEffect(() => {
    if (done) thanksHeading.current?.focus();
  }, [done]);

  const setAgreed = (agreed: boolean) => {
    form.setValue("agreed", agreed ? "true" : "");
    if (agreed) form.setError("agreed", null);
  };

  const submit = (event: React.FormEvent) =>
    form.submit(
      event,
      async (application) => {
        const body = { ...application, agreed: true as const, agreementVersion: agreement.version };
        const { proofOfWorkHeaders } = await import("../../lib/auth/proof-of-work.ts");
        const { data } = await callApi<typeof partnerCall>("POST /v1/web/partner/apply", { body }, { headers: await proofOfWorkHeaders() });
        toast("success", data.duplicate ? text.partner.duplicate : copy.success);
        setDone({ duplicate: data.duplicate });
      },
      {
        // The agreement changed since the page was loaded: consent must be given again.
        onFail: ({ data }) => data.agreementVersion && setAgreed(false),
      },
    );

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

  const field = (name: "name" | "phone" | "email" | "company" | "other") => ({
    label: copy.labels[name],
    placeholder: copy.placeholders[name],
    ...form.field(name),
  });

  return (
    <Form className="lead-form" name="partner" error={form.formError} onSubmit={submit} aria-busy={pending || undefined}>
      <div className="partner-apply-grid">
        <Field {...field("name")} required autoComplete="name" maxLength={NAME_MAX} />
        <Field {...field("phone")} required type="tel" autoComplete="tel" maxLength={PHONE_MAX} />
        <Field {...field("email")} required type="email" autoComplete="email" maxLength={EMAIL_MAX} />
        <Field {...field("company")} required autoComplete="organization" maxLength={COMPANY_MAX} />
        <Field {...field("other")} as="textarea" rows={4} optional maxLength={MESSAGE_MAX} />
      </div>
      <div className="lead-honeypot" aria-hidden="true">
        <label htmlFor={form.idOf("website")}>{text.partner.honeypot}</label>
        <input {...form.field("website")} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <div className="field" data-field="agreed">
        <div className="partner-consent">
          <input
            id={consentId}
            type="checkbox"
            name="agreed"
            checked={values.agreed === "true"}
            aria-invalid={errors.agreed ? true : undefined}
            aria-describedby={errors.agreed ? `${consentId}-message` : undefined}
            onChange={(event) => setAgreed(event.target.checked)}
          />
          <span>
            <label htmlFor={consentId}>{copy.agreePrefix}</label>
            <button
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
        <p id={`${consentId}-message`} className="field-message" data-error={errors.agreed ? "" : undefined}>
          {errors.agreed}
        </p>
      </div>
      <PrivacyNotice text={text.privacy} />
      <div className="button-row">
        <button type="submit" className="button button-primary button-large" disabled={pending} data-action="submit-partner">
          {pending ? formText.submitting : copy.submit}
        </button>
      </div>
      {agreementOpen ? (
        <Suspense fallback={null}>
          <AgreementDialog agreement={agreement} onAgree={() => setAgreed(true)} onClose={() => setAgreementOpen(false)} />
        </Suspense>
      ) : null}
    </Form>
  );
}
