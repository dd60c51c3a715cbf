import { ENCRYPT_KEY_HEADER, openBody, randomKeyString, sealBody, wrapKey } from "../../common/envelope-crypto.ts";
import { WEB_CLIENT_ID } from "../../common/constants.ts";
import type { TestApp } from "./test-app.ts";

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

export interface CallOptions {
  headers?: Record<string, string>;
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
export async function encryptedPost<T = unknown>(app: TestApp, path: string, body: unknown, options: CallOptions = {}) {
  const key = randomKeyString();
  const response = await app.request(path, {
    method: "POST",
    headers: {
      ...baseHeaders(options),
      "content-type": "text/plain",
      // The time of the app's clock, which tests move by hand.
      [ENCRYPT_KEY_HEADER]: await wrapKey(key, app.envelopeKeys.publicKeySpki, app.services.clock.now()),
    },
    body: await sealBody(JSON.stringify(body), key),
  });
  const text = await response.text();
  const sealed = response.headers.get(ENCRYPT_KEY_HEADER) === "1";
  return { status: response.status, sealed, envelope: JSON.parse(sealed ? await openBody(text, key) : text) as Envelope<T> };
}

export async function apiGet<T = unknown>(app: TestApp, path: string, options: CallOptions = {}) {
  const response = await app.request(path, { headers: baseHeaders(options) });
  return { status: response.status, envelope: (await response.json()) as Envelope<T> };
}
