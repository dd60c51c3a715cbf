import { useEffect, useId, useMemo, useRef, useState } from "react";
import { BOOKING_DIALOG_WIDTH_PX } from "../../../common/constants.ts";
import { leadsCatalogs } from "../../i18n/leads-catalogs.ts";
import { post } from "../../lib/http/client.ts";
import { httpMessages } from "../../lib/http/error-messages.ts";
import { isHttpError } from "../../lib/http/http-error.ts";
import { useDict } from "../../lib/use-dict.ts";
import { useSite } from "../../lib/use-site.ts";
import { useUserStore } from "../../stores/user-store.ts";
import { LeadField } from "../leads/lead-field.tsx";
import { bookingRules, DEMAND_TYPE_OTHER_VALUE, type BookingValues } from "../leads/lead-rules.ts";
import { useForm } from "../ui/use-form.ts";
import { toast } from "../ui/notify.ts";
import "./booking.css";

const OTHER = DEMAND_TYPE_OTHER_VALUE;

interface BookingDialogProps {
  /** Preselected demand type ("1".."5"). */
  demandType?: string | undefined;
  onClose(): void;
}

/**
 * The demo booking form (spec sections 3-5) in a modal <dialog> 480 px wide: showModal() makes the
 * page behind inert and keeps focus inside; Escape, the close button and Cancel close it. It opens
 * prefilled with the account's userId, phone and e-mail; code 200 closes it with a success message.
 */
export default function BookingDialog({ demandType, onClose }: BookingDialogProps) {
  const { language } = useSite();
  const text = leadsCatalogs[language];
  const user = useUserStore((state) => state.user);
  const { web_demand_type: demandTypes } = useDict("web_demand_type");
  const rules = useMemo(() => bookingRules(language), [language]);
  const form = useForm<BookingValues>(
    {
      username: user?.webNickname ?? "",
      phone: user?.webPhone ?? "",
      email: user?.webEmail ?? "",
      company: "",
      posts: "",
      demandType: demandType ?? "",
      otherDesc: "",
      remark: "",
    },
    rules,
  );
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const leadId = useId();
  const [pending, setPending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const { values } = form;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    // Focus the first required field still empty (the account fills some in), else the first one.
    const firstEmpty =
      dialog.querySelector<HTMLElement>("[aria-required='true']:placeholder-shown") ?? dialog.querySelector<HTMLElement>(".lead-control");
    firstEmpty?.focus();
    return () => {
      if (dialog.open) dialog.close();
    };
  }, []);

  const close = () => dialogRef.current?.close();

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setFormError(null);
    if (!form.validate()) return;
    const isOther = values.demandType === OTHER;
    setPending(true);
    try {
      const { data, msg } = await post<{ bookingId: number; duplicate: boolean }>("/v1/web/user/booking", {
        userId: user?.userId ?? null,
        username: values.username.trim(),
        phone: values.phone.trim(),
        email: values.email.trim(),
        company: values.company.trim(),
        posts: values.posts.trim(),
        demandType: values.demandType ? Number(values.demandType) : null,
        otherDesc: isOther ? values.otherDesc.trim() : "",
        remark: values.remark.trim(),
      });
      toast("success", data?.duplicate ? text.booking.duplicate : msg || text.booking.success);
      close();
    } catch (error) {
      if (!isHttpError(error)) {
        setFormError(httpMessages[language].errorCode.default);
      } else if (error.kind === "unauthorized") {
        // The request layer dropped the stale login and offers to log in again.
        close();
      } else if (error.kind !== "abort" && error.kind !== "repeat") {
        form.showServerErrors((error.data as { fields?: unknown } | null | undefined)?.fields);
        setFormError(error.message);
      }
    } finally {
      setPending(false);
    }
  };

  const labels = text.booking.labels;
  const placeholders = text.booking.placeholders;
  const optional = text.form.optional;

  return (
    <dialog
      ref={dialogRef}
      className="booking-dialog"
      aria-labelledby={titleId}
      aria-describedby={leadId}
      data-booking-dialog=""
      style={{ width: `min(${BOOKING_DIALOG_WIDTH_PX}px, calc(100vw - 32px))` }}
      onCancel={(event) => {
        if (pending) event.preventDefault();
      }}
      onClose={onClose}
    >
      <form
        className="lead-form booking-form"
        data-form="booking"
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-busy={pending || undefined}
      >
        <div className="booking-dialog-header">
          <h2 id={titleId}>{text.booking.title}</h2>
          <button type="button" className="booking-dialog-close" aria-label={text.form.close} onClick={close}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <p id={leadId} className="booking-dialog-lead">
          {text.booking.lead}
        </p>
        <div className="booking-dialog-body">
          <input type="hidden" name="userId" value={user?.userId ?? ""} />
          <LeadField
            label={labels.username}
            placeholder={placeholders.username}
            required
            autoComplete="name"
            maxLength={100}
            {...form.field("username")}
          />
          <LeadField
            label={labels.phone}
            placeholder={placeholders.phone}
            required
            type="tel"
            autoComplete="tel"
            maxLength={32}
            {...form.field("phone")}
          />
          <LeadField
            label={labels.email}
            placeholder={placeholders.email}
            optionalLabel={optional}
            type="email"
            autoComplete="email"
            maxLength={254}
            {...form.field("email")}
          />
          <LeadField
            label={labels.company}
            placeholder={placeholders.company}
            required
            autoComplete="organization"
            maxLength={200}
            {...form.field("company")}
          />
          <LeadField
            label={labels.posts}
            placeholder={placeholders.posts}
            optionalLabel={optional}
            autoComplete="organization-title"
            maxLength={100}
            {...form.field("posts")}
          />
          <LeadField
            as="select"
            label={labels.demandType}
            optionalLabel={optional}
            {...form.field("demandType")}
            onChange={(event) => {
              form.setValue("demandType", event.target.value);
              if (event.target.value !== OTHER) form.setError("otherDesc", null);
            }}
          >
            <option value="">{placeholders.demandType}</option>
            {demandTypes.map((option) => (
              <option key={option.value} value={option.value} data-tag-type={option.elTagType || undefined}>
                {option.label}
              </option>
            ))}
          </LeadField>
          {values.demandType === OTHER ? (
            <LeadField
              as="textarea"
              label={labels.otherDesc}
              placeholder={placeholders.otherDesc}
              required
              maxLength={1000}
              {...form.field("otherDesc")}
            />
          ) : null}
          <LeadField
            as="textarea"
            label={labels.remark}
            placeholder={placeholders.remark}
            optionalLabel={optional}
            maxLength={2000}
            {...form.field("remark")}
          />
        </div>
        {formError ? (
          <p className="lead-form-error" role="alert" data-form-error="">
            <span className="visually-hidden">{text.form.formError}</span>
            {formError}
          </p>
        ) : null}
        <div className="dialog-actions booking-dialog-actions">
          <button type="button" className="button button-outline" onClick={close}>
            {text.booking.cancel}
          </button>
          <button type="submit" className="button button-primary" disabled={pending} data-action="submit-booking">
            {pending ? text.form.submitting : text.booking.submit}
          </button>
        </div>
      </form>
    </dialog>
  );
}
