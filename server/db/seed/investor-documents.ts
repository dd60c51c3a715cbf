import type { Kysely } from "kysely";
import type { Database } from "../schema.ts";
import { sampleEntries, sampleFileRef, type SampleEntry } from "./sample-documents.ts";

const SEEDED_KEY = "investor-documents-seeded";

async function fileIds(db: Kysely<Database>, entry: SampleEntry) {
  const refs = [sampleFileRef(entry, "zh_CN"), sampleFileRef(entry, "en_US")];
  const files = await db.selectFrom("stored_file").select(["id", "ref", "sample"]).where("ref", "in", refs).execute();
  return { zh: files.find((file) => file.ref === refs[0]), en: files.find((file) => file.ref === refs[1]) };
}

/**
 * Fills investor_document once (a fresh database, or one from before migration 009): every report
 * and announcement points at its Chinese and its English sample PDF (seedSampleFiles, which runs
 * first). After that the console owns the table: a deleted document stays deleted. A document
 * seeded before the English samples existed gets its English sample, as long as it still shows the
 * Chinese one (an operator's own PDF is never paired with a sample).
 */
export async function seedInvestorDocuments(db: Kysely<Database>, now: number = Date.now()): Promise<string[]> {
  const done = await db.selectFrom("site_meta").select("value").where("key", "=", SEEDED_KEY).executeTakeFirst();
  const seeded: string[] = [];
  for (const entry of sampleEntries()) {
    const { zh, en } = await fileIds(db, entry);
    if (!zh || !en) continue;
    const kind = entry.document.kind;
    if (!done) {
      await db
        .insertInto("investor_document")
        .values({
          kind,
          report_kind: entry.document.kind === "report" ? entry.document.reportKind : null,
          year: entry.document.kind === "report" ? entry.document.year : null,
          title: entry.document.title.zh_CN,
          title_en: entry.document.title.en_US,
          published_on: entry.document.date,
          file_id: zh.id,
          file_id_en: en.id,
          sort: entry.sort,
          hidden: 0,
          ref: entry.id,
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) => oc.column("ref").doNothing())
        .execute();
      seeded.push(`investor:${entry.id}`);
    } else if (zh.sample === 1 && en.sample === 1) {
      const paired = await db
        .updateTable("investor_document")
        .set({ file_id_en: en.id })
        .where("ref", "=", entry.id)
        .where("kind", "=", kind)
        .where("file_id", "=", zh.id)
        .where("file_id_en", "is", null)
        .executeTakeFirst();
      if (paired.numUpdatedRows > 0n) seeded.push(`investor:${entry.id}:en`);
    }
  }
  if (!done) {
    await db
      .insertInto("site_meta")
      .values({ key: SEEDED_KEY, value: "1", updated_at: now })
      .onConflict((conflict) => conflict.column("key").doNothing())
      .execute();
  }
  return seeded;
}
