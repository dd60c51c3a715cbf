import { WEB_CLIENT_ID } from "../../../common/constants.ts";
import type {
  Call,
  CallBody,
  CallData,
  CallParams,
  CallQuery,
  CallRoute,
  CallRow,
  ListCall,
  ParsedQuery,
} from "../../../common/contracts/call.ts";
import { confirm, toast } from "../../components/ui/notify.ts";
import { userStore } from "../../stores/user-store.ts";
import { hasEnglishPrefix, localizePath } from "../../../common/language.ts";
import { httpMessages } from "./error-messages.ts";
import { formShowsErrors } from "./form-errors.ts";
import { createHttpClient, type ApiEnvelope, type HttpFeedback, type RequestOptions } from "./request.ts";
import { documentLanguage, getEncryptPublicKey } from "./runtime.ts";

/** The browser's request layer (spec section 7): the core of request.ts over the page's fetch, cookies and storage. */
export const API_BASE = "/api";

/** The /login address that brings the visitor back to where they are (code 401, booking). */
export function loginPathFor(location: { pathname: string; search: string }): string {
  const back = `${location.pathname}${location.search}`;
  return `${localizePath("/login", hasEnglishPrefix(location.pathname))}?redirect=${encodeURIComponent(back)}`;
}

let reloginShowing = false;
const browserFeedback: HttpFeedback = {
  toast: (type, message, durationMs) => {
    if (formShowsErrors() && (type === "error" || type === "warning")) return;
    toast(type, message, durationMs);
  },
  unauthorized(prompt) {
    // The session is gone (the server cleared its cookie), whatever the visitor chooses below.
    userStore.getState().clear();
    if (!prompt || reloginShowing) return;
    reloginShowing = true;
    const texts = httpMessages[documentLanguage()];
    void confirm({
      title: texts.reloginTitle,
      message: texts.sessionExpired,
      confirmText: texts.reloginConfirm,
      cancelText: texts.reloginCancel,
    })
      .then((relogin) => {
        if (relogin) window.location.assign(loginPathFor(window.location));
      })
      .finally(() => {
        reloginShowing = false;
      });
  },
};

function sessionStore(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.sessionStorage;
  } catch {
    // Storage disabled: no repeat-submission guard.
    return undefined;
  }
}

const client = createHttpClient({
  fetch: (input, init) => fetch(input, init),
  baseUrl: API_BASE,
  clientId: WEB_CLIENT_ID,
  language: documentLanguage,
  publicKey: getEncryptPublicKey,
  session: sessionStore(),
  feedback: browserFeedback,
  warn: (message) => console.warn(message),
});

export const request = client.request;
export const requestBlob = client.requestBlob;

export function get<T>(url: string, options: Omit<RequestOptions, "method" | "data"> = {}): Promise<ApiEnvelope<T>> {
  return client.request<T>(url, { ...options, method: "GET" });
}

export function post<T>(url: string, data?: unknown, options: Omit<RequestOptions, "method" | "data"> = {}): Promise<ApiEnvelope<T>> {
  return client.request<T>(url, { ...options, method: "POST", data });
}

export interface CallInput<C extends Call> {
  body?: CallBody<C>;
  /** What the contract accepts; a query its schema has already parsed is one of those. */
  query?: CallQuery<C> | ParsedQuery<C>;
  params?: CallParams<C>;
}

declare global {
  interface ImportMetaEnv {
    /** The calls whose contract says `encrypted`, "METHOD /path", listed by the build (vite.config.ts). */
    readonly ENCRYPTED_CALLS: readonly string[];
  }
}
/** Sealed here, and only these: the flag is the contract's. */
const encryptedCalls = new Set<string>(import.meta.env.ENCRYPTED_CALLS);

/**
 * One call of a contract in common/contracts/, named "METHOD /path" (the compiler checks the name
 * against the contract, and types the input and the answer from its schemas): the browser imports
 * contracts as types only, so public pages carry no schema code. Whether the body is sealed comes
 * from the contract too.
 */
export function callApi<C extends Call>(
  route: CallRoute<C>,
  input: CallInput<C> = {},
  options: Omit<RequestOptions, "method" | "data" | "params" | "isEncrypt"> = {},
): Promise<ApiEnvelope<CallData<C>>> {
  const separator = route.indexOf(" ");
  const method = route.slice(0, separator) as RequestOptions["method"];
  const params = (input.params ?? {}) as Record<string, string | number>;
  const path = route.slice(separator + 1).replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
  return client.request<CallData<C>>(path, {
    ...options,
    method,
    data: input.body,
    params: input.query as object | undefined,
    isEncrypt: encryptedCalls.has(route),
  });
}

/** One page of a console list (`{ rows, total }`), its rows typed by the contract. */
export async function callList<C extends ListCall>(
  route: CallRoute<C>,
  query: ParsedQuery<C>,
): Promise<{ rows: CallRow<C>[]; total: number }> {
  const answer = await callApi<C>(route, { query });
  return { rows: (answer.rows ?? []) as CallRow<C>[], total: answer.total ?? 0 };
}
