/** Pure helpers of the download flow (reference section 6), kept apart for unit tests. */

function decode(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, "%20"));
  } catch {
    return value;
  }
}

/**
 * The saved file's name: the download-filename header (percent-encoded by the server), else the
 * filename* or filename of Content-Disposition, else the fallback.
 */
export function filenameFromHeaders(headers: Headers, fallback = "download"): string {
  const direct = headers.get("download-filename");
  if (direct) return decode(direct.trim());
  const disposition = headers.get("content-disposition") ?? "";
  const extended = /filename\*\s*=\s*(?:[\w-]+)?'[^']*'([^;]+)/i.exec(disposition);
  if (extended?.[1]) return decode(extended[1].trim().replace(/^"|"$/g, ""));
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(disposition);
  const name = plain?.[2] ?? plain?.[1];
  return name ? decode(name.trim()) : fallback;
}

/** RuoYi's blobValidate: a JSON blob is an error envelope, not a file. */
export function isJsonBlob(blob: Blob): boolean {
  return blob.type.split(";")[0]?.trim().toLowerCase() === "application/json";
}

/** The text shown for a JSON error read from a blob: table text by code, else msg, else the default. */
export function blobErrorMessage(parsed: unknown, table: Readonly<Record<string, string>> & { default: string }): string {
  const envelope = (parsed ?? {}) as { code?: unknown; msg?: unknown };
  const byCode = envelope.code === undefined ? undefined : table[String(envelope.code)];
  if (byCode) return byCode;
  return typeof envelope.msg === "string" && envelope.msg !== "" ? envelope.msg : table.default;
}
