import * as z from "zod/mini";
import { PERMISSIONS } from "../staff-roles.ts";
import { listSort, optionalDay, paging, searchText } from "./admin-fields.ts";
import { defineCall } from "./call.ts";
import { recordId } from "./fields.ts";

/** The append-only audit log of staff actions: read-only, there is no call that changes it. */
export const AUDIT_ACTIONS = [
  "signIn",
  "leadViewed",
  "leadChanged",
  "leadsExported",
  "userChanged",
  "twoStepEnabled",
  "fileUploaded",
  "fileReplaced",
  "fileDeleted",
  "investorDocumentCreated",
  "investorDocumentChanged",
  "investorDocumentDeleted",
  "investorDocumentsReordered",
  "investorDocumentsDateOrder",
  "settingsChanged",
  "homeRowCreated",
  "homeRowChanged",
  "homeRowDeleted",
  "homeListReordered",
  "dictEntryCreated",
  "dictEntryChanged",
  "newsCreated",
  "newsUpdated",
  "newsPublished",
  "newsUnpublished",
  "newsRestored",
  "newsPreviewShared",
  "newsPreviewRevoked",
  "leadAssigned",
  "leadsBulkChanged",
  "destinationCreated",
  "destinationChanged",
  "destinationDeleted",
  "destinationDisabled",
  "destinationTested",
  "destinationRetried",
  "assignmentRuleCreated",
  "assignmentRuleChanged",
  "assignmentRuleDeleted",
  "funnelSaved",
  "funnelDeleted",
  "accountChangeReported",
  "staffInvited",
  "invitationRevoked",
  "invitationAccepted",
  "twoStepReset",
  "recoveryCodesRenewed",
  "auditExported",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What an entry can be about, as the console filters it ("home": a row or list of the home page). */
export const AUDIT_TARGET_KINDS = [
  "lead",
  "news",
  "user",
  "file",
  "investor",
  "home",
  "dict",
  "settings",
  "destination",
  "assignmentRule",
  "invitation",
] as const;
export type AuditTargetKind = (typeof AUDIT_TARGET_KINDS)[number];

export const auditRow = z.object({
  id: z.number(),
  actorId: z.number(),
  /** The actor's username when it happened. */
  actorName: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  /** "lead:12", "user:5", "news:3", "leads" (an export), "session". */
  target: z.string(),
  /** What changed; for an export its filter and row count. Raw, as stored. */
  detail: z.record(z.string(), z.unknown()),
  ip: z.string(),
  createdAt: z.string(),
  /** The entry as a sentence in the request's language, ids resolved to names: "Li Si changed lead #76 status from New to Contacted". */
  sentence: z.string(),
  /** The target as a phrase: "线索 #76", "the account Li Si". */
  targetLabel: z.string(),
});
export type AuditRow = z.output<typeof auditRow>;

export const AUDIT_SORTS = ["createdAt", "actorName", "action", "target", "ip"] as const;

const invalid = { error: "invalidField" } as const;

/** The log's filters: action, actor (username or name), target (a kind, and one record of it), days of the site's time zone. */
export const auditFilter = z.object({
  action: z.optional(z.enum(AUDIT_ACTIONS, invalid)),
  actor: searchText(),
  targetKind: z.optional(z.enum(AUDIT_TARGET_KINDS, invalid)),
  targetId: z.optional(recordId()),
  from: optionalDay(),
  to: optionalDay(),
});
export type AuditFilter = z.output<typeof auditFilter>;

export const auditListCall = defineCall({
  method: "GET",
  path: "/admin/audit",
  summary:
    "Console: the audit log as sentences in the request's language (newest first unless sorted otherwise); filters by action, actor, target and days (SITE_TIME_ZONE)",
  tag: "admin",
  access: "session",
  permission: PERMISSIONS.auditList,
  query: z.extend(auditFilter, { ...listSort(AUDIT_SORTS, "createdAt"), ...paging }),
  answer: { row: auditRow },
});

export const auditExportCall = defineCall({
  method: "GET",
  path: "/admin/audit/export",
  summary: "Console: the filtered audit log as CSV (UTF-8 with a BOM), sentences in the request's language; the export is itself logged",
  tag: "admin",
  access: "session",
  permission: PERMISSIONS.auditList,
  query: auditFilter,
  answer: { file: "text/csv" },
});
