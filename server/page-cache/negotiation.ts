import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { contentSecurityPolicy } from "../security/response-headers.ts";
import { freshNonce, joinWithNonce, NONCE_LENGTH, splitAtNonces, withNonce } from "./nonce-stamping.ts";
import { deflateParts, stampGzip, type StampedGzip } from "./stamped-gzip.ts";

/**
 * Content negotiation for rendered pages: which encoding, whether the browser's copy is still
 * good (ETag), and the bytes of one answer, stamped with its own nonce.
 */

type Bytes = Buffer<ArrayBuffer>;

/** A rendered page in every form it is answered in: compressed once, stamped per answer. */
export interface PreparedPage {
  status: number;
  /** Header pairs of the full answer, without the encoding-specific ones and the CSP. */
  headers: [string, string][];
  /** Of the page as rendered, nonce placeholders included: the same for every answer of it. */
  etag: string;
  isHtml: boolean;
  /** The document split at its nonce placeholders, deflated once (stamped-gzip.ts). */
  gzip: StampedGzip;
  /** Brotli cannot be stamped: only documents without a nonce (loader data) have a brotli copy. */
  br?: Bytes;
  /** Bytes held by the copies above. */
  bytes: number;
}

/** What one answer depends on in the request. */
export interface AnswerRequest {
  ifNoneMatch: string | undefined;
  acceptEncoding: string | undefined;
  head: boolean;
}

const brotli = promisify(zlib.brotliCompress);
const gzipInThreadPool = promisify(zlib.gzip);
const ONCE_GZIP_LEVEL = 4;

/**
 * Gives the memory of page copies nothing refers to any more back at once. A render passes through
 * the main thread as three or four copies of the page; left to the garbage collector they were
 * freed only when V8's count of such memory reached its limit (40-60 MB of dead pages at a time),
 * and glibc kept the heap they had filled (docs/decisions/028-production-operations.md, memory).
 * Detaching an ArrayBuffer (a transfer to an empty one) frees it now. Only a buffer that is the
 * whole of its ArrayBuffer: a small Buffer shares Node's pool with others.
 */
export function freeNow(...buffers: Buffer[]) {
  for (const { buffer: memory, byteOffset, byteLength } of buffers) {
    // A pooled Buffer is always shorter than half the pool: it is never the whole of its ArrayBuffer.
    const whole = byteLength > 0 && byteOffset === 0 && byteLength === memory.byteLength;
    if (whole && memory instanceof ArrayBuffer && !memory.detached) memory.transfer(0);
  }
}

/** The copies of a page that is kept: stamped gzip, and brotli when it has no nonce. */
export async function preparePage(status: number, headers: [string, string][], document: Bytes, isHtml: boolean): Promise<PreparedPage> {
  const plain = splitAtNonces(document);
  const gzip = await deflateParts(plain, NONCE_LENGTH);
  const br =
    plain.length === 1 ? ((await brotli(plain[0] as Bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } })) as Bytes) : undefined;
  const plainBytes = plain.reduce((sum, part) => sum + part.length, 0);
  const gzipBytes = gzip.parts.reduce((sum, part) => sum + part.length, 0);
  return {
    status,
    headers,
    etag: `"${createHash("sha256").update(document).digest("base64url").slice(0, 32)}"`,
    isHtml,
    gzip,
    ...(br ? { br } : {}),
    bytes: plainBytes + gzipBytes + (br?.length ?? 0),
  };
}

/** br, then gzip, then none: what the request accepts (q=0 refusals are not honoured specially). */
function preferredEncoding(acceptEncoding: string | undefined): "br" | "gzip" | undefined {
  if (!acceptEncoding) return undefined;
  if (acceptEncoding.includes("br")) return "br";
  return acceptEncoding.includes("gzip") ? "gzip" : undefined;
}

/** If-None-Match uses the weak comparison: a W/ prefix or a list still matches. */
function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  return ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

/** The status, headers and body chunks of one answer of a prepared page; a fresh nonce for every document. */
export function answerOf(page: PreparedPage, { ifNoneMatch, acceptEncoding, head }: AnswerRequest) {
  const headers: [string, string][] = [...page.headers, ["ETag", page.etag]];
  // A 304 carries no policy: the browser keeps the one that came with the nonce of its copy.
  if (matchesEtag(ifNoneMatch, page.etag)) return { status: 304, headers, body: undefined };
  const nonce = freshNonce();
  if (page.isHtml) headers.push(["Content-Security-Policy", contentSecurityPolicy(nonce)]);
  let encoding = preferredEncoding(acceptEncoding);
  if (encoding === "br" && !page.br) encoding = acceptEncoding?.includes("gzip") ? "gzip" : undefined;
  const nonceBytes = Buffer.from(nonce);
  const body: Buffer[] =
    encoding === "br"
      ? [page.br as Bytes]
      : encoding === "gzip"
        ? stampGzip(page.gzip, nonceBytes)
        : joinWithNonce(page.gzip.plain, nonceBytes);
  if (encoding) headers.push(["Content-Encoding", encoding]);
  headers.push(["Content-Length", String(body.reduce((sum, chunk) => sum + chunk.length, 0))]);
  return { status: page.status, headers, body: head ? undefined : body };
}

/** A prepared page answered as a web Response (inside the app). */
export function responseOf(page: PreparedPage, request: Request): Response {
  const { status, headers, body } = answerOf(page, {
    ifNoneMatch: request.headers.get("if-none-match") ?? undefined,
    acceptEncoding: request.headers.get("accept-encoding") ?? undefined,
    head: request.method === "HEAD",
  });
  return new Response(body ? new Uint8Array(Buffer.concat(body)) : null, { status, headers });
}

/**
 * A page that is not kept (the console's, or any page with the cache off), stamped with its nonce
 * when it is a document: gzip in the thread pool rather than Hono's compress(), whose web streams
 * cost more than the compression itself. Level 4, as such a page is compressed once per answer: on
 * the 45 KB home page it costs 0.36 ms where level 6 costs 0.50 ms, for 225 more bytes (12,737
 * instead of 12,512). `document` is the caller's no more: its memory is freed once it is copied.
 */
export async function answerOnce(request: Request, status: number, headers: [string, string][], document: Bytes, isHtml: boolean) {
  let body = document;
  if (isHtml) {
    const nonce = freshNonce();
    headers.push(["Content-Security-Policy", contentSecurityPolicy(nonce)]);
    body = withNonce(document, nonce);
    freeNow(document);
  }
  if (!request.headers.get("accept-encoding")?.includes("gzip")) return new Response(body, { status, headers });
  const compressed = await gzipInThreadPool(body, { level: ONCE_GZIP_LEVEL });
  freeNow(body);
  headers.push(["Content-Encoding", "gzip"]);
  // Shared caches must tell the encodings apart, beside whatever else the route varies on.
  const vary = headers.find(([name]) => name.toLowerCase() === "vary");
  if (!vary) headers.push(["Vary", "Accept-Encoding"]);
  else if (!/accept-encoding/i.test(vary[1])) vary[1] = `${vary[1]}, Accept-Encoding`;
  return new Response(new Uint8Array(compressed), { status, headers });
}
