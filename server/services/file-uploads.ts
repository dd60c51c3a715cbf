import { createHash, randomUUID } from "node:crypto";
import type { Readable } from "node:stream";
import type { Kysely, Selectable } from "kysely";
import type { Language } from "../../common/constants.ts";
import type { AdminFile, AdminFileRow, FilePurpose } from "../../common/contracts/admin-files.ts";
import type { Database, StoredFileTable } from "../db/schema.ts";
import type { Logger } from "../logger.ts";
import type { FileStorage } from "../storage/file-storage.ts";
import type { Actor, AuditLog } from "./audit-log.ts";
import type { Clock } from "./clock.ts";
import { checkPdf, displayFileName, processImage, type AcceptedType } from "./file-inspection.ts";
import type { FileUsageLookup } from "./file-usage.ts";
import { containsText } from "./search-text.ts";
import { ServiceError } from "./service-error.ts";

/** A WebP copy of an image at one width (stored_file.variants, JSON). */
export interface StoredVariant {
  width: number;
  key: string;
  size: number;
}

export interface Upload {
  fileName: string;
  data: Buffer;
  type: AcceptedType;
  purpose: FilePurpose | undefined;
}

type StoredFileRow = Selectable<StoredFileTable>;

const EXTENSIONS: Record<string, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "image/gif": "gif",
  "image/avif": "avif",
  "application/pdf": "pdf",
};

/** The part of the content hash in a file's urls: a new content is a new url, so urls can be cached for ever. */
const HASH_IN_URL = 16;

export function variantsOf(row: Pick<StoredFileRow, "variants">): StoredVariant[] {
  return JSON.parse(row.variants) as StoredVariant[];
}

/** Same-origin urls (server/api/public-files.ts serves them). */
export function fileUrls(row: Pick<StoredFileRow, "id" | "sha256" | "content_type" | "variants">) {
  const base = `/files/${row.id}-${row.sha256.slice(0, HASH_IN_URL)}`;
  return {
    url: `${base}/original.${EXTENSIONS[row.content_type] ?? "bin"}`,
    variants: variantsOf(row).map((variant) => ({ width: variant.width, url: `${base}/w${variant.width}.webp` })),
  };
}

export function adminFileOf(row: StoredFileRow): AdminFile {
  return {
    id: row.id,
    fileName: row.file_name,
    contentType: row.content_type,
    size: row.size,
    ...fileUrls(row),
    createdAt: row.created_at,
  };
}

export interface PublicFile {
  contentType: string;
  size: number;
  fileName: string;
  etag: string;
  open(): Readable;
}

interface Deps {
  db: Kysely<Database>;
  storage: FileStorage;
  audit: AuditLog;
  clock: Clock;
  usage: FileUsageLookup;
  logger: Logger;
}

