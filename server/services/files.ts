import type { Readable } from "node:stream";
import type { Kysely } from "kysely";
import type { Language } from "../../common/constants.ts";
import type { ReportFile } from "../../common/contracts/content.ts";
import type { Database } from "../db/schema.ts";
import type { Logger } from "../logger.ts";
import type { FileStorage } from "../storage/file-storage.ts";
import { ServiceError } from "./service-error.ts";

/** The stored files listed on /investorRelation and zipped together. */
export const REPORT_CATEGORY = "investor-report";

export interface FileDownload {
  fileName: string;
  contentType: string;
  size: number;
  open(): Readable;
}

/** Downloadable files: metadata in stored_file, bytes in file storage. */
export function createFiles(db: Kysely<Database>, storage: FileStorage, logger: Logger) {
  return {
    async download(id: number, language: Language): Promise<FileDownload | undefined> {
      const row = await db.selectFrom("stored_file").selectAll().where("id", "=", id).executeTakeFirst();
      if (!row || !(await storage.exists(row.storage_key))) return undefined;
      return {
        fileName: language === "en_US" ? row.file_name_en : row.file_name,
        contentType: row.content_type,
        size: row.size,
        open: () => storage.open(row.storage_key),
      };
    },

    /** The investor-relations reports, keyed by the report slugs of content/pages/investor.ts. */
    async reports(language: Language): Promise<ReportFile[]> {
      const rows = await db.selectFrom("stored_file").selectAll().where("category", "=", REPORT_CATEGORY).orderBy("sort").execute();
      return rows.map((row) => ({
        ref: row.ref ?? "",
        ossId: row.id,
        fileName: language === "en_US" ? row.file_name_en : row.file_name,
        size: row.size,
      }));
    },

    /** Every report, or "file not found" when one is missing from storage (a zip must not stop half-way). */
    async openReports(language: Language): Promise<FileDownload[]> {
      const rows = await db.selectFrom("stored_file").selectAll().where("category", "=", REPORT_CATEGORY).orderBy("sort").execute();
      for (const row of rows) {
        if (await storage.exists(row.storage_key)) continue;
        logger.error({ fileId: row.id, storageKey: row.storage_key }, "report file missing from storage");
        throw new ServiceError(404, "fileNotFound");
      }
      return rows.map((row) => ({
        fileName: language === "en_US" ? row.file_name_en : row.file_name,
        contentType: row.content_type,
        size: row.size,
        open: () => storage.open(row.storage_key),
      }));
    },
  };
}

export type Files = ReturnType<typeof createFiles>;
