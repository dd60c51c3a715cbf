import * as z from "zod/mini";
import { EMAIL_MAX, TITLE_MAX, URL_MAX } from "../constants.ts";
import { PERMISSIONS } from "../staff-roles.ts";
import { defineCall } from "./call.ts";
import { recordVersion } from "./record-version.ts";

/**
 * The site settings the console edits (docs/decisions/020-site-settings-and-cache-invalidation.md).
 * Each key has the environment's value as its default; a saved value overrides it until it is
 * reset (sent as null).
 */
const tag = "admin";

/** Every editable setting, in the form's order. */
export const SETTING_KEYS = [
  "name",
  "nameEn",
  "brand",
  "brandEn",
  "hotline",
  "complaintHotline",
  "icpFiling",
  "psbFiling",
  "parentCompanyUrl",
  "chatUrl",
  "contactQrText",
  "consultantQrText",
  "salesEmail",
  "privacyContact",
  "copyrightYearFrom",
  "leadWaitingHours",
] as const;
export type SettingKey = (typeof SETTING_KEYS)[number];
export type SettingValues = Record<SettingKey, string>;

const HTTP_URL = /^https?:\/\/[^\s/?#]+[^\s]*$/i;
const PHONE = /^[0-9+\-() ]{3,32}$/;

const text = (max: number) =>
  z.string({ error: "required" }).check(z.trim(), z.minLength(1, { error: "required" }), z.maxLength(max, { error: "tooLong" }));
const httpUrl = () =>
  z.string({ error: "urlInvalid" }).check(z.trim(), z.maxLength(URL_MAX, { error: "tooLong" }), z.regex(HTTP_URL, { error: "urlInvalid" }));
const phone = () => z.string({ error: "phoneInvalid" }).check(z.trim(), z.regex(PHONE, { error: "phoneInvalid" }));

/** How each setting is checked; every value travels as text (the year too, as the form has it). */
export const settingRules = {
  name: text(100),
  nameEn: text(150),
  brand: text(50),
  brandEn: text(80),
  hotline: phone(),
  complaintHotline: phone(),
  icpFiling: text(60),
  psbFiling: text(60),
  parentCompanyUrl: httpUrl(),
  chatUrl: httpUrl(),
  // A QR code holds a link or a short text; past a few hundred characters it is too dense to scan.
  contactQrText: text(TITLE_MAX),
  consultantQrText: text(TITLE_MAX),
  salesEmail: z
    .string({ error: "emailInvalid" })
    .check(z.trim(), z.maxLength(EMAIL_MAX, { error: "emailInvalid" }), z.email({ error: "emailInvalid" })),
  // Whom visitors write to about their personal data (the privacy page): an address, a mailbox, a department.
  privacyContact: text(200),
  copyrightYearFrom: z.string({ error: "yearInvalid" }).check(z.trim(), z.regex(/^(19[7-9]\d|2\d{3})$/, { error: "yearInvalid" })),
  /** "New and unassigned for more than N hours" is highlighted in the inbox and counted on the dashboard. */
  leadWaitingHours: z.string({ error: "invalidField" }).check(z.trim(), z.regex(/^([1-9]\d{0,2})$/, { error: "invalidField" })),
} satisfies Record<SettingKey, z.ZodMiniType>;

/**
 * The console's form: the fields filled in are checked (an empty one means "the default", which
 * the environment set and which may be a placeholder such as 400-XXX-XXXX).
 */
export const settingsForm = z.partial(z.object(settingRules));

/** The save: the changed keys only (null puts a key back to its default), and the settings' version they were edited from. */
export const settingsChangeBody = z
  .object({
    ...(Object.fromEntries(SETTING_KEYS.map((key) => [key, z.optional(z.nullable(settingRules[key]))])) as {
      [K in SettingKey]: z.ZodMiniOptional<z.ZodMiniNullable<(typeof settingRules)[K]>>;
    }),
    version: recordVersion(),
  })
  .check(z.refine((body) => SETTING_KEYS.some((key) => body[key] !== undefined), { error: "invalidField" }));

const values = z.object(Object.fromEntries(SETTING_KEYS.map((key) => [key, z.string()])) as Record<SettingKey, z.ZodMiniString>);

export const adminSettings = z.object({
  /** What the site uses now. */
  values,
  /** The environment's values, used for any key not saved. */
  defaults: values,
  /** The keys saved in the console. */
  saved: z.array(z.enum(SETTING_KEYS)),
  /** The settings' version, sent back with a save (409 when someone saved after it). */
  version: z.number(),
});
export type AdminSettings = z.output<typeof adminSettings>;

export const settingsReadCall = defineCall({
  method: "GET",
  path: "/admin/settings",
  summary: "Console: the site settings now in use, their environment defaults, and which are saved",
  tag,
  access: "session",
  permission: PERMISSIONS.settingsEdit,
  answer: { data: adminSettings },
});

export const settingsChangeCall = defineCall({
  method: "PUT",
  path: "/admin/settings",
  summary:
    "Console: save some site settings (null resets a key to its default); every instance shows them within seconds; code 409 recordChanged when they were saved after `version`",
  tag,
  access: "session",
  permission: PERMISSIONS.settingsEdit,
  body: settingsChangeBody,
  answer: { data: adminSettings },
});
