import { sameOriginPath } from "./same-origin-path.ts";

/**
 * Other origins whose images console-edited fields may show: https only, each exactly as
 * `new URL(...).origin` writes it. The Content-Security-Policy's img-src allows the same list
 * (server/security/response-headers.ts), so adding one is a reviewed change to both. Empty: every
 * image is one of our stored files.
 */
export const IMAGE_ORIGINS: readonly string[] = [];

/** Where this site serves stored files (server/api/public-files.ts): side-effect free GETs only. */
const OWN_FILE_PATH = /^\/files\/[\w.\-/]+$/;

/**
 * The value as an image address a console-edited field may hold (home-list images, article images,
 * and any image field added later), or null: one of our stored files, `/files/...` (no query, no
 * `..`), or an https url on an origin in IMAGE_ORIGINS. Anything else, such as a same-origin API
 * path (`/api/v1/web/account/logout` would sign out every visitor who loads the image), is refused.
 * The answer is the parsed, re-encoded form, so what was checked is what the browser loads.
 */
export function imageUrl(value: string | null | undefined, origins: readonly string[] = IMAGE_ORIGINS): string | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  if (trimmed.startsWith("/")) {
    const path = sameOriginPath(trimmed);
    return path !== null && OWN_FILE_PATH.test(path) && !path.includes("..") ? path : null;
  }
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" || url.username || url.password || !origins.includes(url.origin)) return null;
  return url.href;
}
