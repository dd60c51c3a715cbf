import { Readable } from "node:stream";
import type { Context } from "hono";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "../../common/constants.ts";
import { formatMessage, serverMessages, type ServerMessageKey } from "../i18n/server-messages.ts";
import type { ServiceError } from "../services/service-error.ts";

/**
 * Handled outcomes answer HTTP 200 with the envelope `{code, msg, data}`, as the reference
 * framework does; `code` carries the outcome. The message follows the request's language.
 */
export function requestLanguage(c: Context): Language {
  const header = c.req.header("content-language");
  return isLanguage(header) ? header : DEFAULT_LANGUAGE;
}

export function message(c: Context, key: ServerMessageKey, params?: Record<string, string | number>): string {
  return formatMessage(serverMessages[requestLanguage(c)][key], params);
}

declare const answerShape: unique symbol;

/**
 * A response that carries, for the compiler only, what its envelope holds: `ok` and `paged` make
 * one, and the call router (call-router.ts) requires a handler's answer to hold its contract's
 * `data` or rows, so an answer that does not match its contract fails the typecheck.
 */
export type Answer<Shape> = Response & { readonly [answerShape]: Shape };
const answer = <Shape>(response: Response) => response as Answer<Shape>;

/** Requests answered with code 200 (the call router counts a contract's analytics event on them). */
const answeredOk = new WeakSet<Context>();

export function ok<T>(c: Context, data: T, key: ServerMessageKey = "success", params?: Record<string, string | number>) {
  answeredOk.add(c);
  return answer<{ data: T }>(c.json({ code: 200, msg: message(c, key, params), data }));
}

/** The call succeeded: code 200 in the envelope, or (a file call) the file answered with HTTP 200. */
export function succeeded(c: Context, answersFile: boolean): boolean {
  if (answersFile) return c.res.status === 200 && !c.res.headers.get("content-type")?.includes("json");
  return answeredOk.has(c);
}

/** A paged list: `{code, msg, rows, total}`. */
export function paged<Row>(c: Context, page: { rows: Row[]; total: number }) {
  return answer<{ rows: Row[] }>(c.json({ code: 200, msg: message(c, "success"), rows: page.rows, total: page.total }));
}

/** A file as a download: its type, its name (both headers the browser reads), its bytes as they come. */
export function attachment(c: Context, file: { fileName: string; contentType: string; body: Readable; size?: number }) {
  c.header("Content-Type", file.contentType);
  if (file.size !== undefined) c.header("Content-Length", String(file.size));
  c.header("Content-Disposition", contentDisposition(file.fileName));
  c.header("download-filename", encodeURIComponent(file.fileName));
  return c.body(Readable.toWeb(file.body) as ReadableStream);
}

/** RFC 6266 / 5987 Content-Disposition: an ASCII fallback plus the exact UTF-8 name. */
export function contentDisposition(fileName: string, type: "attachment" | "inline" = "attachment"): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export function fail(
  c: Context,
  code: number,
  key: ServerMessageKey,
  options: { params?: Record<string, string | number>; data?: unknown; httpStatus?: 200 | 400 | 413 | 415 | 503 } = {},
) {
  const body = { code, msg: message(c, key, options.params), data: options.data ?? null };
  // Without an explicit status, keep one a handler set (readiness answers 503 that way).
  // A refusal stands in for any call's answer.
  return answer<never>(options.httpStatus === undefined ? c.json(body) : c.json(body, options.httpStatus));
}

export function failWith(c: Context, error: ServiceError) {
  return fail(c, error.code, error.key, {
    params: error.params,
    data: error.data,
    ...(error.httpStatus === 200 ? {} : { httpStatus: error.httpStatus }),
  });
}
