import type { MiddlewareHandler } from "hono";
import { stripLanguagePrefix } from "../../common/language.ts";
import { SEARCH_PATH } from "../../common/search.ts";
import { clientIp, type TrustProxy } from "../security/client-ip.ts";
import type { RateLimits } from "../services/rate-limits.ts";

const WINDOW_MS = 60_000;
/** React Router's loader-data request of the page (a client-side search, a result page). */
const SEARCH_DATA_PATH = `${SEARCH_PATH}.data`;

/**
 * Each query's result page costs a full-text search: an address may ask for `perMinute` of them,
 * counted in one atomic statement shared by every instance (decision 012). A refusal is a 429 in
 * both languages, before any search runs; the empty search page costs nothing and is not counted.
 */
export function searchesPerAddress(deps: {
  rateLimits: RateLimits;
  trust: TrustProxy;
  perMinute: number;
  /** Counts the refusal (/metrics). */
  onRefused: () => void;
}): MiddlewareHandler {
  return async (c, next) => {
    const path = stripLanguagePrefix(c.req.path);
    if ((path !== SEARCH_PATH && path !== SEARCH_DATA_PATH) || !c.req.query("q")?.trim()) return next();
    const taken = await deps.rateLimits.take(`search:${clientIp(c, deps.trust)}`, deps.perMinute, WINDOW_MS);
    if (taken.allowed) return next();
    deps.onRefused();
    return c.text("搜索过于频繁，请稍后再试。\nToo many searches from your address: please try again in a minute.\n", 429, {
      "Retry-After": String(Math.ceil(taken.retryAfterMs / 1000)),
      "Cache-Control": "no-store",
    });
  };
}
