import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { SIGNED_IN_COOKIE, TOKEN_COOKIE } from "../../common/constants.ts";

/** How the site's cookies are marked: Secure when the site is served over https (SITE_ORIGIN). */
export interface CookiePolicy {
  secure: boolean;
}

/**
 * The browser's session (docs/decisions/017): the token in an HttpOnly, SameSite=Lax cookie that
 * scripts cannot read, and a readable flag without a secret so the page knows it is signed in.
 */
export function startBrowserSession(c: Context, policy: CookiePolicy, token: string, maxAgeSeconds: number): void {
  const common = { path: "/", sameSite: "Lax", secure: policy.secure, maxAge: Math.max(0, Math.floor(maxAgeSeconds)) } as const;
  setCookie(c, TOKEN_COOKIE, token, { ...common, httpOnly: true });
  setCookie(c, SIGNED_IN_COOKIE, "1", common);
}

export function endBrowserSession(c: Context, policy: CookiePolicy): void {
  deleteCookie(c, TOKEN_COOKIE, { path: "/", secure: policy.secure, httpOnly: true, sameSite: "Lax" });
  deleteCookie(c, SIGNED_IN_COOKIE, { path: "/", secure: policy.secure, sameSite: "Lax" });
}

export function sessionCookieToken(c: Context): string | undefined {
  return getCookie(c, TOKEN_COOKIE) || undefined;
}

/** API clients send `Authorization: Bearer <token>`; the browser sends the cookie. */
export function bearerToken(c: Context): string | undefined {
  const header = c.req.header("authorization") ?? "";
  return (header.startsWith("Bearer ") && header.slice(7).trim()) || undefined;
}

/**
 * Binds a third-party sign-in to the browser that started it (server/services/oidc.ts): lives
 * as long as a started sign-in, sent only to the API.
 */
const SIGN_IN_BINDING_COOKIE = "oidc-binding";
const SIGN_IN_BINDING_PATH = "/api";

export function bindSignIn(c: Context, policy: CookiePolicy, binding: string, maxAgeSeconds: number): void {
  setCookie(c, SIGN_IN_BINDING_COOKIE, binding, {
    path: SIGN_IN_BINDING_PATH,
    httpOnly: true,
    sameSite: "Lax",
    secure: policy.secure,
    maxAge: maxAgeSeconds,
  });
}

export function signInBinding(c: Context): string | undefined {
  return getCookie(c, SIGN_IN_BINDING_COOKIE) || undefined;
}

export function endSignInBinding(c: Context, policy: CookiePolicy): void {
  deleteCookie(c, SIGN_IN_BINDING_COOKIE, { path: SIGN_IN_BINDING_PATH, secure: policy.secure, httpOnly: true, sameSite: "Lax" });
}
