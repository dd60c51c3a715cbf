import * as z from "zod/mini";
import { CHANNELS } from "../analytics.ts";
import { MESSAGE_MAX } from "../constants.ts";
import { PERMISSIONS } from "../staff-roles.ts";
import { listSort, optionalDay, paging, searchText } from "./admin-fields.ts";
import { defineCall } from "./call.ts";
import { optionalText, recordId } from "./fields.ts";
import { recordVersion } from "./record-version.ts";

/** The console's leads inbox: demo bookings and partner applications in one list. */
const tag = "admin";
const invalid = { error: "invalidField" } as const;

export const LEAD_KINDS = ["booking", "partner"] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];
export const LEAD_STATUSES = ["new", "contacted", "qualified", "won", "lost"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
/** The inbox's sortable columns, each both ways; status sorts by the pipeline's order, not by name. */
export const LEAD_SORTS = ["number", "createdAt", "type", "name", "company", "status", "owner", "demandType"] as const;
const flag = () => z.optional(z.enum(["1"], invalid));

export const leadFilter = z.object({
  type: z.optional(z.enum(LEAD_KINDS, invalid)),
  status: z.optional(z.enum(LEAD_STATUSES, invalid)),
  /** Name, phone, e-mail, company, or the lead's number ("76" or "#76"). */
  q: searchText(),
  /** First and last day of the lead's arrival, inclusive, in the site's time zone (SITE_TIME_ZONE). */
  from: optionalDay(),
  to: optionalDay(),
  ownerId: z.optional(recordId()),
  /** Leads by source (analytics attribution): a channel, or "channel:source" such as "search:baidu". */
  channel: z.optional(z.string(invalid).check(z.maxLength(120, invalid), z.regex(new RegExp(`^(${CHANNELS.join("|")})(:.*)?$`), invalid))),
  /** The campaign (utm_campaign) the lead came with. */
  campaign: z.optional(z.string(invalid).check(z.trim(), z.minLength(1, invalid), z.maxLength(100, invalid))),
  demandType: z.optional(z.coerce.number(invalid).check(z.int(invalid), z.minimum(1, invalid), z.maximum(999, invalid))),
  /** "1": leads nobody owns. */
  unassigned: flag(),
  /** "1": the signed-in staff member's leads. */
  mine: flag(),
  /** "1": new, unassigned and older than the "waiting" setting (hours). */
  waiting: flag(),
  ...listSort(LEAD_SORTS, "createdAt"),
});
export type LeadFilter = z.output<typeof leadFilter>;

export const leadListQuery = z.extend(leadFilter, paging);

/**
 * Where the lead came from (docs/decisions/025-first-party-analytics.md): the first visit of the
 * visitor's day and the pages viewed in the visit it was sent in; null when the visitor was not
 * counted (Do Not Track, analytics off, or a lead from before analytics).
 */
export const leadAttribution = z.object({
  channel: z.enum(CHANNELS),
  /** The named engine or network (`baidu`, `wechat`), the campaign's utm_source, or "". */
  source: z.string(),
  referrerDomain: z.nullable(z.string()),
  utmSource: z.nullable(z.string()),
  utmMedium: z.nullable(z.string()),
  utmCampaign: z.nullable(z.string()),
  utmContent: z.nullable(z.string()),
  utmTerm: z.nullable(z.string()),
  landingPage: z.string(),
  visitPages: z.number(),
});
export type LeadAttribution = z.output<typeof leadAttribution>;

export const leadRow = z.object({
  /** The lead's number: the same in the console, the sales e-mail, chat messages and exports. */
  id: z.number(),
  type: z.enum(LEAD_KINDS),
  /** The booking's or application's row in its own table (not shown to people: the lead's number is `id`). */
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
  /** Sent back with a change (and per lead with a bulk change): a change made from an older version is refused (409) or reported stale. */
  version: z.number(),
  attribution: z.nullable(leadAttribution),
  /** The earlier lead (last 90 days) with the same e-mail, phone or company. */
  duplicateOf: z.nullable(z.number()),
  /** New, unassigned and waiting longer than the "waiting" setting. */
  waiting: z.boolean(),
});
export type LeadRow = z.output<typeof leadRow>;

export const leadNote = z.object({ id: z.number(), authorName: z.string(), body: z.string(), createdAt: z.string() });
export type LeadNote = z.output<typeof leadNote>;

/** A change of status or owner, by a person or an assignment rule ("system"). */
export const leadHistoryEntry = z.object({
  id: z.number(),
  actorName: z.string(),
  createdAt: z.string(),
  status: z.optional(z.object({ from: z.string(), to: z.string() })),
  owner: z.optional(z.object({ from: z.nullable(z.string()), to: z.nullable(z.string()) })),
});
export type LeadHistoryEntry = z.output<typeof leadHistoryEntry>;

const relatedLead = z.object({ id: z.number(), company: z.string(), createdAt: z.string() });

export const leadDetail = z.extend(leadRow, {
  notes: z.array(leadNote),
  history: z.array(leadHistoryEntry),
  /** Later leads (last 90 days) that repeat this one's e-mail, phone or company. */
  repeatedBy: z.array(relatedLead),
});
export type LeadDetail = z.output<typeof leadDetail>;

export const leadListCall = defineCall({
  method: "GET",
  path: "/admin/leads",
  summary:
    "Console: bookings and partner applications, filtered (days in SITE_TIME_ZONE), searched (name, phone, e-mail, company, lead number), sorted by any column both ways, paged",
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
    note: optionalText(MESSAGE_MAX),
    /** The lead's version the change was made from. */
    version: recordVersion(),
  })
  .check(z.refine((body) => body.status !== undefined || body.ownerId !== undefined || body.note !== "", invalid));

export const leadChangeCall = defineCall({
  method: "PATCH",
  path: "/admin/leads/:id",
  summary:
    "Console: change a lead's status or owner and/or add a note; written to the audit log; code 409 recordChanged when it changed after `version`",
  tag,
  access: "session",
  permission: PERMISSIONS.leadEdit,
  params: z.object({ id: recordId() }),
  body: leadChangeBody,
  answer: { data: leadDetail },
});

export const leadBulkBody = z
  .object({
    /** Each lead with the `version` the list showed: a lead changed since is reported as stale, not changed. */
    leads: z.array(z.object({ id: recordId(), version: recordVersion() })).check(z.minLength(1, invalid), z.maxLength(100, invalid)),
    status: z.optional(z.enum(LEAD_STATUSES, invalid)),
    ownerId: z.optional(z.nullable(recordId())),
    /** Instead of one owner: each lead to the next member of the assignment rule matching it (round-robin). */
    byRules: z.optional(z.boolean(invalid)),
  })
  .check(
    z.refine((body) => body.status !== undefined || body.ownerId !== undefined || body.byRules === true, invalid),
    z.refine((body) => !(body.byRules && body.ownerId !== undefined), invalid),
  );

export const leadBulkCall = defineCall({
  method: "POST",
  path: "/admin/leads/bulk",
  summary: "Console: assign and/or change the status of selected leads; stale rows (changed since listed) are reported, not overwritten",
  tag,
  access: "session",
  permission: PERMISSIONS.leadEdit,
  body: leadBulkBody,
  answer: {
    /** `unmatched`: leads no assignment rule matches (left unchanged when assigning by the rules). */
    data: z.object({
      updated: z.array(z.number()),
      stale: z.array(z.number()),
      missing: z.array(z.number()),
      unmatched: z.array(z.number()),
    }),
  },
});

export const leadPulseCall = defineCall({
  method: "GET",
  path: "/admin/leads/pulse",
  summary:
    "Console: the newest lead's number, how many arrived after `after`, and how many wait too long (polled: the console's title counts new leads)",
  tag,
  access: "session",
  permission: PERMISSIONS.leadList,
  query: z.object({ after: z.optional(z.coerce.number(invalid).check(z.int(invalid), z.minimum(0, invalid))) }),
  answer: { data: z.object({ newestId: z.number(), newSince: z.number(), waiting: z.number(), waitingHours: z.number() }) },
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
/** `week`: the Monday the week starts on (site time zone). */
const weekCount = z.object({ week: z.string(), booking: z.number(), partner: z.number() });
const demandCount = z.object({ demandType: z.nullable(z.number()), count: z.number() });

export const leadStatsCall = defineCall({
  method: "GET",
  path: "/admin/stats",
  summary:
    "Console: leads per day and per week (Monday) by type and bookings by demand type (from/to: days in SITE_TIME_ZONE, default the 12 weeks to today)",
  tag,
  access: "session",
  permission: PERMISSIONS.leadList,
  query: z.object({ from: optionalDay(), to: optionalDay() }),
  answer: {
    data: z.object({
      from: z.string(),
      to: z.string(),
      perDay: z.array(dayCount),
      perWeek: z.array(weekCount),
      byDemandType: z.array(demandCount),
      /** Leads with status "new", by type, over all time. */
      newLeads: z.object({ booking: z.number(), partner: z.number() }),
      /** New and unassigned for longer than the "waiting" setting. */
      waiting: z.number(),
      waitingHours: z.number(),
      timeZone: z.string(),
    }),
  },
});