/** Uploaded images and PDFs: checked, normalised, stored under generated keys, listed, replaced, deleted. */
export function createFileUploads({ db, storage, audit, clock, usage, logger }: Deps) {
  /** Checks and stores the bytes (and an image's variants) under new keys; the caller records them. */
  async function store(upload: Upload, expected: FilePurpose | undefined) {
    if (expected && upload.type.kind !== expected) {
      throw new ServiceError(415, "uploadPurposeMismatch", { httpStatus: 415, params: { expected } });
    }
    const folder = `uploads/${randomUUID()}`;
    const keys: string[] = [];
    const put = async (key: string, data: Buffer, contentType: string) => {
      await storage.put(key, data, contentType);
      keys.push(key);
    };
    try {
      if (upload.type.kind === "document") {
        checkPdf(upload.data);
        const key = `${folder}/original.pdf`;
        await put(key, upload.data, upload.type.contentType);
        return { key, keys, data: upload.data, variants: [] as StoredVariant[], width: null, height: null };
      }
      const image = await processImage(upload.data, upload.type);
      const key = `${folder}/original.${upload.type.extension}`;
      await put(key, image.data, upload.type.contentType);
      const variants: StoredVariant[] = [];
      for (const variant of image.variants) {
        const variantKey = `${folder}/w${variant.width}.webp`;
        await put(variantKey, variant.data, "image/webp");
        variants.push({ width: variant.width, key: variantKey, size: variant.data.length });
      }
      return { key, keys, data: image.data, variants, width: image.width, height: image.height };
    } catch (error) {
      await discard(keys);
      throw error;
    }
  }

  /** Storage left behind (a failed write, a replaced or deleted file) is removed as well as it can be. */
  async function discard(keys: readonly string[]) {
    for (const key of keys) {
      await storage.delete(key).catch((error: unknown) => logger.warn({ err: error, storageKey: key }, "could not remove a stored file"));
    }
  }

  const columnsOf = (upload: Upload, stored: Awaited<ReturnType<typeof store>>) => {
    const fileName = displayFileName(upload.fileName, upload.type);
    return {
      storage_key: stored.key,
      file_name: fileName,
      file_name_en: fileName,
      content_type: upload.type.contentType,
      size: stored.data.length,
      sha256: createHash("sha256").update(stored.data).digest("hex"),
      variants: JSON.stringify(stored.variants),
      width: stored.width,
      height: stored.height,
    };
  };

  async function find(id: number): Promise<StoredFileRow> {
    const row = await db.selectFrom("stored_file").selectAll().where("id", "=", id).executeTakeFirst();
    if (!row) throw new ServiceError(404, "fileNotFound");
    return row;
  }

  return {
    async upload(upload: Upload, actor: Actor): Promise<AdminFile> {
      const stored = await store(upload, upload.purpose);
      try {
        const row = await db.transaction().execute(async (trx) => {
          const inserted = await trx
            .insertInto("stored_file")
            .values({ ...columnsOf(upload, stored), ref: null, category: "upload", sort: 0, created_at: clock.now() })
            .returningAll()
            .executeTakeFirstOrThrow();
          await audit.record(actor, "fileUploaded", `file:${inserted.id}`, { fileName: inserted.file_name, size: inserted.size }, trx);
          return inserted;
        });
        return adminFileOf(row);
      } catch (error) {
        await discard(stored.keys);
        throw error;
      }
    },

    /** New content under the same id: every record pointing at the id follows; the old urls stop answering. */
    async replace(id: number, upload: Upload, actor: Actor): Promise<AdminFile> {
      const before = await find(id);
      const kind = before.content_type === "application/pdf" ? "document" : "image";
      const stored = await store(upload, kind);
      let row: StoredFileRow;
      try {
        row = await db.transaction().execute(async (trx) => {
          const updated = await trx
            .updateTable("stored_file")
            .set(columnsOf(upload, stored))
            .where("id", "=", id)
            .returningAll()
            .executeTakeFirstOrThrow();
          await audit.record(actor, "fileReplaced", `file:${id}`, { fileName: updated.file_name, previous: before.file_name }, trx);
          return updated;
        });
      } catch (error) {
        await discard(stored.keys);
        throw error;
      }
      await discard([before.storage_key, ...variantsOf(before).map((variant) => variant.key)]);
      return adminFileOf(row);
    },

    async remove(id: number, actor: Actor, language: Language): Promise<void> {
      const row = await find(id);
      const usages = (await usage.of([id], language)).get(id) ?? [];
      if (usages.length > 0) {
        throw new ServiceError(409, "fileInUse", {
          params: { usages: usages.map((used) => used.label).join(language === "en_US" ? "; " : "；") },
        });
      }
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom("stored_file").where("id", "=", id).execute();
        await audit.record(actor, "fileDeleted", `file:${id}`, { fileName: row.file_name }, trx);
      });
      await discard([row.storage_key, ...variantsOf(row).map((variant) => variant.key)]);
    },

    async list(
      query: { q: string; pageNum: number; pageSize: number },
      language: Language,
    ): Promise<{ rows: AdminFileRow[]; total: number }> {
      let base = db.selectFrom("stored_file");
      if (query.q) base = base.where(containsText("file_name", query.q));
      const [{ total }, rows] = await Promise.all([
        base.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow(),
        base
          .selectAll()
          .orderBy("created_at", "desc")
          .orderBy("id", "desc")
          .limit(query.pageSize)
          .offset((query.pageNum - 1) * query.pageSize)
          .execute(),
      ]);
      const usages = await usage.of(
        rows.map((row) => row.id),
        language,
      );
      return {
        total: Number(total),
        rows: rows.map((row) => ({ ...adminFileOf(row), width: row.width, height: row.height, usedBy: usages.get(row.id) ?? [] })),
      };
    },

    async get(id: number): Promise<AdminFile> {
      return adminFileOf(await find(id));
    },

    /**
     * What /files/{id}-{hash}/{name} serves: undefined unless the hash is the current content's
     * (a replaced file's old url answers 404) and the name is its original or one of its variants.
     */
    async publicFile(id: number, hash: string, name: string): Promise<PublicFile | undefined> {
      const row = await db.selectFrom("stored_file").selectAll().where("id", "=", id).executeTakeFirst();
      if (!row || hash.length !== HASH_IN_URL || !row.sha256.startsWith(hash)) return undefined;
      const urls = fileUrls(row);
      const etag = (suffix: string) => `"${row.sha256.slice(0, 32)}-${suffix}"`;
      if (urls.url.endsWith(`/${name}`)) {
        return {
          contentType: row.content_type,
          size: row.size,
          fileName: row.file_name,
          etag: etag("o"),
          open: () => storage.open(row.storage_key),
        };
      }
      const variant = variantsOf(row).find((candidate) => name === `w${candidate.width}.webp`);
      if (!variant) return undefined;
      return {
        contentType: "image/webp",
        size: variant.size,
        fileName: row.file_name.replace(/\.[^.]+$/, `-${variant.width}.webp`),
        etag: etag(`w${variant.width}`),
        open: () => storage.open(variant.key),
      };
    },
  };
}

export type FileUploads = ReturnType<typeof createFileUploads>;
