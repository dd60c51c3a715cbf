import { ERROR_TOAST_MS, REQUEST_TIMEOUT_MS, type Language } from "../../../common/constants.ts";
import { applyEnglishFields } from "../../../common/english-fields.ts";
import { toQueryString } from "../../../common/query-string.ts";
import { ENCRYPT_KEY_HEADER, learnServerTime, openResponse, sealRequest } from "./encryption.ts";
import { httpMessages, messageForCode, transportMessage, type TransportFailure } from "./error-messages.ts";
import { HttpError } from "./http-error.ts";
import { forgetSubmission, guardSubmission, type SessionLike } from "./repeat-guard.ts";

/** The response envelope of spec section 3; paged lists add rows and total. */
/**
 * HTTP statuses the server answers with an envelope: a refused upload (server/api/multipart-upload.ts),
 * or one refused while the instance decodes its most images (server/services/image-decode-gate.ts).
 */
const ENVELOPE_STATUSES = new Set([400, 413, 415, 503]);

export interface ApiEnvelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
  rows?: unknown[];
  total?: number;
}

export type ToastType = "success" | "info" | "warning" | "error";

/** How the request layer talks to the visitor; the browser implementation loads lazily. */
export interface HttpFeedback {
  toast(type: ToastType, message: string, durationMs?: number): void;
  /**
   * Code 401: local auth state is stale. `prompt` is false when the caller turned feedback off
   * (for example a background refresh), in which case nothing is shown.
   */
  unauthorized(prompt: boolean): void;
}

export interface HttpDeps {
  fetch: typeof fetch;
  /** "/api" in the browser. */
  baseUrl: string;
  clientId: string;
  language(): Language;
  /** The server's RSA-OAEP public key (SPKI base64), for encrypted requests. */
  publicKey(): string | null | undefined;
  /** sessionStorage for the repeat-submission record; absent means no guard. */
  session?: SessionLike | undefined;
  feedback: HttpFeedback;
  now?: () => number;
  warn?: (message: string) => void;
}

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Query parameters, flattened as key[sub] with empty values skipped (spec section 7). */
  params?: object;
  /** The body: objects are sent as JSON; strings, FormData and URLSearchParams as they are. */
  data?: unknown;
  headers?: Record<string, string>;
  /** false: skip the repeat-submission guard. */
  repeatSubmit?: boolean;
  /** Seal a POST or PUT body with the envelope encryption. */
  isEncrypt?: boolean;
  timeout?: number;
  signal?: AbortSignal;
  /** false: no toast and no re-login prompt; the caller handles the rejection. */
  feedback?: boolean;
}

export interface BlobResult {
  blob: Blob;
  headers: Headers;
}

interface Sent {
  response: Response;
  /** The request's envelope key, when the body was sealed. */
  key: string | undefined;
  language: Language;
  finish(): void;
  timedOut(): boolean;
  /** A refused write is no duplicate when sent again: its repeat-submission record goes. */
  refused(): void;
}

const BODY_METHODS = new Set(["POST", "PUT"]);

/** A call of the operator console (/api/admin/...), relative to the API base like every call here. */
export function isConsoleCall(url: string): boolean {
  return url === "/admin" || url.startsWith("/admin/") || url.startsWith("/admin?");
}

function isRawBody(data: unknown): data is string | FormData | URLSearchParams | Blob {
  return (
    typeof data === "string" ||
    (typeof FormData !== "undefined" && data instanceof FormData) ||
    data instanceof URLSearchParams ||
    (typeof Blob !== "undefined" && data instanceof Blob)
  );
}

/** Base path, then the flattened GET query (spec section 7); absolute URLs are left alone. */
export function buildUrl(baseUrl: string, url: string, params?: object): string {
  const full = /^https?:\/\//.test(url) || url.startsWith(`${baseUrl}/`) ? url : `${baseUrl}${url}`;
  const query = params ? toQueryString(params) : "";
  if (!query) return full;
  return `${full}${full.includes("?") ? "&" : "?"}${query}`;
}

export type Outcome = { type: "ok" } | { type: "unauthorized"; message: string } | { type: "error" | "warning"; message: string };

