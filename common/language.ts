import { DEFAULT_LANGUAGE, isLanguage, STORAGE_KEYS, type Language } from "./constants.ts";
import { readCookie } from "./cookies.ts";

/** English pages are also served under this prefix so that crawlers can reach them by URL. */
export const ENGLISH_PREFIX = "/en";

export function hasEnglishPrefix(pathname: string): boolean {
  return pathname === ENGLISH_PREFIX || pathname.startsWith(`${ENGLISH_PREFIX}/`);
}

export function stripLanguagePrefix(pathname: string): string {
  return hasEnglishPrefix(pathname) ? pathname.slice(ENGLISH_PREFIX.length) || "/" : pathname;
}

/** Prefixed URLs are always English; otherwise the saved choice, else Chinese. */
export function resolveLanguage(pathname: string, cookieHeader: string | null): Language {
  if (hasEnglishPrefix(pathname)) return "en_US";
  const saved = readCookie(cookieHeader, STORAGE_KEYS.language);
  return isLanguage(saved) ? saved : DEFAULT_LANGUAGE;
}

export function languageOfRequest(request: Request): Language {
  return resolveLanguage(new URL(request.url).pathname, request.headers.get("cookie"));
}

/** Keeps visitors of the /en pages on /en pages; other pages use the plain spec paths. */
export function localizePath(path: string, englishPrefix: boolean): string {
  if (!englishPrefix || !path.startsWith("/") || hasEnglishPrefix(path)) return path;
  return path === "/" ? ENGLISH_PREFIX : `${ENGLISH_PREFIX}${path}`;
}

export function htmlLang(language: Language): string {
  return language === "zh_CN" ? "zh-CN" : "en";
}
