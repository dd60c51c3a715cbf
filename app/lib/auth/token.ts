import { TOKEN_COOKIE } from "../../../common/constants.ts";
import { readCookie } from "../../../common/cookies.ts";

/** Where the access token lives; tests pass an in-memory one. */
export interface TokenStore {
  get(): string | null;
  set(token: string, maxAgeSeconds?: number): void;
  remove(): void;
}

/** The session's absolute lifetime on the server (docs/api/accounts.md), used when expire_in is absent. */
const DEFAULT_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

/**
 * The Admin-Token cookie: set by the page (so not HttpOnly), SameSite=Strict so other sites cannot
 * send it, Secure when the page is served over https.
 */
export function tokenCookieString(token: string, maxAgeSeconds: number, secure: boolean): string {
  const maxAge = Math.max(0, Math.floor(maxAgeSeconds));
  return `${TOKEN_COOKIE}=${encodeURIComponent(token)}; Path=/; Max-Age=${maxAge}; SameSite=Strict${secure ? "; Secure" : ""}`;
}

const secure = () => window.location.protocol === "https:";

export function cookieTokenStore(): TokenStore {
  return {
    get: () => (typeof document === "undefined" ? null : readCookie(document.cookie, TOKEN_COOKIE) || null),
    set: (token, maxAgeSeconds = DEFAULT_MAX_AGE_SECONDS) => {
      document.cookie = tokenCookieString(token, maxAgeSeconds > 0 ? maxAgeSeconds : DEFAULT_MAX_AGE_SECONDS, secure());
    },
    remove: () => {
      document.cookie = tokenCookieString("", 0, secure());
    },
  };
}

export function memoryTokenStore(initial: string | null = null): TokenStore {
  let token = initial;
  return {
    get: () => token,
    set: (value) => void (token = value),
    remove: () => void (token = null),
  };
}
