import * as z from "zod/mini";
import { TITLE_MAX } from "../constants.ts";
import { PERMISSIONS } from "../staff-roles.ts";
import { orderIds } from "./admin-fields.ts";
import { defineCall } from "./call.ts";
import { INVESTOR_DOCUMENT_KINDS, REPORT_KINDS } from "./content.ts";
import { recordId, requiredText } from "./fields.ts";
import { recordVersion } from "./record-version.ts";

/** The console's investor relations: reports and announcements, each pointing at uploaded PDFs. */
const tag = "admin";
const invalid = { error: "invalidField" } as const;

const day = () =>
  z.string(invalid).check(
    z.regex(/^\d{4}-\d{2}-\d{2}$/, invalid),
    z.refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), invalid),
  );

const documentFields = {
  kind: z.enum(INVESTOR_DOCUMENT_KINDS, invalid),
  /** Required for reports, ignored for announcements. */
  reportKind: z.optional(z.nullable(z.enum(REPORT_KINDS, invalid))),
  year: z.optional(z.nullable(z.int(invalid).check(z.minimum(1990, invalid), z.maximum(2100, invalid)))),
  title: requiredText("required", TITLE_MAX),
  titleEn: requiredText("required", TITLE_MAX),
  /** Publication day, YYYY-MM-DD. */
  date: day(),
  /** A stored PDF (POST /api/admin/files): the Chinese one, or the only one. */
  fileId: recordId(),
  /** The English PDF when it differs; null: both languages open fileId. */
  fileIdEn: z.optional(z.nullable(recordId())),
  hidden: z._default(z.optional(z.boolean(invalid)), false),
};
const reportNeedsKindAndYear = z.refine((value) => {
  const input = value as { kind: string; reportKind?: string | null; year?: number | null };
  return input.kind !== "report" || (input.reportKind != null && input.year != null);
}, invalid);

export const investorDocumentInput = z.object(documentFields).check(reportNeedsKindAndYear);
export type InvestorDocumentInput = z.output<typeof investorDocumentInput>;

/** A change: the fields and the version they were edited from (409 when it changed since). */
export const investorDocumentChange = z.object({ ...documentFields, version: recordVersion() }).check(reportNeedsKindAndYear);
export type InvestorDocumentChange = z.output<typeof investorDocumentChange>;

/** `sample`: still the seed's sample PDF, never replaced by an uploaded one. */
const fileSummary = z.object({ id: z.number(), fileName: z.string(), size: z.number(), url: z.string(), sample: z.boolean() });

export const investorDocumentRow = z.object({
  id: z.number(),
  kind: z.enum(INVESTOR_DOCUMENT_KINDS),
  reportKind: z.nullable(z.enum(REPORT_KINDS)),
  year: z.nullable(z.number()),
  title: z.string(),
  titleEn: z.string(),
  date: z.string(),
  file: fileSummary,
  fileEn: z.nullable(fileSummary),
  sort: z.number(),
  hidden: z.boolean(),
  updatedAt: z.number(),
  /** Sent back with a change: a change made from an older version is refused (409). */
  version: z.number(),
});
export type InvestorDocumentRow = z.output<typeof investorDocumentRow>;

export const investorListCall = defineCall({
  method: "GET",
  path: "/admin/investor",
  summary: "Console: every investor-relations report and announcement (hidden ones too), each list in page order",
  tag,
  access: "session",
  permission: PERMISSIONS.investorEdit,
  answer: { data: z.array(investorDocumentRow) },
});

export const investorCreateCall = defineCall({
  method: "POST",
  path: "/admin/investor",
  summary: "Console: add a report or announcement (at its date, or first in a list arranged by hand); written to the audit log",
  tag,
  access: "session",
  permission: PERMISSIONS.investorEdit,
  body: investorDocumentInput,
  answer: { data: investorDocumentRow },
});

export const investorUpdateCall = defineCall({
  method: "PUT",
  path: "/admin/investor/:id",
  summary:
    "Console: change a report or announcement (title, date, PDFs, hidden); written to the audit log; code 409 recordChanged when it changed after `version`",
  tag,
  access: "session",
  permission: PERMISSIONS.investorEdit,
  params: z.object({ id: recordId() }),
  body: investorDocumentChange,
  answer: { data: investorDocumentRow },
});

export const investorDeleteCall = defineCall({
  method: "DELETE",
  path: "/admin/investor/:id",
  summary: "Console: delete a report or announcement (its PDFs stay in the files list); written to the audit log",
  tag,
  access: "session",
  permission: PERMISSIONS.investorEdit,
  params: z.object({ id: recordId() }),
  answer: { data: z.null() },
});

/** How one list is ordered: by its documents' dates, newest first, or by hand since `arrangedAt` (ISO 8601). */
const listOrder = z.object({ manual: z.boolean(), arrangedAt: z.nullable(z.string()), arrangedBy: z.nullable(z.string()) });
export const investorListOrders = z.object({ report: listOrder, announcement: listOrder });
export type InvestorListOrders = z.output<typeof investorListOrders>;

export const investorOrdersCall = defineCall({
  method: "GET",
  path: "/admin/investor-order",
  summary: "Console: how each list is ordered (by date, newest first, unless arranged by hand)",
  tag,
  access: "session",
  permission: PERMISSIONS.investorEdit,
  answer: { data: investorListOrders },
});

export const investorDateOrderCall = defineCall({
  method: "DELETE",
  path: "/admin/investor-order/:kind",
  summary: "Console: a list arranged by hand goes back to date order, newest first; written to the audit log",
  tag,
  access: "session",
  permission: PERMISSIONS.investorEdit,
  params: z.object({ kind: z.enum(INVESTOR_DOCUMENT_KINDS, invalid) }),
  answer: { data: z.array(investorDocumentRow) },
});

export const investorReorderCall = defineCall({
  method: "PUT",
  path: "/admin/investor-order",
  summary:
    "Console: the new order of one list (every id of that kind, first to last); the list keeps it until put back in date order; written to the audit log",
  tag,
  access: "session",
  permission: PERMISSIONS.investorEdit,
  body: z.object({ kind: z.enum(INVESTOR_DOCUMENT_KINDS, invalid), ids: orderIds() }),
  answer: { data: z.array(investorDocumentRow) },
});
