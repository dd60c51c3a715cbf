import { CAPTCHA_TIMEOUT_MS, WEB_CLIENT_ID } from "../../../common/constants.ts";
import type { logoutCall, userInfoCall } from "../../../common/contracts/account.ts";
import type {
  captchaCall,
  codeTokenCall,
  loginCall,
  oidcCallbackCall,
  oidcUserCall,
  registerWebCall,
  reportChangeCall,
  resetPasswordCall,
  sendCodeCall,
  verifyCodeCall,
} from "../../../common/contracts/auth.ts";
import type { CallBody, CallData } from "../../../common/contracts/call.ts";
import type * as HttpClient from "../http/client.ts";

/**
 * The request layer (encryption, error catalogue, toasts) loads with the first call instead of
 * with the page: the sign-in pages are read before anything is sent (docs/decisions/010-page-speed-budgets.md).
 */
const callApi = (async (...args: Parameters<typeof HttpClient.callApi>) =>
  (await import("../http/client.ts")).callApi(...args)) as typeof HttpClient.callApi;

/** The account calls of spec section 7; shapes come from common/contracts/auth.ts and account.ts. */

export type CaptchaData = CallData<typeof captchaCall>;
export type LoginData = CallData<typeof loginCall>;
export type OidcUser = CallData<typeof oidcUserCall>;
export type CodeChannel = "email" | "sms";

export function getCaptcha() {
  return callApi<typeof captchaCall>("GET /auth/code", {}, { timeout: CAPTCHA_TIMEOUT_MS });
}

/** The reference leaves the guard off for log-in and registration: a retry after a typo is normal. */
export function loginWithPassword(body: { username: string; password: string; code?: string; uuid?: string }) {
  return callApi<typeof loginCall>(
    "POST /v1/web/user/login",
    { body: { ...body, clientId: WEB_CLIENT_ID } },
    { repeatSubmit: false, headers: { grantType: "password" } },
  );
}

export function loginWithCode(channel: CodeChannel, target: string, code: string) {
  const body = channel === "email" ? { email: target, emailCode: code } : { phonenumber: target, smsCode: code };
  return callApi<typeof loginCall>(
    "POST /v1/web/user/login",
    { body: { ...body, clientId: WEB_CLIENT_ID } },
    { repeatSubmit: false, headers: { grantType: channel } },
  );
}

/** Loaded when a form that needs it is sent, so the solver is in no page's first load. */
const provedWork = () => import("./proof-of-work.ts").then(({ proofOfWorkHeaders }) => proofOfWorkHeaders());

export async function sendVerifyCode(body: CallBody<typeof sendCodeCall>) {
  return callApi<typeof sendCodeCall>("POST /v1/web/user/login/get-verify-code", { body }, { headers: await provedWork() });
}

export async function register(body: Omit<CallBody<typeof registerWebCall>, "clientId" | "grantType">) {
  return callApi<typeof registerWebCall>(
    "POST /v1/web/user/registered",
    { body: { ...body, clientId: WEB_CLIENT_ID, grantType: "password" } },
    { repeatSubmit: false, headers: await provedWork() },
  );
}

export function verifyResetCode(body: Omit<CallBody<typeof verifyCodeCall>, "purpose">) {
  return callApi<typeof verifyCodeCall>("POST /v1/web/user/login/verify-code", {
    body: { ...body, purpose: "reset" } as CallBody<typeof verifyCodeCall>,
  });
}

export function resetPassword(body: CallBody<typeof resetPasswordCall>) {
  return callApi<typeof resetPasswordCall>("POST /v1/web/user/login/reset/password", { body });
}

export function reportChange(body: CallBody<typeof reportChangeCall>) {
  return callApi<typeof reportChangeCall>("POST /v1/web/user/report-change", { body });
}

export function getUserInfo(options: { feedback?: boolean } = {}) {
  return callApi<typeof userInfoCall>("GET /v1/web/account/user-info", {}, options);
}

export function logoutRequest() {
  return callApi<typeof logoutCall>("GET /v1/web/account/logout", {}, { feedback: false });
}

/** The /callback page forwards the provider's query (code, state ...) as it received it. */
export function oidcCallback(query: string) {
  const params = Object.fromEntries(new URLSearchParams(query));
  return callApi<typeof oidcCallbackCall>("GET /auth/oidc/callback", { query: params });
}

export function getCodeToken(uniqueKey: string) {
  return callApi<typeof codeTokenCall>("GET /v1/web/user/login/code-token", { query: { uniqueKey, codeTokenType: "oidc" } });
}

export function getOidcUser(uniqueKey: string) {
  return callApi<typeof oidcUserCall>(
    "GET /v1/web/user/login/get-user",
    { query: { uniqueKey, codeTokenType: "oidc" } },
    { feedback: false },
  );
}

export function oidcAuthorizeUrl(redirect: string): string {
  return `/api/auth/oidc/authorize?redirect=${encodeURIComponent(redirect)}`;
}
