import type { Readable } from "node:stream";
import type { Kysely } from "kysely";
import type { Language } from "../../common/constants.ts";
import type { Database } from "../db/schema.ts";
import type { FileStorage } from "../storage/file-storage.ts";
import type { FileUsageLookup } from "./file-usage.ts";

/** The category of the seeded report PDFs (server/db/seed/sample-documents.ts), which investor documents point at. */
export const REPORT_CATEGORY = "investor-report";

export interface FileDownload {
  fileName: string;
  contentType: string;
  size: number;
  open(): Readable;
}

/** A file made as it is sent (a zip, an export): its size is known only at the end. */
export interface StreamedFile {
  fileName: string;
  contentType: string;
  body: Readable;
}

/**
 * Downloads by id (GET /api/resource/oss/download/{id}): ids are counted 1, 2, 3 ..., so only a
 * file something public uses is served; any other is answered like a missing one (decision 019).
 * Metadata in stored_file, bytes in file storage.
 */
export function createFiles(db: Kysely<Database>, storage: FileStorage, usage: FileUsageLookup) {
  return {
    async download(id: number, language: Language): Promise<FileDownload | undefined> {
      if (!(await usage.isPublic(id))) return undefined;
      const row = await db.selectFrom("stored_file").selectAll().where("id", "=", id).executeTakeFirst();
      if (!row || !(await storage.exists(row.storage_key))) return undefined;
      return {
        fileName: language === "en_US" ? row.file_name_en : row.file_name,
        contentType: row.content_type,
        size: row.size,
        open: () => storage.open(row.storage_key),
      };
    },
  };
}

export type Files = ReturnType<typeof createFiles>;
