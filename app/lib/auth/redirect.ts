import { stripLanguagePrefix } from "../../../common/language.ts";
import { sameOriginPath } from "../../../common/same-origin-path.ts";

// Going back to these after signing in would loop or make no sense.
const AUTH_PAGES = ["/login", "/register", "/forget", "/callback", "/callbackSuccess"];

/**
 * The ?redirect= target after signing in: only a same-site path (common/same-origin-path.ts),
 * never another sign-in page; anything else gives the fallback. A target that is still
 * percent-encoded (the reference encodes it twice) is decoded once more, then checked.
 */
export function safeRedirect(value: string | null | undefined, fallback: string): string {
  if (!value) return fallback;
  let target = value.trim();
  if (/^%2F/i.test(target)) {
    try {
      target = decodeURIComponent(target);
    } catch {
      return fallback;
    }
  }
  const path = sameOriginPath(target);
  if (path === null) return fallback;
  if (AUTH_PAGES.includes(stripLanguagePrefix(path.replace(/[?#].*$/s, "")))) return fallback;
  return path;
}
