import zlib from "node:zlib";

const INLINE_STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/g;
const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

const totalBytes = (html: string, pattern: RegExp) =>
  [...html.matchAll(pattern)].reduce((sum, match) => sum + Buffer.byteLength(match[1] ?? ""), 0);

/** What a page's HTML weighs: raw and gzip bytes, and the inline CSS and inline scripts in it. */
export function documentWeight(html: string) {
  return {
    rawBytes: Buffer.byteLength(html),
    gzipBytes: zlib.gzipSync(html, { level: 6 }).length,
    inlineCssBytes: totalBytes(html, INLINE_STYLE),
    inlineScriptBytes: totalBytes(html, INLINE_SCRIPT),
  };
}
