import * as z from "zod/mini";
import { PERMISSIONS } from "../staff-roles.ts";
import { listSort, paging, searchText } from "./admin-fields.ts";
import { defineCall } from "./call.ts";

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
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const auditRow = z.object({
  id: z.number(),
  actorId: z.number(),
  actorName: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  /** "lead:12", "user:5", "news:3", "leads" (an export), "session". */
  target: z.string(),
  /** What changed; for an export its filter and row count. */
  detail: z.record(z.string(), z.unknown()),
  ip: z.string(),
  createdAt: z.string(),
});
export type AuditRow = z.output<typeof auditRow>;

export const AUDIT_SORTS = ["createdAt", "actorName", "action", "target", "ip"] as const;

export const auditListCall = defineCall({
  method: "GET",
  path: "/admin/audit",
  summary: "Console: the audit log (newest first unless sorted otherwise); action and actor (username) filters",
  tag: "admin",
  access: "session",
  permission: PERMISSIONS.auditList,
  query: z.object({
    action: z.optional(z.enum(AUDIT_ACTIONS, { error: "invalidField" })),
    actor: searchText(),
    ...listSort(AUDIT_SORTS, "createdAt"),
    ...paging,
  }),
  answer: { row: auditRow },
});
