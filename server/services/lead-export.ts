import { PassThrough, Readable } from "node:stream";
import type { leadExportCall, LeadFilter, LeadRow } from "../../common/contracts/admin-leads.ts";
import type { ParsedQuery } from "../../common/contracts/call.ts";
import type { Channel } from "../../common/analytics.ts";
import type { Language } from "../../common/constants.ts";
import { dayInZone, formatInZone } from "../../common/site-time.ts";
import { LEAD_STATUS_LABELS, LEAD_TYPE_LABELS } from "../i18n/record-labels.ts";
import type { AuditLog } from "./audit-log.ts";
import { csvLine, neutraliseCell, UTF8_BOM } from "./csv.ts";
import type { Clock } from "./clock.ts";
import type { Dictionaries } from "./dictionaries.ts";
import type { StreamedFile } from "./files.ts";
import type { LeadInbox } from "./lead-inbox.ts";
import type { StaffMember } from "./staff-access.ts";

type ExportFormat = ParsedQuery<typeof leadExportCall>["format"];

/** Key, Chinese and English header, and width in characters (Chinese counts double). */
const COLUMNS = [
  ["id", "线索编号", "Lead no.", 10],
  ["type", "类型", "Type", 16],
  ["status", "状态", "Status", 12],
  ["owner", "负责人", "Owner", 14],
  ["name", "姓名", "Name", 14],
  ["phone", "电话", "Phone", 16],
  ["email", "邮箱", "E-mail", 26],
  ["company", "公司", "Company", 28],
  ["posts", "职位", "Job title", 14],
  ["demandType", "需求类型", "Demand type", 16],
  ["otherDesc", "其他需求", "Other needs", 24],
  ["remark", "备注", "Remark", 40],
  ["language", "语言", "Language", 8],
  ["duplicateOf", "疑似重复线索", "Possible duplicate of", 12],
  ["createdAt", "提交时间", "Received", 18],
  // Where the lead came from (analytics attribution, decision 025): empty when it was not counted.
  ["channel", "来源渠道", "Channel", 12],
  ["channelSource", "来源", "Source", 14],
  ["referrer", "来源网站", "Referrer", 22],
  ["utmSource", "utm_source", "utm_source", 14],
  ["utmMedium", "utm_medium", "utm_medium", 12],
  ["utmCampaign", "utm_campaign", "utm_campaign", 20],
  ["utmContent", "utm_content", "utm_content", 14],
  ["utmTerm", "utm_term", "utm_term", 14],
  ["landingPage", "着陆页", "Landing page", 22],
  ["visitPages", "本次访问浏览页数", "Pages viewed in the visit", 10],
] as const;

const CHANNEL_LABELS: Record<Channel, [string, string]> = {
  direct: ["直接访问", "Direct"],
  search: ["搜索引擎", "Search"],
  social: ["社交媒体", "Social"],
  referral: ["外部链接", "Referral"],
  email: ["电子邮件", "E-mail"],
  campaign: ["推广活动", "Campaign"],
};

/**
 * Leads as CSV (UTF-8 with a byte-order mark, which Excel needs to read Chinese) or XLSX,
 * written batch by batch while the answer streams.
 */
