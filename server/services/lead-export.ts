import { PassThrough, Readable } from "node:stream";
import type { leadExportCall, LeadFilter, LeadRow, LeadStatus } from "../../common/contracts/admin-leads.ts";
import type { ParsedQuery } from "../../common/contracts/call.ts";
import type { Language } from "../../common/constants.ts";
import type { AuditLog } from "./audit-log.ts";
import type { Clock } from "./clock.ts";
import type { Dictionaries } from "./dictionaries.ts";
import type { StreamedFile } from "./files.ts";
import type { LeadInbox } from "./lead-inbox.ts";
import type { StaffMember } from "./staff-access.ts";

type ExportFormat = ParsedQuery<typeof leadExportCall>["format"];

const COLUMNS = [
  ["id", "编号", "No."],
  ["type", "类型", "Type"],
  ["status", "状态", "Status"],
  ["owner", "负责人", "Owner"],
  ["name", "姓名", "Name"],
  ["phone", "电话", "Phone"],
  ["email", "邮箱", "E-mail"],
  ["company", "公司", "Company"],
  ["posts", "职位", "Job title"],
  ["demandType", "需求类型", "Demand type"],
  ["otherDesc", "其他需求", "Other needs"],
  ["remark", "备注", "Remark"],
  ["language", "语言", "Language"],
  ["createdAt", "提交时间 (UTC)", "Received (UTC)"],
] as const;

const TYPE_LABELS = { booking: ["产品演示预约", "Demo booking"], partner: ["合作伙伴申请", "Partner application"] } as const;
const STATUS_LABELS: Record<LeadStatus, [string, string]> = {
  new: ["新线索", "New"],
  contacted: ["已联系", "Contacted"],
  qualified: ["已确认需求", "Qualified"],
  won: ["已成交", "Won"],
  lost: ["已流失", "Lost"],
};

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return) as a formula:
 * such cells get a leading apostrophe, so a visitor's text can never become one (CSV injection).
 */
export function neutraliseCell(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

function csvLine(cells: string[]): string {
  return `${cells.map((cell) => `"${cell.replace(/"/g, '""')}"`).join(",")}\r\n`;
}

/**
 * Leads as CSV (UTF-8 with a byte-order mark, which Excel needs to read Chinese) or XLSX,
 * written batch by batch while the answer streams.
 */
export function createLeadExport(deps: { inbox: LeadInbox; audit: AuditLog; dictionaries: Dictionaries; clock: Clock }) {
  return {
    async open(filter: LeadFilter, format: ExportFormat, language: Language, actor: StaffMember): Promise<StreamedFile> {
      const english = language === "en_US";
      const pick = (pair: readonly [string, string]) => pair[english ? 1 : 0];
      const demandLabels = new Map(
        (await deps.dictionaries.labels("web_demand_type", language)).map((entry) => [entry.dictValue, entry.dictLabel]),
      );
      const cellsOf = (lead: LeadRow): string[] => {
        const values: Record<(typeof COLUMNS)[number][0], string> = {
          id: String(lead.id),
          type: pick(TYPE_LABELS[lead.type]),
          status: pick(STATUS_LABELS[lead.status]),
          owner: lead.ownerName ?? "",
          name: lead.name,
          phone: lead.phone,
          email: lead.email,
          company: lead.company,
          posts: lead.posts,
          demandType: lead.demandType === null ? "" : (demandLabels.get(String(lead.demandType)) ?? String(lead.demandType)),
          otherDesc: lead.otherDesc,
          remark: lead.remark,
          language: lead.language,
          createdAt: lead.createdAt.replace("T", " ").slice(0, 19),
        };
        return COLUMNS.map(([key]) => neutraliseCell(values[key]));
      };
      const header = COLUMNS.map(([, zh, en]) => pick([zh, en]));

      const snapshot = await deps.inbox.exportSnapshot(filter);
      await deps.audit.record(actor, "leadsExported", "leads", { format, filter, rows: snapshot.total });
      const day = new Date(deps.clock.now()).toISOString().slice(0, 10);
      const fileName = `${english ? "leads" : "线索"}-${day}.${format}`;

      if (format === "csv") {
        async function* lines() {
          yield Buffer.from(`\uFEFF${csvLine(header)}`);
          for await (const batch of snapshot.rows()) yield Buffer.from(batch.map((lead) => csvLine(cellsOf(lead))).join(""));
        }
        return { fileName, contentType: "text/csv; charset=utf-8", body: Readable.from(lines()) };
      }

      const output = new PassThrough();
      // Loaded for the first export: exceljs was a sixth of every start.
      const { default: ExcelJS } = await import("exceljs");
      const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useSharedStrings: false, useStyles: false });
      const sheet = workbook.addWorksheet(english ? "Leads" : "线索");
      void (async () => {
        sheet.addRow(header).commit();
        for await (const batch of snapshot.rows()) for (const lead of batch) sheet.addRow(cellsOf(lead)).commit();
        sheet.commit();
        await workbook.commit();
      })().catch((error: unknown) => output.destroy(error instanceof Error ? error : new Error(String(error))));
      return { fileName, contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", body: output };
    },
  };
}

export type LeadExport = ReturnType<typeof createLeadExport>;
