import type { Kysely } from "kysely";
import type { Language } from "../../common/constants.ts";
import type { FileUsage } from "../../common/contracts/admin-files.ts";
import type { Database } from "../db/schema.ts";

/**
 * One kind of record that points at stored files. A file is "in use" while any source lists it:
 * the console shows where, and a delete is refused. A new reference (a news cover, a home-page
 * list image) adds one entry to FILE_USAGE_SOURCES with a query over its own file-id column(s).
 */
export interface FileUsageSource {
  kind: string;
  find(db: Kysely<Database>, fileIds: readonly number[], language: Language): Promise<(FileUsage & { fileId: number })[]>;
}

const investorDocuments: FileUsageSource = {
  kind: "investorDocument",
  async find(db, fileIds, language) {
    const rows = await db
      .selectFrom("investor_document")
      .select(["id", "title", "title_en", "file_id", "file_id_en"])
      .where((eb) => eb.or([eb("file_id", "in", fileIds), eb("file_id_en", "in", fileIds)]))
      .execute();
    return rows.flatMap((row) =>
      [row.file_id, row.file_id_en]
        .filter((fileId): fileId is number => fileId !== null && fileIds.includes(fileId))
        .map((fileId) => ({ fileId, kind: "investorDocument", id: row.id, label: language === "en_US" ? row.title_en : row.title })),
    );
  },
};

export const FILE_USAGE_SOURCES: readonly FileUsageSource[] = [investorDocuments];

export function createFileUsage(db: Kysely<Database>, sources: readonly FileUsageSource[] = FILE_USAGE_SOURCES) {
  return {
    /** Every use of each of these files, in the language's labels. */
    async of(fileIds: readonly number[], language: Language): Promise<Map<number, FileUsage[]>> {
      const usages = new Map<number, FileUsage[]>(fileIds.map((id) => [id, []]));
      if (fileIds.length === 0) return usages;
      const found = await Promise.all(sources.map((source) => source.find(db, fileIds, language)));
      for (const { fileId, ...usage } of found.flat()) usages.get(fileId)?.push(usage);
      return usages;
    },
  };
}

export type FileUsageLookup = ReturnType<typeof createFileUsage>;
