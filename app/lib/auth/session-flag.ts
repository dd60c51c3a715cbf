import { SIGNED_IN_COOKIE } from "../../../common/constants.ts";
import { readCookie } from "../../../common/cookies.ts";

/**
 * Whether the browser holds a session. The token itself is an HttpOnly cookie that no script can
 * read; the server sets and clears a readable "Signed-In" flag beside it (docs/decisions/017).
 */
export interface SessionFlag {
  present(): boolean;
  /** Drops the flag locally, when the server said the session is gone (code 401) or on logout. */
  clear(): void;
}

export function cookieSessionFlag(): SessionFlag {
  return {
    present: () => typeof document !== "undefined" && readCookie(document.cookie, SIGNED_IN_COOKIE) === "1",
    clear: () => {
      const secure = window.location.protocol === "https:" ? "; Secure" : "";
      document.cookie = `${SIGNED_IN_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
    },
  };
}

export function memorySessionFlag(initial = false): SessionFlag {
  let present = initial;
  return {
    present: () => present,
    clear: () => void (present = false),
  };
}
