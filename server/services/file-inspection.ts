import type { Metadata } from "sharp";
import { ServiceError } from "./service-error.ts";

/** Enough of the start of a file for file-type to recognise every format we accept. */
export const SNIFF_BYTES = 4100;

/** WebP widths made for srcset; never wider than the original. */
export const VARIANT_WIDTHS = [480, 960, 1600] as const;

/** Decoding more pixels than this is refused: a small file can expand into gigabytes (image bomb). */
export const MAX_IMAGE_PIXELS = 50_000_000;

/**
 * A JPEG up to this size is written with optimised Huffman tables, a few percent smaller. libjpeg
 * builds them from every DCT coefficient of the image held in memory at once, up to 6 bytes a
 * pixel: 294 MB for a 49-megapixel photo, where standard tables stream in about 16 MB (issue 25
 * item 10). Pages show the WebP variants; the larger original is rarely what a visitor loads.
 */
export const OPTIMISED_JPEG_MAX_PIXELS = 16_000_000;

export interface AcceptedType {
  kind: "image" | "document";
  contentType: string;
  extension: string;
  /** sharp's output format for the normalised copy of an image. */
  format?: "jpeg" | "png" | "webp" | "gif" | "avif";
}

const ACCEPTED: Record<string, AcceptedType> = {
  "image/jpeg": { kind: "image", contentType: "image/jpeg", extension: "jpg", format: "jpeg" },
  "image/png": { kind: "image", contentType: "image/png", extension: "png", format: "png" },
  "image/webp": { kind: "image", contentType: "image/webp", extension: "webp", format: "webp" },
  "image/gif": { kind: "image", contentType: "image/gif", extension: "gif", format: "gif" },
  "image/avif": { kind: "image", contentType: "image/avif", extension: "avif", format: "avif" },
  "application/pdf": { kind: "document", contentType: "application/pdf", extension: "pdf" },
};

/**
 * The type by the file's own bytes (magic numbers), never by its name or the client's
 * Content-Type. SVG (text that can carry script) and everything else is undefined: refused.
 */
export async function detectType(head: Uint8Array): Promise<AcceptedType | undefined> {
  // Loaded with the first upload, not at start: only the console uploads files (decision 028, memory).
  const { fileTypeFromBuffer } = await import("file-type");
  const found = await fileTypeFromBuffer(head);
  return found ? ACCEPTED[found.mime] : undefined;
}

const refused = (key: "fileDamaged" | "imageTooManyPixels") => new ServiceError(400, key, { httpStatus: 400 });

export type ProcessImage = (data: Buffer, type: AcceptedType) => Promise<ProcessedImage>;

export interface ProcessedImage {
  data: Buffer;
  width: number;
  height: number;
  variants: { width: number; data: Buffer }[];
}

/**
 * A copy without metadata (EXIF, GPS, camera), turned upright, in the uploaded format (an animated
 * GIF keeps its first frame), plus WebP variants. sharp works on libuv's threads, so the event
 * loop stays free while it runs.
 */
export async function processImage(data: Buffer, type: AcceptedType): Promise<ProcessedImage> {
  // Loaded with the first upload or captcha, not at every start.
  const { default: sharp } = await import("sharp");
  const input = () => sharp(data, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "truncated", pages: 1 });
  let header: Metadata;
  try {
    header = await input().metadata();
  } catch {
    throw refused("fileDamaged");
  }
  const pixels = (header.width ?? 0) * (header.height ?? 0);
  if (pixels > MAX_IMAGE_PIXELS) throw refused("imageTooManyPixels");
  const encoding =
    type.format === "avif"
      ? { quality: 60, effort: 2 }
      : { quality: 90, ...(type.format === "jpeg" ? { optimiseCoding: pixels <= OPTIMISED_JPEG_MAX_PIXELS } : {}) };
  try {
    const normalised = await input()
      .rotate()
      .toFormat(type.format ?? "png", encoding)
      .toBuffer({ resolveWithObject: true });
    const { width, height } = normalised.info;
    const widths = VARIANT_WIDTHS.filter((candidate) => candidate <= width);
    const variants = await Promise.all(
      (widths.length > 0 ? widths : [width]).map(async (variantWidth) => ({
        width: variantWidth,
        data: await input().rotate().resize({ width: variantWidth, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer(),
      })),
    );
    return { data: normalised.data, width, height, variants };
  } catch (error) {
    if (error instanceof ServiceError) throw error;
    // A header that reads but pixels that do not: a truncated or corrupt file.
    throw refused("fileDamaged");
  }
}

/**
 * Enough structure to be a PDF a browser can open: the `%PDF-` header, a trailer that ends in
 * `%%EOF`, and a `startxref` offset that points at a cross-reference table or stream inside the file.
 */
export function checkPdf(data: Buffer): void {
  if (data.subarray(0, 5).toString("latin1") !== "%PDF-") throw refused("fileDamaged");
  const tail = data.subarray(Math.max(0, data.length - 2048)).toString("latin1");
  const trailer = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(tail);
  const offset = trailer ? Number(trailer[1]) : 0;
  if (offset <= 0 || offset >= data.length) throw refused("fileDamaged");
  const target = data.subarray(offset, offset + 40).toString("latin1");
  if (!target.startsWith("xref") && !/^\d+\s+\d+\s+obj/.test(target)) throw refused("fileDamaged");
}

// eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
const UNSAFE_NAME_CHARACTERS = /[\u0000-\u001f\u007f<>:"/\\|?*\u202a-\u202e\u2066-\u2069]/g;

/**
 * A name for display and for Content-Disposition: no path, no control or bidi characters, at most
 * 120 characters, and the extension of what the file really is.
 */
export function displayFileName(uploaded: string, type: AcceptedType): string {
  const base = (uploaded.split(/[/\\]/).pop() ?? "").normalize("NFC").replace(UNSAFE_NAME_CHARACTERS, "");
  const stem = base
    .replace(/\.[^.]{1,8}$/, "")
    .replace(/\s+/g, " ")
    .replace(/^[\s.]+|[\s.]+$/g, "")
    .slice(0, 120);
  return `${stem || "file"}.${type.extension}`;
}
