import { z } from "zod";
import { DEMAND_TYPE_OTHER, DEMAND_TYPES } from "../../common/constants.ts";
import { NEWS_PAGE_SIZE } from "../../common/news.ts";
import { isValidEmail, isValidPhone } from "../../common/validate.ts";
import { NEWS_PAGE_SIZE_MAX } from "../services/news.ts";

/** Error texts are server message keys; the booking ones are the spec's section 5 messages. */
const requiredText = (key: "bookingUsername" | "bookingPhone" | "bookingCompany" | "partnerName" | "partnerCompany", max: number) =>
  z.string({ error: key }).trim().min(1, { error: key }).max(max, { error: "invalidField" });
const optionalText = (max: number) => z.string({ error: "invalidField" }).trim().max(max, { error: "invalidField" }).optional().default("");
const phone = (requiredKey: "bookingPhone") => requiredText(requiredKey, 32).refine(isValidPhone, { error: "phoneInvalid" });
const optionalEmail = optionalText(254).refine((value) => value === "" || isValidEmail(value), { error: "emailInvalid" });

const demandType = z
  .union([z.number(), z.string(), z.null()], { error: "demandTypeInvalid" })
  .optional()
  .transform((value, context) => {
    if (value === undefined || value === null || value === "") return null;
    const number = Number(value);
    if (!(DEMAND_TYPES as readonly number[]).includes(number)) {
      context.addIssue({ code: "custom", message: "demandTypeInvalid" });
      return z.NEVER;
    }
    return number;
  });

export const bookingSchema = z
  .object({
    username: requiredText("bookingUsername", 100),
    phone: phone("bookingPhone"),
    email: optionalEmail,
    company: requiredText("bookingCompany", 200),
    posts: optionalText(100),
    demandType,
    otherDesc: optionalText(1000),
    remark: optionalText(2000),
  })
  .superRefine((body, context) => {
    // Spec section 4-5: "other" needs a description; for the other types the field is hidden and ignored.
    if (body.demandType === DEMAND_TYPE_OTHER && body.otherDesc === "")
      context.addIssue({ code: "custom", path: ["otherDesc"], message: "bookingOtherDesc" });
  })
  .transform((body) => ({ ...body, otherDesc: body.demandType === DEMAND_TYPE_OTHER ? body.otherDesc : "" }));

export const partnerSchema = z.object({
  name: requiredText("partnerName", 100),
  phone: phone("bookingPhone"),
  email: z
    .string({ error: "required" })
    .trim()
    .min(1, { error: "required" })
    .max(254, { error: "invalidField" })
    .refine(isValidEmail, { error: "emailInvalid" }),
  company: requiredText("partnerCompany", 200),
  other: optionalText(2000),
  agreed: z.literal(true, { error: "agreementRequired" }),
  agreementVersion: z.string({ error: "agreementRequired" }),
  /** Honeypot: hidden from people, filled in by bots. */
  website: z.string().optional().default(""),
});

export const newsListSchema = z.object({
  pageNum: z.coerce
    .number({ error: "invalidField" })
    .int({ error: "invalidField" })
    .min(1, { error: "invalidField" })
    .max(10_000, { error: "invalidField" })
    .default(1),
  pageSize: z.coerce
    .number({ error: "invalidField" })
    .int({ error: "invalidField" })
    .min(1, { error: "invalidField" })
    .max(NEWS_PAGE_SIZE_MAX, { error: "invalidField" })
    .default(NEWS_PAGE_SIZE),
  type: z.coerce
    .number({ error: "invalidField" })
    .int({ error: "invalidField" })
    .min(1, { error: "invalidField" })
    .max(4, { error: "invalidField" })
    .optional(),
});