/**
 * Spec section 8: a missing code (or 0) counts as success; 401 expires the session; 601 is a
 * warning; every other code is an error, with the message chosen by messageForCode.
 */
export function outcomeOf(envelope: { code?: unknown; msg?: unknown }, language: Language): Outcome {
  const code = Number(envelope.code) || 200;
  if (code === 200) return { type: "ok" };
  if (code === 401) return { type: "unauthorized", message: httpMessages[language].sessionExpired };
  return { type: code === 601 ? "warning" : "error", message: messageForCode(code, envelope.msg, language) };
}

/** Creates the request function of spec section 7 over injectable fetch, storage and feedback. */
export function createHttpClient(deps: HttpDeps) {
  const now = deps.now ?? Date.now;

  async function send(url: string, options: RequestOptions): Promise<Sent> {
    const language = deps.language();
    const texts = httpMessages[language];
    const method = options.method ?? "GET";
    const showFeedback = options.feedback !== false;
    const fail = (error: HttpError, toast = true): never => {
      if (toast && showFeedback) deps.feedback.toast("error", error.message, ERROR_TOAST_MS);
      throw error;
    };

    const target = buildUrl(deps.baseUrl, url, method === "GET" ? options.params : undefined);
    const headers = new Headers(options.headers);
    headers.set("Content-Language", language);
    headers.set("clientid", deps.clientId);
    // No Authorization header: the session travels in its HttpOnly cookie (decision 017).

    const hasBody = options.data !== undefined && method !== "GET";
    const guarded = hasBody && BODY_METHODS.has(method) && options.repeatSubmit !== false ? deps.session : undefined;
    if (guarded && guardSubmission(guarded, target, options.data, now())) {
      deps.warn?.(`[${target}]: ${texts.repeatSubmit}`);
      fail(new HttpError("repeat", texts.repeatSubmit), false);
    }
    const refused = () => {
      if (guarded) forgetSubmission(guarded, target, options.data);
    };

    let body: BodyInit | undefined;
    let key: string | undefined;
    if (hasBody) {
      if (options.isEncrypt && BODY_METHODS.has(method)) {
        const publicKey = deps.publicKey();
        if (!publicKey) fail(new HttpError("encryption", texts.encryptionUnavailable));
        const plain = typeof options.data === "string" ? options.data : JSON.stringify(options.data);
        try {
          const sealed = await sealRequest(plain, publicKey as string);
          body = sealed.body;
          key = sealed.key;
          headers.set(ENCRYPT_KEY_HEADER, sealed.header);
          headers.set("Content-Type", "text/plain;charset=utf-8");
        } catch (cause) {
          fail(new HttpError("encryption", texts.encryptionUnavailable, { cause }));
        }
      } else if (isRawBody(options.data)) {
        body = options.data;
      } else {
        body = JSON.stringify(options.data);
        if (!headers.has("Content-Type")) headers.set("Content-Type", "application/json;charset=utf-8");
      }
    }

    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, options.timeout ?? REQUEST_TIMEOUT_MS);
    const onCallerAbort = () => controller.abort();
    options.signal?.addEventListener("abort", onCallerAbort);
    const finish = () => {
      clearTimeout(timer);
      options.signal?.removeEventListener("abort", onCallerAbort);
    };
    const transportFailure = (failure: TransportFailure, cause?: unknown): never => {
      finish();
      refused();
      return fail(
        new HttpError("transport", transportMessage(failure, language), {
          cause,
          code: failure.kind === "status" ? failure.status : undefined,
        }),
      );
    };
    if (options.signal?.aborted) controller.abort();

    let response: Response;
    try {
      response = await deps.fetch(target, { method, headers, body, signal: controller.signal, credentials: "same-origin" });
    } catch (cause) {
      if (timedOut) return transportFailure({ kind: "timeout" }, cause);
      if (options.signal?.aborted) {
        finish();
        throw new HttpError("abort", "aborted", { cause });
      }
      return transportFailure({ kind: "network" }, cause);
    }
    // A refused upload (too large, wrong type, damaged, the server busy decoding) answers
    // 413/415/400/503 with an envelope whose message says why: it is read like any business answer.
    const refusedWithEnvelope =
      ENVELOPE_STATUSES.has(response.status) && (response.headers.get("content-type") ?? "").startsWith("application/json");
    if (!response.ok && !refusedWithEnvelope) return transportFailure({ kind: "status", status: response.status });
    learnServerTime(Date.parse(response.headers.get("date") ?? ""));
    // Reading the body stays under the timeout: the caller calls finish() once it is read.
    return { response, key, language, finish, timedOut: () => timedOut, refused };
  }

  /** Reads the body; a body that breaks off is a network error, or a timeout if the timer fired. */
  async function readBody<B>(sent: Sent, options: RequestOptions, read: (response: Response) => Promise<B>): Promise<B> {
    try {
      return await read(sent.response);
    } catch (cause) {
      if (options.signal?.aborted && !sent.timedOut()) throw new HttpError("abort", "aborted", { cause });
      const message = transportMessage({ kind: sent.timedOut() ? "timeout" : "network" }, sent.language);
      if (options.feedback !== false) deps.feedback.toast("error", message, ERROR_TOAST_MS);
      throw new HttpError("transport", message, { cause });
    }
  }

  /** A JSON call: resolves with the whole envelope when its code is 200, else rejects with HttpError. */
  async function request<T = unknown>(url: string, options: RequestOptions = {}, retryWhenStale = true): Promise<ApiEnvelope<T>> {
    const sent = await send(url, options);
    const { response, key, language } = sent;
    const showFeedback = options.feedback !== false;
    const texts = httpMessages[language];
    let envelope: ApiEnvelope<T>;
    try {
      let text = await readBody(sent, options, (r) => r.text());
      if (response.headers.get(ENCRYPT_KEY_HEADER)) {
        if (!key) throw new Error("An encrypted answer to a plaintext request");
        text = await openResponse(text, key);
      }
      envelope = JSON.parse(text) as ApiEnvelope<T>;
      if (envelope === null || typeof envelope !== "object") throw new Error("The answer is not an envelope");
    } catch (cause) {
      if (cause instanceof HttpError) throw cause;
      const message = texts.errorCode.default;
      if (showFeedback) deps.feedback.toast("error", message, ERROR_TOAST_MS);
      throw new HttpError("business", message, { cause });
    } finally {
      sent.finish();
    }

    // Refused as stale (this device's clock is off): the answer tells the server's time; once more with it.
    const serverTime = (envelope.data as { serverTime?: unknown } | null)?.serverTime;
    if (options.isEncrypt && retryWhenStale && envelope.code !== 200 && typeof serverTime === "number") {
      learnServerTime(serverTime);
      return request<T>(url, { ...options, repeatSubmit: false }, false);
    }
    // The console edits both languages of a record: its answers keep `field` and `fieldEn` apart.
    if (language === "en_US" && !isConsoleCall(url)) envelope = applyEnglishFields(envelope);
    const outcome = outcomeOf(envelope, language);
    const code = Number(envelope.code) || 200;
    if (outcome.type !== "ok") sent.refused();
    switch (outcome.type) {
      case "ok":
        return envelope;
      case "unauthorized":
        deps.feedback.unauthorized(showFeedback);
        throw new HttpError("unauthorized", outcome.message, { code, data: envelope.data });
      case "warning":
      case "error":
        if (showFeedback) deps.feedback.toast(outcome.type, outcome.message, ERROR_TOAST_MS);
        throw new HttpError("business", outcome.message, { code, data: envelope.data });
    }
  }

  /** A binary call (downloads): the body and headers, without looking at any envelope. */
  async function requestBlob(url: string, options: RequestOptions = {}): Promise<BlobResult> {
    const sent = await send(url, options);
    try {
      return { blob: await readBody(sent, options, (r) => r.blob()), headers: sent.response.headers };
    } finally {
      sent.finish();
    }
  }

  return { request, requestBlob };
}

export type HttpClient = ReturnType<typeof createHttpClient>;
