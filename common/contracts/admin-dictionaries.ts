import * as z from "zod/mini";
import { DICT_LABEL_MAX } from "../constants.ts";
import { PERMISSIONS } from "../staff-roles.ts";
import { orderIds } from "./admin-fields.ts";
import { defineCall } from "./call.ts";
import { recordId } from "./fields.ts";
import { recordVersion } from "./record-version.ts";

/**
 * The dictionaries (booking demand types, news columns, ...) in the console: labels in both
 * languages, order and enabled. Disabled entries are not offered publicly; what already refers to
 * them (old leads, exports) still shows their label.
 */
const tag = "admin";
const invalid = { error: "invalidField" } as const;

export const DICT_TYPE_PATTERN = /^[a-z][a-z0-9_]{0,99}$/;

export const adminDictEntry = z.object({
  id: z.number(),
  dictType: z.string(),
  dictValue: z.string(),
  label: z.string(),
  labelEn: z.string(),
  sort: z.number(),
  enabled: z.boolean(),
  /** Sent back with a change: a change made from an older version is refused (409). */
  version: z.number(),
});
export type AdminDictEntry = z.output<typeof adminDictEntry>;

const label = () =>
  z.string({ error: "required" }).check(z.trim(), z.minLength(1, { error: "required" }), z.maxLength(DICT_LABEL_MAX, { error: "tooLong" }));

export const dictLabelsBody = z.object({ label: label(), labelEn: label(), enabled: z.boolean(invalid), version: recordVersion() });

export const dictCreateBody = z.object({
  dictType: z.string(invalid).check(z.regex(DICT_TYPE_PATTERN, invalid)),
  dictValue: z
    .string({ error: "required" })
    .check(
      z.trim(),
      z.minLength(1, { error: "required" }),
      z.maxLength(DICT_LABEL_MAX, { error: "tooLong" }),
      z.regex(/^[\w.-]+$/, invalid),
    ),
  label: label(),
  labelEn: label(),
  enabled: z._default(z.optional(z.boolean(invalid)), true),
});

export const dictListCall = defineCall({
  method: "GET",
  path: "/admin/dictionaries",
  summary: "Console: every dictionary entry, enabled or not, by type and order",
  tag,
  access: "session",
  permission: PERMISSIONS.dictEdit,
  answer: { data: z.array(adminDictEntry) },
});

export const dictCreateCall = defineCall({
  method: "POST",
  path: "/admin/dictionaries",
  summary: "Console: add an entry to an existing dictionary type (its value unique in the type), last in order",
  tag,
  access: "session",
  permission: PERMISSIONS.dictEdit,
  body: dictCreateBody,
  answer: { data: adminDictEntry },
});

export const dictOrderCall = defineCall({
  method: "PUT",
  path: "/admin/dictionaries/order",
  summary: "Console: the order of one dictionary type's entries (every id of the type, first to last)",
  tag,
  access: "session",
  permission: PERMISSIONS.dictEdit,
  body: z.object({
    dictType: z.string(invalid).check(z.regex(DICT_TYPE_PATTERN, invalid)),
    ids: orderIds(),
  }),
  answer: { data: z.array(adminDictEntry) },
});

export const dictChangeCall = defineCall({
  method: "PUT",
  path: "/admin/dictionaries/:id",
  summary:
    "Console: an entry's labels in both languages and whether it is offered publicly; code 409 recordChanged when it changed after `version`",
  tag,
  access: "session",
  permission: PERMISSIONS.dictEdit,
  params: z.object({ id: recordId() }),
  body: dictLabelsBody,
  answer: { data: adminDictEntry },
});
