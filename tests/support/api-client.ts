import { ENCRYPT_KEY_HEADER, openBody, randomKeyString, sealBody, wrapKey } from "../../common/envelope-crypto.ts";
import { WEB_CLIENT_ID } from "../../common/constants.ts";
import { PROOF_OF_WORK_PATHS, proofOfWorkHeader } from "./proof-of-work.ts";

/** Where calls go: a test app (app.request, no network) or a running server (see `remoteApi`). */
export interface ApiTarget {
  request(path: string, init?: RequestInit): Response | Promise<Response>;
  envelopeKeys: { publicKeySpki: string };
  /** A test app's clock (moved by hand); a running server keeps real time. */
  services?: { clock: { now(): number } };
}

/** A server process as an ApiTarget, over HTTP. */
export function remoteApi(origin: string, publicKeySpki: string): ApiTarget {
  return { request: (path, init) => fetch(origin + path, init), envelopeKeys: { publicKeySpki } };
}

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

export interface CallOptions {
  headers?: Record<string, string>;
  /** false: leave out the proof-of-work the browser sends with registration, codes and applications. */
  proofOfWork?: boolean;
  ip?: string;
  token?: string;
}

function baseHeaders(options: CallOptions): Record<string, string> {
  return {
    clientid: WEB_CLIENT_ID,
    "x-forwarded-for": options.ip ?? "203.0.113.10",
    ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    ...options.headers,
  };
}

/** Calls the API like the browser does, encrypting the body; returns the HTTP status and the opened envelope. */
export async function encryptedPost<T = unknown>(app: ApiTarget, path: string, body: unknown, options: CallOptions = {}) {
  const key = randomKeyString();
  const work = options.proofOfWork !== false && PROOF_OF_WORK_PATHS.includes(path) ? await proofOfWorkHeader(app) : {};
  const response = await app.request(path, {
    method: "POST",
    headers: {
      ...work,
      ...baseHeaders(options),
      "content-type": "text/plain",
      // The time of the app's clock, which tests move by hand.
      [ENCRYPT_KEY_HEADER]: await wrapKey(key, app.envelopeKeys.publicKeySpki, app.services?.clock.now() ?? Date.now()),
    },
    body: await sealBody(JSON.stringify(body), key),
  });
  const text = await response.text();
  const sealed = response.headers.get(ENCRYPT_KEY_HEADER) === "1";
  return {
    status: response.status,
    headers: response.headers,
    sealed,
    envelope: JSON.parse(sealed ? await openBody(text, key) : text) as Envelope<T>,
  };
}

export async function apiGet<T = unknown>(app: ApiTarget, path: string, options: CallOptions = {}) {
  const response = await app.request(path, { headers: baseHeaders(options) });
  return { status: response.status, envelope: (await response.json()) as Envelope<T> };
}
