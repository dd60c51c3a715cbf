import { CAPTCHA_TIMEOUT_MS, WEB_CLIENT_ID } from "../../../common/constants.ts";
import type { UserInfoResponse } from "../../stores/user-store.ts";
import { get, post } from "../http/client.ts";

/** The account calls of spec section 7, typed after docs/api/accounts.md. */

export interface CaptchaData {
  captchaEnabled?: boolean;
  uuid?: string;
  /** base64 of an SVG image, without a data-URL prefix. */
  img?: string;
}

export interface LoginData {
  access_token: string;
  expire_in?: number;
  client_id?: string;
}

export type CodeChannel = "email" | "sms";
export type CodePurpose = "login" | "register" | "reset";

export interface CaptchaAnswer {
  code?: string;
  uuid?: string;
}

export interface OidcCallbackData {
  uniqueKey: string;
  codeTokenType: string;
  redirect?: string;
}

export interface OidcUser {
  provider: string;
  email: string | null;
  nickname: string | null;
  avatar: string | null;
  isNewAccount: boolean;
}

const anonymous = { isToken: false } as const;
const sealed = { isToken: false, isEncrypt: true } as const;

export function getCaptcha() {
  return get<CaptchaData>("/auth/code", { ...anonymous, timeout: CAPTCHA_TIMEOUT_MS });
}

/** The reference leaves the guard off for log-in and registration: a retry after a typo is normal. */
export function loginWithPassword(body: { username: string; password: string } & CaptchaAnswer) {
  return post<LoginData>(
    "/v1/web/user/login",
    { ...body, clientId: WEB_CLIENT_ID },
    { ...sealed, repeatSubmit: false, headers: { grantType: "password" } },
  );
}

export function loginWithCode(channel: CodeChannel, target: string, code: string) {
  const body = channel === "email" ? { email: target, emailCode: code } : { phonenumber: target, smsCode: code };
  return post<LoginData>(
    "/v1/web/user/login",
    { ...body, clientId: WEB_CLIENT_ID },
    { ...sealed, repeatSubmit: false, headers: { grantType: channel } },
  );
}

export function sendVerifyCode(body: { channel: CodeChannel; target: string; purpose: CodePurpose } & CaptchaAnswer) {
  return post<{ cooldownSeconds: number }>("/v1/web/user/login/get-verify-code", body, sealed);
}

export function register(body: {
  username: string;
  password: string;
  confirmPassword: string;
  email: string;
  emailCode: string;
  nickname?: string;
}) {
  return post<{ userId: number }>(
    "/v1/web/user/registered",
    { ...body, clientId: WEB_CLIENT_ID, grantType: "password" },
    { ...sealed, repeatSubmit: false },
  );
}

export function verifyResetCode(body: { channel: CodeChannel; target: string; verifyCode: string }) {
  return post<{ resetToken: string; expiresInSeconds: number }>("/v1/web/user/login/verify-code", { ...body, purpose: "reset" }, sealed);
}

export function resetPassword(body: { resetToken: string; password: string; confirmPassword: string }) {
  return post<null>("/v1/web/user/login/reset/password", body, sealed);
}

export function getUserInfo(options: { feedback?: boolean } = {}) {
  return get<UserInfoResponse>("/v1/web/account/user-info", options);
}

export function logoutRequest() {
  return get<null>("/v1/web/account/logout", { feedback: false });
}

/** The /callback page forwards the provider's query (code, state ...) as it received it. */
export function oidcCallback(query: string) {
  return get<OidcCallbackData>(`/auth/oidc/callback${query.startsWith("?") ? query : `?${query}`}`, anonymous);
}

export function getCodeToken(uniqueKey: string, codeTokenType: string) {
  return get<LoginData>("/v1/web/user/login/code-token", { ...anonymous, params: { uniqueKey, codeTokenType } });
}

export function getOidcUser(uniqueKey: string, codeTokenType: string) {
  return get<OidcUser>("/v1/web/user/login/get-user", { ...anonymous, params: { uniqueKey, codeTokenType }, feedback: false });
}

export function oidcAuthorizeUrl(redirect: string): string {
  return `/api/auth/oidc/authorize?redirect=${encodeURIComponent(redirect)}`;
}
