import type { Context, MiddlewareHandler } from "hono";
import type { z } from "zod";
import { ENCRYPT_KEY_HEADER, EnvelopeError, openBody, sealBody, unwrapKey } from "../../common/envelope-crypto.ts";
import { serverMessages, type ServerMessageKey } from "../i18n/server-messages.ts";
import type { EnvelopeKeys } from "../security/envelope-keys.ts";
import { ServiceError } from "../services/service-error.ts";
import { message } from "./envelope.ts";

export const MAX_BODY_BYTES = 64 * 1024;

export type BodyVariables = { body: unknown; envelopeKey?: string };

async function readLimitedText(c: Context): Promise<string> {
  const declared = Number(c.req.header("content-length") ?? "0");
  if (declared > MAX_BODY_BYTES) throw new ServiceError(500, "bodyTooLarge");
  const text = await c.req.text();
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) throw new ServiceError(500, "bodyTooLarge");
  return text;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new ServiceError(500, "badRequestBody");
  }
}

/** A plain JSON body, size-limited; malformed JSON is a clear envelope error. */
export function jsonBody(): MiddlewareHandler<{ Variables: BodyVariables }> {
  return async (c, next) => {
    const text = await readLimitedText(c);
    c.set("body", text.trim() === "" ? {} : parseJson(text));
    await next();
  };
}

/**
 * An encrypted body (architecture "API encryption"): the `encrypt-key` header carries the
 * request's AES key wrapped with our RSA public key; the body is sealed with that key. Plain
 * bodies are refused. The answer is sealed with the same key.
 */
export function encryptedBody(keys: EnvelopeKeys): MiddlewareHandler<{ Variables: BodyVariables }> {
  return async (c, next) => {
    const wrapped = c.req.header(ENCRYPT_KEY_HEADER);
    if (!wrapped) throw new ServiceError(500, "notEncrypted");
    const text = await readLimitedText(c);
    let key: string;
    let plain: string;
    try {
      key = await unwrapKey(wrapped, keys.privateKey);
      plain = await openBody(text.trim(), key);
    } catch (error) {
      if (error instanceof EnvelopeError) throw new ServiceError(500, "envelopeTampered");
      throw error;
    }
    c.set("body", parseJson(plain));
    c.set("envelopeKey", key);
    await next();
    if (!c.res.headers.get("content-type")?.startsWith("application/json")) return;
    const sealed = await sealBody(await c.res.text(), key);
    c.res = new Response(sealed, {
      status: c.res.status,
      headers: { "content-type": "text/plain; charset=utf-8", [ENCRYPT_KEY_HEADER]: "1" },
    });
  };
}

/** Validates input against a schema whose messages are server message keys. */
export function validate<T>(c: Context, schema: z.ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join(".") || "_";
    if (field in fields) continue;
    fields[field] = message(c, isMessageKey(issue.message) ? issue.message : "invalidField");
  }
  const first = result.error.issues[0];
  const key = first && isMessageKey(first.message) ? first.message : "invalidField";
  throw new ServiceError(500, key, { data: { fields } });
}

function isMessageKey(value: string): value is ServerMessageKey {
  return Object.hasOwn(serverMessages.zh_CN, value);
}
