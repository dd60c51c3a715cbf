import { stripLanguagePrefix } from "../../../common/language.ts";

const PLACEHOLDER_ORIGIN = "http://redirect.invalid";
// Going back to these after signing in would loop or make no sense.
const AUTH_PAGES = ["/login", "/register", "/forget", "/callback", "/callbackSuccess"];

/**
 * The ?redirect= target after signing in: only a same-site path ("/...", not "//..." or "/\..."),
 * never another sign-in page; anything else gives the fallback. A target that is still
 * percent-encoded (the reference encodes it twice) is decoded once more.
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
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (!target.startsWith("/") || target.startsWith("//") || /[\\\u0000-\u001f]/.test(target)) return fallback;
  let url: URL;
  try {
    url = new URL(target, PLACEHOLDER_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PLACEHOLDER_ORIGIN) return fallback;
  if (AUTH_PAGES.includes(stripLanguagePrefix(url.pathname))) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
