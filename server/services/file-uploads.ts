import { createHash, randomUUID } from "node:crypto";
import type { Readable } from "node:stream";
import type { Kysely, Selectable } from "kysely";
import type { Language } from "../../common/constants.ts";
import type { AdminFile, AdminFileRow, fileListCall, FilePurpose } from "../../common/contracts/admin-files.ts";
import type { ParsedQuery } from "../../common/contracts/call.ts";
import type { Database, StoredFileTable } from "../db/schema.ts";
import type { Logger } from "../logger.ts";
import type { FileStorage } from "../storage/file-storage.ts";
import type { Actor, AuditLog } from "./audit-log.ts";
import type { Clock } from "./clock.ts";
import type { ContentChanges } from "./content-changes.ts";
import { checkPdf, displayFileName, type AcceptedType, type ProcessImage } from "./file-inspection.ts";
import type { FileUsageLookup } from "./file-usage.ts";
import type { ImageDecodeGate } from "./image-decode-gate.ts";
import { containsText } from "./search-text.ts";
import { sortedPage } from "./sorted-page.ts";
import { fileUrls, urlHash, variantsOf, HASH_IN_URL, type StoredVariant } from "./file-urls.ts";
import { ServiceError } from "./service-error.ts";

export interface Upload {
  fileName: string;
  data: Buffer;
  type: AcceptedType;
  purpose: FilePurpose | undefined;
}

type StoredFileRow = Selectable<StoredFileTable>;

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

/**
 * The current url of what an old url named: the original for the original, the variant of the
 * same width for a variant, or the narrowest wider one (a smaller replacement has fewer variants),
 * else the original.
 */
function currentRendition(row: StoredFileRow, name: string): string {
  const urls = fileUrls(row);
  const width = /^w(\d+)\.webp$/.exec(name)?.[1];
  if (width === undefined) return urls.url;
  const byWidth = urls.variants.toSorted((a, b) => a.width - b.width);
  return (byWidth.find((variant) => variant.width >= Number(width)) ?? byWidth.at(-1))?.url ?? urls.url;
}

/** A file to stream, a redirect to the current url of a replaced file, or nothing. */
export type PublicFileAnswer = PublicFile | { movedTo: string } | undefined;

export interface PublicFile {
  contentType: string;
  size: number;
  fileName: string;
  etag: string;
  /** Resolves once the file is open; rejects when it cannot be (server/storage/file-storage.ts `read`). */
  open(): Promise<Readable>;
}

interface Deps {
  db: Kysely<Database>;
  storage: FileStorage;
  audit: AuditLog;
  clock: Clock;
  usage: FileUsageLookup;
  logger: Logger;
  contentChanges: ContentChanges;
  /** How many images this instance decodes at once, and how many uploads wait (issue 25 item 10). */
  decodes: ImageDecodeGate;
  processImage: ProcessImage;
}

/** Uploaded images and PDFs: checked, normalised, stored under generated keys, listed, replaced, deleted. */
export function createFileUploads({ db, storage, audit, clock, usage, logger, contentChanges, decodes, processImage }: Deps) {
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
      const image = await decodes.run(() => processImage(upload.data, upload.type));
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
      // An uploaded file (a replace included) is the operator's own, never the seed's sample.
      sample: 0,
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

    /** New content under the same id: every record pointing at the id follows, and the old urls redirect to the new. */
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
          // Urls already published (article bodies, home rows, caches) keep working: they redirect here.
          await trx
            .insertInto("stored_file_previous_hash")
            .values({ file_id: id, hash: urlHash(before), replaced_at: clock.now() })
            .onConflict((conflict) => conflict.columns(["file_id", "hash"]).doNothing())
            .execute();
          await audit.record(actor, "fileReplaced", `file:${id}`, { fileName: updated.file_name, previous: before.file_name }, trx);
          return updated;
        });
      } catch (error) {
        await discard(stored.keys);
        throw error;
      }
      await discard([before.storage_key, ...variantsOf(before).map((variant) => variant.key)]);
      // Investor documents and any other record pointing at this id now show the new content.
      await contentChanges.bump();
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
        await trx.deleteFrom("stored_file_previous_hash").where("file_id", "=", id).execute();
        await trx.deleteFrom("stored_file").where("id", "=", id).execute();
        await audit.record(actor, "fileDeleted", `file:${id}`, { fileName: row.file_name }, trx);
      });
      await discard([row.storage_key, ...variantsOf(row).map((variant) => variant.key)]);
    },

    async list(query: ParsedQuery<typeof fileListCall>, language: Language): Promise<{ rows: AdminFileRow[]; total: number }> {
      let base = db.selectFrom("stored_file");
      if (query.q) base = base.where(containsText("file_name", query.q));
      const { rows, total } = await sortedPage(base, query, {
        createdAt: "created_at",
        fileName: "file_name",
        contentType: "content_type",
        size: "size",
      });
      const usages = await usage.of(
        rows.map((row) => row.id),
        language,
      );
      return {
        total,
        rows: rows.map((row) => ({ ...adminFileOf(row), width: row.width, height: row.height, usedBy: usages.get(row.id) ?? [] })),
      };
    },

    async get(id: number): Promise<AdminFile> {
      return adminFileOf(await find(id));
    },

    /**
     * What /files/{id}-{hash}/{name} answers: the file when the hash is the current content's and
     * the name is its original or one of its variants; the current url of the same rendition when the
     * hash is one the file had before a replace; else undefined (404), so a file stays unguessable.
     */
    async publicFile(id: number, hash: string, name: string): Promise<PublicFileAnswer> {
      const row = await db.selectFrom("stored_file").selectAll().where("id", "=", id).executeTakeFirst();
      if (!row || hash.length !== HASH_IN_URL) return undefined;
      if (!row.sha256.startsWith(hash)) {
        const previous = await db
          .selectFrom("stored_file_previous_hash")
          .select("hash")
          .where("file_id", "=", id)
          .where("hash", "=", hash)
          .executeTakeFirst();
        return previous ? { movedTo: currentRendition(row, name) } : undefined;
      }
      const urls = fileUrls(row);
      const etag = (suffix: string) => `"${row.sha256.slice(0, 32)}-${suffix}"`;
      if (urls.url.endsWith(`/${name}`)) {
        return {
          contentType: row.content_type,
          size: row.size,
          fileName: row.file_name,
          etag: etag("o"),
          open: () => storage.read(row.storage_key),
        };
      }
      const variant = variantsOf(row).find((candidate) => name === `w${candidate.width}.webp`);
      if (!variant) return undefined;
      return {
        contentType: "image/webp",
        size: variant.size,
        fileName: row.file_name.replace(/\.[^.]+$/, `-${variant.width}.webp`),
        etag: etag(`w${variant.width}`),
        open: () => storage.read(variant.key),
      };
    },
  };
}

export type FileUploads = ReturnType<typeof createFileUploads>;
