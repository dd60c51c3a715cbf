import * as z from "zod/mini";
import { TEXT_MAX } from "../constants.ts";
import { PERMISSIONS } from "../staff-roles.ts";
import { listSort, optionalDay, paging, searchText } from "./admin-fields.ts";
import { defineCall } from "./call.ts";
import { optionalText, recordId } from "./fields.ts";

/** The console's leads inbox: demo bookings and partner applications in one list. */
const tag = "admin";
const invalid = { error: "invalidField" } as const;

export const LEAD_KINDS = ["booking", "partner"] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];
export const LEAD_STATUSES = ["new", "contacted", "qualified", "won", "lost"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
/** The inbox's sortable columns; status sorts by the pipeline's order, not by name. */
export const LEAD_SORTS = ["createdAt", "type", "name", "company", "status", "owner"] as const;

export const leadFilter = z.object({
  type: z.optional(z.enum(LEAD_KINDS, invalid)),
  status: z.optional(z.enum(LEAD_STATUSES, invalid)),
  q: searchText(),
  /** First and last day (UTC, inclusive) of the lead's arrival. */
  from: optionalDay(),
  to: optionalDay(),
  ownerId: z.optional(recordId()),
  ...listSort(LEAD_SORTS, "createdAt"),
});
export type LeadFilter = z.output<typeof leadFilter>;

export const leadListQuery = z.extend(leadFilter, paging);

export const leadRow = z.object({
  id: z.number(),
  type: z.enum(LEAD_KINDS),
  /** The booking's or application's own number (as in the sales e-mail). */
  sourceId: z.number(),
  status: z.enum(LEAD_STATUSES),
  ownerId: z.nullable(z.number()),
  ownerName: z.nullable(z.string()),
  /** The contact's name. */
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  company: z.string(),
  /** Job title (bookings). */
  posts: z.string(),
  /** 1-5 (bookings; spec section 3), null otherwise. */
  demandType: z.nullable(z.number()),
  otherDesc: z.string(),
  /** The booking's remark or the application's "other". */
  remark: z.string(),
  language: z.string(),
  /** The booking's account (bookings). */
  userId: z.nullable(z.number()),
  /** Partner applications: the agreement version consented to, and when. */
  agreementVersion: z.nullable(z.string()),
  consentedAt: z.nullable(z.string()),
  /** ISO 8601 times. */
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type LeadRow = z.output<typeof leadRow>;

export const leadNote = z.object({ id: z.number(), authorName: z.string(), body: z.string(), createdAt: z.string() });
export type LeadNote = z.output<typeof leadNote>;

export const leadDetail = z.extend(leadRow, { notes: z.array(leadNote) });
export type LeadDetail = z.output<typeof leadDetail>;

export const leadListCall = defineCall({
  method: "GET",
  path: "/admin/leads",
  summary:
    "Console: bookings and partner applications, filtered, searched (name, phone, e-mail, company), sorted (newest first by default), paged",
  tag,
  access: "session",
  permission: PERMISSIONS.leadList,
  query: leadListQuery,
  answer: { row: leadRow },
});

export const leadExportCall = defineCall({
  method: "GET",
  path: "/admin/leads/export",
  summary: "Console: every lead matching the filters as a CSV (UTF-8 with BOM) or XLSX file; written to the audit log",
  tag,
  access: "session",
  permission: PERMISSIONS.leadExport,
  query: z.extend(leadFilter, { format: z._default(z.optional(z.enum(["csv", "xlsx"], invalid)), "csv") }),
  answer: { file: "text/csv" },
});

export const leadDetailCall = defineCall({
  method: "GET",
  path: "/admin/leads/:id",
  summary: "Console: one lead with its note history; the view is written to the audit log",
  tag,
  access: "session",
  permission: PERMISSIONS.leadList,
  params: z.object({ id: recordId() }),
  answer: { data: leadDetail },
});

export const leadChangeBody = z
  .object({
    status: z.optional(z.enum(LEAD_STATUSES, invalid)),
    /** A staff account with lead access, or null to clear the owner. */
    ownerId: z.optional(z.nullable(recordId())),
    /** Added to the note history; notes are never overwritten. */
    note: optionalText(TEXT_MAX.message),
  })
  .check(z.refine((body) => body.status !== undefined || body.ownerId !== undefined || body.note !== "", invalid));

export const leadChangeCall = defineCall({
  method: "PATCH",
  path: "/admin/leads/:id",
  summary: "Console: change a lead's status or owner and/or add a note; written to the audit log",
  tag,
  access: "session",
  permission: PERMISSIONS.leadEdit,
  params: z.object({ id: recordId() }),
  body: leadChangeBody,
  answer: { data: leadDetail },
});

export const staffMember = z.object({ id: z.number(), username: z.string(), nickname: z.string() });

export const leadOwnersCall = defineCall({
  method: "GET",
  path: "/admin/lead-owners",
  summary: "Console: the active staff accounts a lead can be handed to",
  tag,
  access: "session",
  permission: PERMISSIONS.leadList,
  answer: { data: z.array(staffMember) },
});

const dayCount = z.object({ day: z.string(), booking: z.number(), partner: z.number() });
const demandCount = z.object({ demandType: z.nullable(z.number()), count: z.number() });

export const leadStatsCall = defineCall({
  method: "GET",
  path: "/admin/stats",
  summary: "Console: leads per day by type and bookings by demand type (from/to: UTC days, default the last 12 weeks)",
  tag,
  access: "session",
  permission: PERMISSIONS.leadList,
  query: z.object({ from: optionalDay(), to: optionalDay() }),
  answer: {
    data: z.object({
      from: z.string(),
      to: z.string(),
      perDay: z.array(dayCount),
      byDemandType: z.array(demandCount),
      /** Leads with status "new", by type, over all time. */
      newLeads: z.object({ booking: z.number(), partner: z.number() }),
    }),
  },
});
