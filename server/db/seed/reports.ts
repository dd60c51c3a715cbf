import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import { investorContent } from "../../../content/pages/investor.ts";
import type { FileStorage } from "../../storage/file-storage.ts";
import { REPORT_CATEGORY } from "../../services/files.ts";
import type { Database } from "../schema.ts";
import { builtOrRendered } from "./sample-documents.ts";

/** The stand-in PDF of a periodic report (English; it names no operator, see sample-documents.ts). */
export async function renderReport(lines: { title: string; year: number; publishedAt: string; kind: string }): Promise<Buffer> {
  const { default: PDFDocument } = await import("pdfkit");
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: "A4", margin: 64, info: { Title: lines.title } });
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    doc.fontSize(22).fillColor("#c74400").text("Investor relations");
    doc.moveDown().fontSize(18).fillColor("#1b2230").text(lines.title);
    doc
      .moveDown()
      .fontSize(11)
      .fillColor("#5b6475")
      .text(`Report type: ${lines.kind}    Reporting year: ${lines.year}    Published: ${lines.publishedAt}`);
    doc
      .moveDown(2)
      .fontSize(12)
      .fillColor("#1b2230")
      .text(
        "This file stands in for the published report on the investor-relations page until the operator replaces it " +
          "with the official document in the site's file storage. Official disclosures are those published through the " +
          "statutory information-disclosure channels.",
        { align: "left", lineGap: 4 },
      );
    doc.end();
  });
}

/**
 * A PDF for every periodic report listed on /investorRelation (content/pages/investor.ts), stored
 * once in file storage and registered in stored_file by the report's slug.
 */
export async function seedReportFiles(db: Kysely<Database>, storage: FileStorage, now: number = Date.now()): Promise<string[]> {
  const zh = investorContent.zh_CN.reports;
  const en = investorContent.en_US.reports;
  const seeded: string[] = [];
  for (const [index, report] of zh.entries()) {
    const english = en.find((item) => item.id === report.id);
    if (!english) continue;
    const key = `reports/${report.id}.pdf`;
    const existing = await db.selectFrom("stored_file").select("id").where("ref", "=", report.id).executeTakeFirst();
    if (existing && (await storage.exists(key))) continue;
    const pdf = await builtOrRendered("reports", report.id, () => renderReport(english));
    await storage.put(key, pdf);
    const row = {
      storage_key: key,
      ref: report.id,
      category: REPORT_CATEGORY,
      file_name: `${report.title}.pdf`,
      file_name_en: `${english.title}.pdf`,
      content_type: "application/pdf",
      size: pdf.length,
      sha256: createHash("sha256").update(pdf).digest("hex"),
      sort: index + 1,
      created_at: now,
    };
    if (existing) await db.updateTable("stored_file").set(row).where("id", "=", existing.id).execute();
    else
      await db
        .insertInto("stored_file")
        .values(row)
        .onConflict((oc) => oc.column("ref").doNothing())
        .execute();
    seeded.push(key);
  }
  return seeded;
}
