import type { IncomingMessage } from "node:http";
import { MAX_TRACKED_URL_LENGTH } from "../../../common/beacon.ts";
import { stripLanguagePrefix } from "../../../common/language.ts";
import { PREVIEW_PATH_PREFIX } from "../../../common/news.ts";

/**
 * What analytics reads from a request, taken on the request path as the header strings they are
 * (no parsing, no hashing there): the work happens when the batch is written.
 */
export interface RequestFacts {
  userAgent: string | undefined;
  referer: string | undefined;
  cookie: string | undefined;
  /** `DNT: 1` or `Sec-GPC: 1`: the view is counted, tied to no visitor. */
  optOut: boolean;
  socketAddress: string | undefined;
  forwardedFor: string | undefined;
  /** A session token the answer itself set (a sign-in): its owner may be staff. */
  issuedToken?: string | undefined;
}

export type HeaderOf = (name: string) => string | undefined;

/** A speculative load: the visitor may never see the page (Chromium, Firefox, Safari's names). */
export function isPrefetch(header: HeaderOf): boolean {
  return (
    Boolean(header("sec-purpose")?.includes("prefetch")) ||
    header("purpose") === "prefetch" ||
    header("x-moz") === "prefetch" ||
    header("x-purpose") === "preview"
  );
}

export function requestFacts(header: HeaderOf, socketAddress: string | undefined): RequestFacts {
  return {
    userAgent: header("user-agent"),
    referer: header("referer"),
    cookie: header("cookie"),
    optOut: header("dnt") === "1" || header("sec-gpc") === "1",
    socketAddress,
    forwardedFor: header("x-forwarded-for"),
  };
}

/** A header of a node:http request (the page cache's answers before the app). */
export function nodeHeader(request: IncomingMessage): HeaderOf {
  return (name) => {
    const value = request.headers[name];
    return Array.isArray(value) ? value.join(", ") : value;
  };
}

/** Share-preview links (/preview/{token}) are reviewers reading an unpublished article: never a page view. */
const NOT_PAGES = ["/admin", "/api/", "/assets/", "/files/", "/redirect/", "/callback", "/__manifest", PREVIEW_PATH_PREFIX];

/**
 * The page a path shows, as analytics keeps it: without the /en prefix (the language is recorded
 * apart) and without a trailing slash; undefined for what is not a public page (the console, the
 * API, files, the sign-in callbacks, loader data, anything with a file extension).
 */
export function pageOfPath(pathname: string): string | undefined {
  if (pathname.length > MAX_TRACKED_URL_LENGTH || !pathname.startsWith("/") || pathname.startsWith("//")) return undefined;
  const page = stripLanguagePrefix(pathname);
  if (NOT_PAGES.some((prefix) => page === prefix.replace(/\/$/, "") || page.startsWith(prefix))) return undefined;
  if (/\.[a-z0-9]+$/i.test(page)) return undefined;
  return page.length > 1 ? page.replace(/\/+$/, "") : page;
}
