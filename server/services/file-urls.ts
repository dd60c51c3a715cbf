import type { Selectable } from "kysely";
import type { StoredFileTable } from "../db/schema.ts";

type StoredFileRow = Selectable<StoredFileTable>;

/** A WebP copy of an image at one width (stored_file.variants, JSON). */
export interface StoredVariant {
  width: number;
  key: string;
  size: number;
}

const EXTENSIONS: Record<string, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "image/gif": "gif",
  "image/avif": "avif",
  "application/pdf": "pdf",
};

/** The part of the content hash in a file's urls: a new content is a new url, so urls can be cached for ever. */
export const HASH_IN_URL = 16;

export const urlHash = (row: Pick<StoredFileRow, "sha256">) => row.sha256.slice(0, HASH_IN_URL);

export function variantsOf(row: Pick<StoredFileRow, "variants">): StoredVariant[] {
  return JSON.parse(row.variants) as StoredVariant[];
}

/** Same-origin urls (server/api/public-files.ts serves them). */
export function fileUrls(row: Pick<StoredFileRow, "id" | "sha256" | "content_type" | "variants">) {
  const base = `/files/${row.id}-${urlHash(row)}`;
  return {
    url: `${base}/original.${EXTENSIONS[row.content_type] ?? "bin"}`,
    variants: variantsOf(row).map((variant) => ({ width: variant.width, url: `${base}/w${variant.width}.webp` })),
  };
}
