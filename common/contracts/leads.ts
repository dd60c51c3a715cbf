import * as z from "zod/mini";
import { COMPANY_MAX, DEMAND_TYPE_OTHER, MESSAGE_MAX, NAME_MAX, OTHER_NEEDS_MAX } from "../constants.ts";
import { email, optionalEmail, optionalText, phone, requiredText } from "./fields.ts";
import { defineCall } from "./call.ts";

/** Demo bookings (login required) and partner applications (spec sections 1 and 3-5). */
const tag = "leads";

/** The largest value the booking's integer column holds on both databases. */
const DEMAND_TYPE_MAX = 2_147_483_647;

/**
 * A value of the web_demand_type dictionary (spec section 3: 1-5 as seeded); the form sends "" or
 * nothing for "not chosen". Whether the value is offered is the server's check against the dictionary.
 */
const demandType = z
  .pipe(
    z.optional(z.union([z.number(), z.string(), z.null()], { error: "demandTypeInvalid" })),
    z.transform((value) => (value === undefined || value === null || value === "" ? null : Number(value))),
  )
  .check(
    z.refine((value) => value === null || (Number.isInteger(value) && value >= 1 && value <= DEMAND_TYPE_MAX), {
      error: "demandTypeInvalid",
    }),
  );

/** The booking form of spec sections 3-5, with the spec's messages. */
export const bookingBody = z
  .object({
    username: requiredText("bookingUsername", NAME_MAX),
    phone: phone("bookingPhone"),
    email: optionalEmail(),
    company: requiredText("bookingCompany", COMPANY_MAX),
    posts: optionalText(NAME_MAX),
    demandType,
    otherDesc: optionalText(OTHER_NEEDS_MAX),
    remark: optionalText(MESSAGE_MAX),
  })
  .check(
    // Spec sections 4-5: "other" needs a description (the field shows only for type 5).
    z.refine((body) => body.demandType !== DEMAND_TYPE_OTHER || body.otherDesc !== "", { error: "bookingOtherDesc", path: ["otherDesc"] }),
  );

export const bookingCall = defineCall({
  method: "POST",
  path: "/v1/web/user/booking",
  summary: "Book a product demo; the sales team is e-mailed",
  tag,
  access: "session",
  body: bookingBody,
  analyticsEvent: "booking_sent",
  answer: { data: z.object({ bookingId: z.number(), duplicate: z.boolean() }) },
});

/** The partner application of spec section 1: name, phone, e-mail, company, other, and consent. */
export const partnerBody = z.object({
  name: requiredText("partnerName", NAME_MAX),
  phone: phone("partnerPhone"),
  email: email("partnerEmail"),
  company: requiredText("partnerCompany", COMPANY_MAX),
  other: optionalText(MESSAGE_MAX),
  agreed: z.literal(true, { error: "agreementRequired" }),
  agreementVersion: z.string({ error: "agreementRequired" }).check(z.maxLength(64, { error: "agreementRequired" })),
  /** Honeypot: hidden from people, filled in by bots. */
  website: z._default(z.optional(z.string().check(z.maxLength(2000))), ""),
});

export const partnerCall = defineCall({
  method: "POST",
  path: "/v1/web/partner/apply",
  summary: "Apply to the partner programme (no login); the partner team is e-mailed",
  tag,
  access: "public",
  proofOfWork: true,
  body: partnerBody,
  analyticsEvent: "partner_sent",
  answer: { data: z.object({ applicationId: z.number(), duplicate: z.boolean() }) },
});
