import { createHash } from "node:crypto";
import fs from "node:fs";
import type { Kysely } from "kysely";
import { investorContent } from "../../../content/pages/investor.ts";
import type { FileStorage } from "../../storage/file-storage.ts";
import type { Database } from "../schema.ts";
import { builtOrRendered } from "./sample-documents.ts";

const SEEDED_KEY = "investor-documents-seeded";
export const ANNOUNCEMENT_CATEGORY = "investor-announcement";

/** Where Debian's fonts-noto-cjk (and similar packages) put a font with Chinese glyphs. */
export const CJK_FONTS: readonly { file: string; family: string }[] = [
  { file: "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", family: "NotoSansCJKsc-Regular" },
  { file: "/usr/share/fonts/opentype/noto/NotoSerifCJK-Regular.ttc", family: "NotoSerifCJKsc-Regular" },
  { file: "/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc", family: "WenQuanYiZenHei" },
];

/**
 * A sample announcement in both languages. Without a Chinese font on the machine the Chinese
 * lines are left out (pdfkit's built-in fonts have no Chinese glyphs) and the English stays. It
 * names no operator (sample-documents.ts).
 */
export async function renderAnnouncement(
  item: { zh: string; en: string; date: string },
  fonts: readonly { file: string; family: string }[] = CJK_FONTS,
): Promise<Buffer> {
  const { default: PDFDocument } = await import("pdfkit");
  const cjk = fonts.find((font) => fs.existsSync(font.file));
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: "A4", margin: 64, info: { Title: item.en } });
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    doc.fontSize(20).fillColor("#c74400").text("Sample announcement");
    if (cjk) {
      doc.registerFont("cjk", cjk.file, cjk.family);
      doc.moveDown().font("cjk").fontSize(18).fillColor("#1b2230").text(item.zh);
      doc
        .moveDown(0.5)
        .fontSize(11)
        .fillColor("#5b6475")
        .text(`公告日期：${item.date}`)
        .moveDown()
        .fontSize(12)
        .fillColor("#1b2230")
        .text("本文件是本网站种子数据中的示例公告，并非真实的信息披露文件。运营人员可在管理后台替换为正式公告。", { lineGap: 4 });
      doc.font("Helvetica");
    }
    doc.moveDown(2).fontSize(18).fillColor("#1b2230").text(item.en);
    doc.moveDown(0.5).fontSize(11).fillColor("#5b6475").text(`Date of announcement: ${item.date}`);
    doc
      .moveDown()
      .fontSize(12)
      .fillColor("#1b2230")
      .text(
        "This is a sample announcement from the website's seed data, not a real disclosure. The operator replaces it " +
          "with the official document in the console. Official disclosures are those published through the statutory " +
          "information-disclosure channels.",
        { lineGap: 4 },
      );
    doc.end();
  });
}

/** The announcements as the seed stores them, in both languages, in the page's order (content/pages/investor.ts). */
export function sampleAnnouncements() {
  return investorContent.zh_CN.announcements.flatMap((item, index) => {
    const english = investorContent.en_US.announcements.find((candidate) => candidate.id === item.id);
    return english ? [{ id: item.id, zh: item.title, en: english.title, date: item.date, sort: index + 1 }] : [];
  });
}

/** Rendering with a Chinese font takes a noticeable fraction of a second: once per process. */
const rendered = new Map<string, Promise<Buffer>>();

/** The PDF the build rendered, or one rendered now (with the fonts a test asks for, or without a build). */
function announcementPdf(item: { id: string; zh: string; en: string; date: string }, options: SeedOptions): Promise<Buffer> {
  const render = () => {
    let pdf = rendered.get(item.id);
    if (!pdf) {
      pdf = renderAnnouncement(item, options.chineseFonts);
      rendered.set(item.id, pdf);
    }
    return pdf;
  };
  return options.chineseFonts ? render() : builtOrRendered("announcements", item.id, render);
}

export interface SeedOptions {
  now?: number;
  /**
   * Fonts with Chinese glyphs to render with now, instead of the build's PDFs. API tests pass none:
   * parsing a CJK font costs ~0.15 s per PDF, which every test database would pay;
   * tests/api/admin-investor.test.ts renders with the real ones.
   */
  chineseFonts?: readonly { file: string; family: string }[];
}

/**
 * Fills investor_document once (a fresh database, or one from before migration 009): the reports
 * point at the report PDFs seedReportFiles stored (by their slug), and each announcement gets a
 * sample PDF in both languages. After that the console owns the table: a deleted document stays deleted.
 */
export async function seedInvestorDocuments(db: Kysely<Database>, storage: FileStorage, options: SeedOptions = {}) {
  const now = options.now ?? Date.now();
  const done = await db.selectFrom("site_meta").select("value").where("key", "=", SEEDED_KEY).executeTakeFirst();
  if (done) return [];
  const seeded: string[] = [];
  const zh = investorContent.zh_CN;
  const en = investorContent.en_US;
  await db.transaction().execute(async (trx) => {
    for (const [index, report] of zh.reports.entries()) {
      const english = en.reports.find((item) => item.id === report.id);
      const file = await trx.selectFrom("stored_file").select("id").where("ref", "=", report.id).executeTakeFirst();
      if (!english || !file) continue;
      await trx
        .insertInto("investor_document")
        .values({
          kind: "report",
          report_kind: report.kind,
          year: report.year,
          title: report.title,
          title_en: english.title,
          published_on: report.publishedAt,
          file_id: file.id,
          file_id_en: null,
          sort: index + 1,
          hidden: 0,
          ref: report.id,
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) => oc.column("ref").doNothing())
        .execute();
      seeded.push(`investor:${report.id}`);
    }
  });
  for (const item of sampleAnnouncements()) {
    const data = await announcementPdf(item, options);
    const sha256 = createHash("sha256").update(data).digest("hex");
    const key = `announcements/${item.id}.pdf`;
    await storage.put(key, data, "application/pdf");
    await db.transaction().execute(async (trx) => {
      const file = await trx
        .insertInto("stored_file")
        .values({
          storage_key: key,
          ref: `announcement-${item.id}`,
          category: ANNOUNCEMENT_CATEGORY,
          file_name: `${item.zh}.pdf`,
          file_name_en: `${item.en}.pdf`,
          content_type: "application/pdf",
          size: data.length,
          sha256,
          sort: item.sort,
          created_at: now,
        })
        .onConflict((oc) => oc.column("storage_key").doUpdateSet({ size: data.length, sha256 }))
        .returning("id")
        .executeTakeFirstOrThrow();
      await trx
        .insertInto("investor_document")
        .values({
          kind: "announcement",
          report_kind: null,
          year: null,
          title: item.zh,
          title_en: item.en,
          published_on: item.date,
          file_id: file.id,
          file_id_en: null,
          sort: item.sort,
          hidden: 0,
          ref: item.id,
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) => oc.column("ref").doNothing())
        .execute();
    });
    seeded.push(`investor:${item.id}`);
  }
  await db
    .insertInto("site_meta")
    .values({ key: SEEDED_KEY, value: "1", updated_at: now })
    .onConflict((conflict) => conflict.column("key").doNothing())
    .execute();
  return seeded;
}
