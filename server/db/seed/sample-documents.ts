import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Kysely } from "kysely";
import { LANGUAGES, type Language } from "../../../common/constants.ts";
import { investorContent } from "../../../content/pages/investor.ts";
import { REPORT_CATEGORY } from "../../services/files.ts";
import type { FileStorage } from "../../storage/file-storage.ts";
import type { Database } from "../schema.ts";
import { renderSamplePdf, type ChineseFont, type SampleDocument } from "./sample-pdf.ts";

/**
 * Where `npm run build` leaves the seed's sample PDFs (scripts/render-sample-documents.ts): loading
 * pdfkit and embedding a subset of a Chinese font in every document was most of a fresh start
 * (docs/decisions/010-page-speed-budgets.md). They name no operator: the build runs before the
 * site's name is configured.
 */
export const SAMPLE_DOCUMENTS_DIR = path.resolve(import.meta.dirname, "..", "..", "..", "build", "sample-documents");

export const ANNOUNCEMENT_CATEGORY = "investor-announcement";

export type SampleKind = "announcements" | "reports";

/** A seeded investor document: its slug (investor_document.ref), its place on the page and its titles. */
export type SampleEntry = { id: string; folder: SampleKind; sort: number; document: SampleDocument };

export const builtSampleFile = (folder: SampleKind, id: string, language: Language) =>
  path.join(SAMPLE_DOCUMENTS_DIR, folder, `${id}.${language}.pdf`);

/** Every report and announcement of the investor page (content/pages/investor.ts), in page order. */
export function sampleEntries(): SampleEntry[] {
  const zh = investorContent.zh_CN;
  const en = investorContent.en_US;
  const reports = zh.reports.flatMap((report, index): SampleEntry[] => {
    const english = en.reports.find((item) => item.id === report.id);
    if (!english) return [];
    const title = { zh_CN: report.title, en_US: english.title };
    return [
      {
        id: report.id,
        folder: "reports",
        sort: index + 1,
        document: { kind: "report", reportKind: report.kind, year: report.year, date: report.publishedAt, title },
      },
    ];
  });
  const announcements = zh.announcements.flatMap((item, index): SampleEntry[] => {
    const english = en.announcements.find((candidate) => candidate.id === item.id);
    if (!english) return [];
    return [
      {
        id: item.id,
        folder: "announcements",
        sort: index + 1,
        document: { kind: "announcement", date: item.date, title: { zh_CN: item.title, en_US: english.title } },
      },
    ];
  });
  return [...reports, ...announcements];
}

/**
 * The stored_file ref of a sample: the Chinese ones keep the refs the seed gave the earlier
 * one-language files (a report's slug, `announcement-` and the slug), so existing rows are updated.
 */
export function sampleFileRef(entry: SampleEntry, language: Language): string {
  const base = entry.folder === "reports" ? entry.id : `announcement-${entry.id}`;
  return language === "zh_CN" ? base : `${base}.en`;
}

export interface SampleOptions {
  /**
   * Fonts with Chinese glyphs for a checkout that was not built. API tests pass none: embedding a
   * Chinese font costs ~0.15 s per PDF; the built PDFs are checked by tests/http/downloads.test.ts.
   */
  chineseFonts?: readonly ChineseFont[];
}

/** Rendering costs a noticeable fraction of a second per Chinese PDF: once per process. */
const rendered = new Map<string, Promise<Buffer>>();

/** The PDF the build rendered, or one rendered now (a checkout that was not built). */
async function samplePdf(entry: SampleEntry, language: Language, options: SampleOptions): Promise<Buffer> {
  try {
    return await fs.promises.readFile(builtSampleFile(entry.folder, entry.id, language));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  const key = `${entry.folder}/${entry.id}.${language}/${options.chineseFonts ? "given" : "system"}`;
  let pdf = rendered.get(key);
  if (!pdf) {
    pdf = renderSamplePdf(entry.document, language, options.chineseFonts);
    rendered.set(key, pdf);
  }
  return pdf;
}

/**
 * A Chinese and an English sample PDF for every investor document, each a stored_file marked as a
 * sample (migration 019). A sample the operator replaced in the console is left alone; one whose
 * content changed (a new seed, a font installed since) gets the new bytes.
 */
export async function seedSampleFiles(db: Kysely<Database>, storage: FileStorage, options: SampleOptions = {}): Promise<string[]> {
  const now = Date.now();
  const seeded: string[] = [];
  for (const entry of sampleEntries()) {
    for (const language of LANGUAGES) {
      const ref = sampleFileRef(entry, language);
      const existing = await db
        .selectFrom("stored_file")
        .select(["id", "storage_key", "sha256", "sample"])
        .where("ref", "=", ref)
        .executeTakeFirst();
      if (existing && existing.sample === 0) continue;
      const pdf = await samplePdf(entry, language, options);
      const sha256 = createHash("sha256").update(pdf).digest("hex");
      const key = `samples/${entry.folder}/${entry.id}.${language}.pdf`;
      if (existing?.sha256 === sha256 && existing.storage_key === key && (await storage.exists(key))) continue;
      await storage.put(key, pdf, "application/pdf");
      const row = {
        storage_key: key,
        category: entry.folder === "reports" ? REPORT_CATEGORY : ANNOUNCEMENT_CATEGORY,
        file_name: `${entry.document.title.zh_CN}.pdf`,
        file_name_en: `${entry.document.title.en_US}.pdf`,
        content_type: "application/pdf",
        size: pdf.length,
        sha256,
        sort: entry.sort,
        sample: 1,
      };
      if (existing) {
        await db.updateTable("stored_file").set(row).where("id", "=", existing.id).where("sample", "=", 1).execute();
        if (existing.storage_key !== key) await storage.delete(existing.storage_key);
      } else {
        await db
          .insertInto("stored_file")
          .values({ ...row, ref, created_at: now })
          .onConflict((conflict) => conflict.column("ref").doNothing())
          .execute();
      }
      seeded.push(key);
    }
  }
  return seeded;
}
