import { DEMAND_TYPE_OTHER, type Language } from "../../../common/constants.ts";
import { bookingMessages, isValidEmail, isValidPhone, validationMessages } from "../../../common/validate.ts";
import type { FieldRule } from "../ui/use-form.ts";

export type BookingValues = {
  username: string;
  phone: string;
  email: string;
  company: string;
  posts: string;
  demandType: string;
  otherDesc: string;
  remark: string;
};

export type PartnerValues = { name: string; phone: string; email: string; company: string; other: string };

/** The demand type whose description is required (spec section 4: "other"). */
export const DEMAND_TYPE_OTHER_VALUE = String(DEMAND_TYPE_OTHER);

/**
 * Booking form checks (spec section 5): username, phone and company required with the spec's
 * messages; phone and (optional) e-mail well-formed; otherDesc required when the type is 5.
 */
export function bookingRules(language: Language): { [K in keyof BookingValues]?: FieldRule<BookingValues> } {
  const required = bookingMessages[language];
  const format = validationMessages[language];
  return {
    username: (value) => (value.trim() ? null : required.username),
    phone: (value) => (!value.trim() ? required.phone : isValidPhone(value.trim()) ? null : format.phone),
    email: (value) => (!value.trim() || isValidEmail(value.trim()) ? null : format.email),
    company: (value) => (value.trim() ? null : required.company),
    otherDesc: (value, values) => (values.demandType === DEMAND_TYPE_OTHER_VALUE && !value.trim() ? required.otherDesc : null),
  };
}

/** Partner application checks: name, phone, e-mail and company required; phone and e-mail well-formed. */
export function partnerRules(
  language: Language,
  required: Readonly<Record<"name" | "phone" | "email" | "company", string>>,
): { [K in keyof PartnerValues]?: FieldRule<PartnerValues> } {
  const format = validationMessages[language];
  return {
    name: (value) => (value.trim() ? null : required.name),
    phone: (value) => (!value.trim() ? required.phone : isValidPhone(value.trim()) ? null : format.phone),
    email: (value) => (!value.trim() ? required.email : isValidEmail(value.trim()) ? null : format.email),
    company: (value) => (value.trim() ? null : required.company),
  };
}
