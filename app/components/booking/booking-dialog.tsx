import { useEffect, useId, useRef, useState } from "react";
import {
  BOOKING_DIALOG_WIDTH_PX,
  COMPANY_MAX,
  DEMAND_TYPE_OTHER,
  EMAIL_MAX,
  MESSAGE_MAX,
  NAME_MAX,
  OTHER_NEEDS_MAX,
  PHONE_MAX,
} from "../../../common/constants.ts";
import type { bookingCall } from "../../../common/contracts/leads.ts";
import { leadsCatalogs } from "../../i18n/leads-catalogs.ts";
import { callApi } from "../../lib/http/client.ts";
import { isHttpError } from "../../lib/http/http-error.ts";
import { trackEvent } from "../../lib/analytics-beacon.ts";
import { useDict } from "../../lib/use-dict.ts";
import { useSite } from "../../lib/use-site.ts";
import { useUserStore } from "../../stores/user-store.ts";
import { Field, Form, PrivacyNotice } from "../form/field.tsx";
import { useFormText } from "../form/form-text.ts";
import { useForm } from "../form/use-form.ts";
import { Dialog } from "../ui/dialog.tsx";
import { toast } from "../ui/notify.ts";
import "./booking.css";

const OTHER = String(DEMAND_TYPE_OTHER);

interface BookingDialogProps {
  /** Preselected demand type ("1".."5"). */
  demandType?: string | undefined;
  onClose(): void;
}

/**
 * The demo booking form (spec sections 3-5) in a dialog 480 px wide. It opens prefilled with the
 * account's userId, phone and e-mail; the spec's rules and messages come from the booking
 * contract; code 200 closes it with a success message.
 */
export default function BookingDialog({ demandType, onClose }: BookingDialogProps) {
  const { language } = useSite();
  const text = leadsCatalogs[language];
  const formText = useFormText();
  const user = useUserStore((state) => state.user);
  const { web_demand_type: demandTypes } = useDict("web_demand_type");
  const form = useForm({
    initial: {
      username: user?.webNickname ?? "",
      phone: user?.webPhone ?? "",
      email: user?.webEmail ?? "",
      company: "",
      posts: "",
      demandType: demandType ?? "",
      otherDesc: "",
      remark: "",
    },
    schema: () => import("../../../common/contracts/leads.ts").then((module) => module.bookingBody),
  });
  // Focus starts at the first required field the account did not fill in.
  const [firstEmpty] = useState(() => (["username", "phone", "company"] as const).find((name) => !form.values[name]) ?? "username");
  const dialogRef = useRef<HTMLDialogElement>(null);
  const formId = useId();
  const { values, pending } = form;
  useEffect(() => trackEvent("booking_opened"), []);

  const submit = (event: React.FormEvent) =>
    form.submit(
      event,
      async (booking) => {
        const body = { ...booking, otherDesc: booking.demandType === OTHER ? booking.otherDesc : "" };
        const { data, msg } = await callApi<typeof bookingCall>("POST /v1/web/user/booking", { body });
        toast("success", data.duplicate ? text.booking.duplicate : msg || text.booking.success);
        dialogRef.current?.close();
      },
      {
        onFail: (_failure, error) => {
          // The request layer dropped the stale login and offers to log in again.
          if (isHttpError(error) && error.kind === "unauthorized") dialogRef.current?.close();
        },
      },
    );

  const labels = text.booking.labels;
  const placeholders = text.booking.placeholders;
  const field = (name: keyof typeof values & string) => ({
    ...form.field(name),
    label: labels[name],
    placeholder: placeholders[name],
    ...(name === firstEmpty ? { "data-autofocus": "" } : {}),
  });

  return (
    <Dialog
      ref={dialogRef}
      title={text.booking.title}
      lead={text.booking.lead}
      width={`${BOOKING_DIALOG_WIDTH_PX}px`}
      className="booking-dialog"
      dismissible={!pending}
      data={{ "data-booking-dialog": "" }}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="button button-outline" onClick={() => dialogRef.current?.close()}>
            {text.booking.cancel}
          </button>
          <button type="submit" form={formId} className="button button-primary" disabled={pending} data-action="submit-booking">
            {pending ? formText.submitting : text.booking.submit}
          </button>
        </>
      }
    >
      <Form id={formId} className="lead-form" name="booking" error={form.formError} onSubmit={submit} aria-busy={pending || undefined}>
        <input type="hidden" name="userId" value={user?.userId ?? ""} />
        <Field {...field("username")} required autoComplete="name" maxLength={NAME_MAX} />
        <Field {...field("phone")} required type="tel" autoComplete="tel" maxLength={PHONE_MAX} />
        <Field {...field("email")} optional type="email" autoComplete="email" maxLength={EMAIL_MAX} />
        <Field {...field("company")} required autoComplete="organization" maxLength={COMPANY_MAX} />
        <Field {...field("posts")} optional autoComplete="organization-title" maxLength={NAME_MAX} />
        <Field
          as="select"
          {...form.field("demandType")}
          label={labels.demandType}
          optional
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
        </Field>
        {values.demandType === OTHER ? <Field as="textarea" {...field("otherDesc")} required maxLength={OTHER_NEEDS_MAX} /> : null}
        <Field as="textarea" {...field("remark")} optional maxLength={MESSAGE_MAX} />
        <PrivacyNotice text={text.privacy} />
      </Form>
    </Dialog>
  );
}