export function createLeadExport(deps: { inbox: LeadInbox; audit: AuditLog; dictionaries: Dictionaries; clock: Clock; timeZone: string }) {
  const { timeZone } = deps;
  return {
    async open(filter: LeadFilter, format: ExportFormat, language: Language, actor: StaffMember): Promise<StreamedFile> {
      const english = language === "en_US";
      const pick = (pair: readonly [string, string]) => pair[english ? 1 : 0];
      const demandLabels = new Map(
        (await deps.dictionaries.labels("web_demand_type", language)).map((entry) => [entry.dictValue, entry.dictLabel]),
      );
      const textsOf = (lead: LeadRow): Record<(typeof COLUMNS)[number][0], string> => {
        return {
          id: String(lead.id),
          type: pick(LEAD_TYPE_LABELS[lead.type]),
          status: pick(LEAD_STATUS_LABELS[lead.status]),
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
          duplicateOf: lead.duplicateOf === null ? "" : String(lead.duplicateOf),
          createdAt: formatInZone(lead.createdAt, timeZone, { seconds: true }),
          channel: lead.attribution ? pick(CHANNEL_LABELS[lead.attribution.channel]) : "",
          channelSource: lead.attribution?.source ?? "",
          referrer: lead.attribution?.referrerDomain ?? "",
          utmSource: lead.attribution?.utmSource ?? "",
          utmMedium: lead.attribution?.utmMedium ?? "",
          utmCampaign: lead.attribution?.utmCampaign ?? "",
          utmContent: lead.attribution?.utmContent ?? "",
          utmTerm: lead.attribution?.utmTerm ?? "",
          landingPage: lead.attribution?.landingPage ?? "",
          visitPages: lead.attribution ? String(lead.attribution.visitPages) : "",
        };
      };
      const csvCells = (lead: LeadRow): string[] => {
        const texts = textsOf(lead);
        return COLUMNS.map(([key]) => neutraliseCell(texts[key]));
      };
      /**
       * XLSX cells are typed: the number a number, the time a date (the zone's wall clock, which
       * is what Excel shows), text as text, which a spreadsheet never runs as a formula, so text
       * needs no apostrophe there.
       */
      const xlsxCells = (lead: LeadRow): Array<string | number | Date | null> => {
        const texts = textsOf(lead);
        return COLUMNS.map(([key]) => {
          if (key === "id") return lead.id;
          if (key === "duplicateOf") return lead.duplicateOf;
          if (key === "visitPages") return lead.attribution?.visitPages ?? null;
          if (key === "createdAt") return new Date(`${texts.createdAt.replace(" ", "T")}Z`);
          return texts[key];
        });
      };
      const header = COLUMNS.map(([key, zh, en]) => (key === "createdAt" ? `${pick([zh, en])} (${timeZone})` : pick([zh, en])));

      const snapshot = await deps.inbox.exportSnapshot(filter, actor);
      await deps.audit.record(actor, "leadsExported", "leads", { format, filter, rows: snapshot.total });
      const day = dayInZone(deps.clock.now(), timeZone);
      const fileName = `${english ? "leads" : "线索"}-${day}.${format}`;

      if (format === "csv") {
        async function* lines() {
          yield Buffer.from(`${UTF8_BOM}${csvLine(header)}`);
          for await (const batch of snapshot.rows()) yield Buffer.from(batch.map((lead) => csvLine(csvCells(lead))).join(""));
        }
        return { fileName, contentType: "text/csv; charset=utf-8", body: Readable.from(lines()) };
      }

      const output = new PassThrough();
      // Loaded for the first export: exceljs was a sixth of every start.
      const { default: ExcelJS } = await import("exceljs");
      const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useSharedStrings: false, useStyles: true });
      // The header stays in view and carries filter buttons.
      const sheet = workbook.addWorksheet(english ? "Leads" : "线索", { views: [{ state: "frozen", ySplit: 1 }] });
      sheet.columns = COLUMNS.map(([key, , , width]) => ({
        key,
        width,
        ...(key === "createdAt" ? { style: { numFmt: "yyyy-mm-dd hh:mm:ss" } } : {}),
        ...(key === "id" || key === "duplicateOf" ? { style: { numFmt: "0" } } : {}),
      }));
      sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: COLUMNS.length } };
      void (async () => {
        const headerRow = sheet.addRow(header);
        headerRow.font = { bold: true };
        headerRow.commit();
        for await (const batch of snapshot.rows()) for (const lead of batch) sheet.addRow(xlsxCells(lead)).commit();
        sheet.commit();
        await workbook.commit();
      })().catch((error: unknown) => output.destroy(error instanceof Error ? error : new Error(String(error))));
      return { fileName, contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", body: output };
    },
  };
}

export type LeadExport = ReturnType<typeof createLeadExport>;
