import * as z from "zod/mini";
import { PERMISSIONS } from "../staff-roles.ts";
import { paging } from "./admin-fields.ts";
import { defineCall } from "./call.ts";
import { LEAD_KINDS } from "./admin-leads.ts";
import { optionalText, recordId, requiredText } from "./fields.ts";

/**
 * Where leads go and who gets them (docs/decisions/024-lead-routing-and-notifications.md): chat and
 * webhook destinations with their delivery log, and round-robin assignment rules. Admin only.
 */
const tag = "admin";
const invalid = { error: "invalidField" } as const;

export const DESTINATION_KINDS = ["wecom", "dingtalk", "feishu", "slack", "webhook"] as const;
export const NOTIFY_LANGUAGES = ["zh_CN", "en_US"] as const;

const HTTP_URL = /^https?:\/\/[^\s/?#]+[^\s]*$/i;
const webhookUrl = () => z.string(invalid).check(z.trim(), z.maxLength(1000, invalid), z.regex(HTTP_URL, { error: "urlInvalid" }));
const demandTypes = () => z._default(z.optional(z.array(z.int(invalid).check(z.minimum(1, invalid), z.maximum(999, invalid)))), []);
const leadKinds = () => z.array(z.enum(LEAD_KINDS, invalid)).check(z.minLength(1, invalid), z.maxLength(2, invalid));

const destinationFields = {
  name: requiredText("required", 100),
  kind: z.enum(DESTINATION_KINDS, invalid),
  language: z.enum(NOTIFY_LANGUAGES, invalid),
  leadKinds: leadKinds(),
  /** Empty: every demand type. */
  demandTypes: demandTypes(),
  /** Names, phone numbers and e-mail addresses in the message (personal data leaves the site). */
  includeContact: z._default(z.optional(z.boolean(invalid)), false),
  /** The vendors allow about 20 messages a minute per robot; beyond the limit, messages go out as digests. */
  perMinute: z._default(z.optional(z.int(invalid).check(z.minimum(1, invalid), z.maximum(6000, invalid))), 20),
  enabled: z._default(z.optional(z.boolean(invalid)), true),
};

export const destinationCreateBody = z.object({
  ...destinationFields,
  url: webhookUrl(),
  /** DingTalk's SEC… or Feishu's signing secret; a generic webhook's `whsec_` key (generated when empty). */
  secret: optionalText(1000),
});

export const destinationChangeBody = z.object({
  ...destinationFields,
  /** Empty keeps the stored address. */
  url: z._default(z.optional(z.union([z.literal(""), webhookUrl()])), ""),
  /** Empty keeps the stored secret. */
  secret: optionalText(1000),
  /** Generic webhook: a new `whsec_` key signs alongside the old one until the old ones are dropped. */
  rotateSecret: z._default(z.optional(z.boolean(invalid)), false),
  dropOldSecrets: z._default(z.optional(z.boolean(invalid)), false),
});

export const destinationView = z.object({
  id: z.number(),
  name: z.string(),
  kind: z.enum(DESTINATION_KINDS),
  /** The address with its key hidden: the scheme, the host and the last four characters. */
  urlHint: z.string(),
  hasSecret: z.boolean(),
  /** Keys the generic webhook signs with now (2 during a rotation). */
  secretCount: z.number(),
  language: z.enum(NOTIFY_LANGUAGES),
  leadKinds: z.array(z.enum(LEAD_KINDS)),
  demandTypes: z.array(z.number()),
  includeContact: z.boolean(),
  perMinute: z.number(),
  enabled: z.boolean(),
  disabledReason: z.nullable(z.string()),
  failingSince: z.nullable(z.string()),
  /** Messages waiting and failed for good. */
  pending: z.number(),
  failed: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DestinationView = z.output<typeof destinationView>;

/** A saved destination, and a generated `whsec_` key shown this once (never again). */
const destinationSaved = z.object({ destination: destinationView, newSecret: z.nullable(z.string()) });

const destinationId = z.object({ id: recordId() });

export const destinationListCall = defineCall({
  method: "GET",
  path: "/admin/notification-destinations",
  summary: "Console: lead notification destinations (chat robots, signed webhooks); secrets are never answered",
  tag,
  access: "session",
  permission: PERMISSIONS.leadRouting,
  answer: { data: z.array(destinationView) },
});

export const destinationCreateCall = defineCall({
  method: "POST",
  path: "/admin/notification-destinations",
  summary: "Console: add a destination; a generic webhook's generated secret is in this answer only",
  tag,
  access: "session",
  permission: PERMISSIONS.leadRouting,
  body: destinationCreateBody,
  answer: { data: destinationSaved },
});

export const destinationChangeCall = defineCall({
  method: "PUT",
  path: "/admin/notification-destinations/:id",
  summary: "Console: change a destination (empty url/secret keep the stored ones); enabling it sends what waited",
  tag,
  access: "session",
  permission: PERMISSIONS.leadRouting,
  params: destinationId,
  body: destinationChangeBody,
  answer: { data: destinationSaved },
});

export const destinationDeleteCall = defineCall({
  method: "DELETE",
  path: "/admin/notification-destinations/:id",
  summary: "Console: remove a destination and its delivery log",
  tag,
  access: "session",
  permission: PERMISSIONS.leadRouting,
  params: destinationId,
  answer: { data: z.null() },
});

export const destinationTestCall = defineCall({
  method: "POST",
  path: "/admin/notification-destinations/:id/test",
  summary: "Console: send a test message now and answer what the destination said",
  tag,
  access: "session",
  permission: PERMISSIONS.leadRouting,
  params: destinationId,
  answer: { data: z.object({ ok: z.boolean(), status: z.number(), answer: z.string() }) },
});

export const DELIVERY_STATUSES = ["pending", "sent", "failed", "merged"] as const;

export const deliveryRow = z.object({
  id: z.number(),
  /** "lead.created" or "test". */
  event: z.string(),
  leadId: z.nullable(z.number()),
  status: z.enum(DELIVERY_STATUSES),
  attempts: z.number(),
  /** The destination's HTTP status and the start of its answer (last attempt). */
  lastStatus: z.nullable(z.number()),
  lastAnswer: z.nullable(z.string()),
  lastError: z.nullable(z.string()),
  /** The webhook-id, the same on every attempt. */
  messageId: z.nullable(z.string()),
  /** Sent inside this delivery's digest. */
  mergedInto: z.nullable(z.number()),
  createdAt: z.string(),
  sentAt: z.nullable(z.string()),
  nextAttemptAt: z.nullable(z.string()),
});
export type DeliveryRow = z.output<typeof deliveryRow>;

export const deliveryListCall = defineCall({
  method: "GET",
  path: "/admin/notification-destinations/:id/deliveries",
  summary: "Console: a destination's delivery log, newest first",
  tag,
  access: "session",
  permission: PERMISSIONS.leadRouting,
  params: destinationId,
  query: z.object(paging),
  answer: { row: deliveryRow },
});

export const deliveryRetryCall = defineCall({
  method: "POST",
  path: "/admin/notification-destinations/:id/deliveries/:deliveryId/retry",
  summary: "Console: try a waiting or failed delivery again now",
  tag,
  access: "session",
  permission: PERMISSIONS.leadRouting,
  params: z.object({ id: recordId(), deliveryId: recordId() }),
  answer: { data: deliveryRow },
});

/**
 * The JSON body our generic webhook POSTs to a CRM, signed per Standard Webhooks; listed under
 * `webhooks` in the OpenAPI document (server/api/api-docs.ts).
 */
const webhookLead = z.object({
  leadId: z.number(),
  kind: z.enum(LEAD_KINDS),
  company: z.string(),
  demandType: z.nullable(z.number()),
  demandLabel: z.nullable(z.string()),
  channel: z.nullable(z.string()),
  campaign: z.nullable(z.string()),
  createdAt: z.string(),
  owner: z.nullable(z.string()),
  duplicateOf: z.nullable(z.number()),
  url: z.string(),
  contact: z.optional(z.object({ name: z.string(), phone: z.string(), email: z.string() })),
});
export const leadWebhookBody = z.object({
  type: z.enum(["lead.created", "lead.digest", "test"]),
  timestamp: z.string(),
  data: z.union([webhookLead, z.object({ leads: z.array(webhookLead) }), z.object({ destination: z.string() })]),
});

export const assignmentRuleBody = z.object({
  name: requiredText("required", 100),
  leadKinds: leadKinds(),
  demandTypes: demandTypes(),
  /** Empty: every language. */
  languages: z._default(z.optional(z.array(z.enum(NOTIFY_LANGUAGES, invalid))), []),
  /** Staff accounts that take leads, in turn. */
  memberIds: z.array(recordId()).check(z.minLength(1, invalid), z.maxLength(50, invalid)),
  sort: z._default(z.optional(z.int(invalid).check(z.minimum(0, invalid), z.maximum(9999, invalid))), 0),
  enabled: z._default(z.optional(z.boolean(invalid)), true),
});

export const assignmentRuleView = z.object({
  id: z.number(),
  name: z.string(),
  leadKinds: z.array(z.enum(LEAD_KINDS)),
  demandTypes: z.array(z.number()),
  languages: z.array(z.enum(NOTIFY_LANGUAGES)),
  memberIds: z.array(z.number()),
  sort: z.number(),
  enabled: z.boolean(),
  /** Leads handed out by this rule so far. */
  turn: z.number(),
});
export type AssignmentRuleView = z.output<typeof assignmentRuleView>;

export const assignmentRuleListCall = defineCall({
  method: "GET",
  path: "/admin/assignment-rules",
  summary: "Console: round-robin assignment rules, first matching rule (by sort) wins",
  tag,
  access: "session",
  permission: PERMISSIONS.leadRouting,
  answer: { data: z.array(assignmentRuleView) },
});

export const assignmentRuleCreateCall = defineCall({
  method: "POST",
  path: "/admin/assignment-rules",
  summary: "Console: add an assignment rule",
  tag,
  access: "session",
  permission: PERMISSIONS.leadRouting,
  body: assignmentRuleBody,
  answer: { data: assignmentRuleView },
});

export const assignmentRuleChangeCall = defineCall({
  method: "PUT",
  path: "/admin/assignment-rules/:id",
  summary: "Console: change an assignment rule (its turn carries on)",
  tag,
  access: "session",
  permission: PERMISSIONS.leadRouting,
  params: z.object({ id: recordId() }),
  body: assignmentRuleBody,
  answer: { data: assignmentRuleView },
});

export const assignmentRuleDeleteCall = defineCall({
  method: "DELETE",
  path: "/admin/assignment-rules/:id",
  summary: "Console: remove an assignment rule",
  tag,
  access: "session",
  permission: PERMISSIONS.leadRouting,
  params: z.object({ id: recordId() }),
  answer: { data: z.null() },
});
