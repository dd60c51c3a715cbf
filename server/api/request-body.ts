import type { Context, MiddlewareHandler } from "hono";
import type * as z from "zod/mini";
import { isFieldMessageKey } from "../../common/field-messages.ts";
import { ENCRYPT_KEY_HEADER, EnvelopeError, openBody, sealBody, unwrapKey } from "../../common/envelope-crypto.ts";
import type { ServerMessageKey } from "../i18n/server-messages.ts";
import type { EnvelopeKeys } from "../security/envelope-keys.ts";
import type { EnvelopeNonces } from "../services/envelope-nonces.ts";
import { ServiceError } from "../services/service-error.ts";
import type { ApiEnv } from "./api-env.ts";
import { message } from "./envelope.ts";

export const MAX_BODY_BYTES = 64 * 1024;

const bodyTooLarge = () => new ServiceError(413, "bodyTooLarge", { httpStatus: 413 });

/**
 * Reads the body while it streams and stops at the limit, with or without Content-Length: an
 * oversized body is never held in memory. The unread rest is left to the server, which discards
 * it and closes the connection (@hono/node-server drains at most 64 MB or 500 ms).
 */
async function readLimitedText(c: Context): Promise<string> {
  const declared = Number(c.req.header("content-length") ?? "0");
  if (declared > MAX_BODY_BYTES) throw bodyTooLarge();
  const stream = c.req.raw.body;
  if (!stream) return "";
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > MAX_BODY_BYTES) throw bodyTooLarge();
      chunks.push(value);
    }
  } finally {
    reader.releaseLock();
  }
  return Buffer.concat(chunks).toString("utf8");
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new ServiceError(500, "badRequestBody");
  }
}

/** A plain JSON body, size-limited; malformed JSON is a clear envelope error. */
export function jsonBody(): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const text = await readLimitedText(c);
    c.set("body", text.trim() === "" ? {} : parseJson(text));
    await next();
  };
}

async function unwrapRequestKey(wrapped: string, keys: EnvelopeKeys): Promise<{ key: string; issuedAt: number }> {
  try {
    return await unwrapKey(wrapped, keys.privateKey);
  } catch (error) {
    if (error instanceof EnvelopeError) throw new ServiceError(500, "envelopeTampered");
    throw error;
  }
}

/** Seals a JSON answer with the request's key; the browser opens it with the same key. */
async function sealAnswer(c: Context, key: string): Promise<void> {
  if (!c.res.headers.get("content-type")?.startsWith("application/json")) return;
  const sealed = await sealBody(await c.res.text(), key);
  c.res = new Response(sealed, {
    status: c.res.status,
    headers: { "content-type": "text/plain; charset=utf-8", [ENCRYPT_KEY_HEADER]: "1" },
  });
}

/**
 * An encrypted body (architecture "API encryption"): the `encrypt-key` header carries the
 * request's AES key and the time it was made, wrapped with our RSA public key; the body is sealed
 * with that key. Plain, stale and replayed bodies are refused. The answer is sealed with the same key.
 */
export function encryptedBody(keys: EnvelopeKeys, nonces: EnvelopeNonces): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const wrapped = c.req.header(ENCRYPT_KEY_HEADER);
    if (!wrapped) throw new ServiceError(500, "notEncrypted");
    const text = await readLimitedText(c);
    const { key, issuedAt } = await unwrapRequestKey(wrapped, keys);
    let plain: string;
    try {
      plain = await openBody(text.trim(), key);
    } catch (error) {
      if (error instanceof EnvelopeError) throw new ServiceError(500, "envelopeTampered");
      throw error;
    }
    // Only an authentic body uses up its key: a captured header with a forged body burns nothing.
    await nonces.accept(key, issuedAt);
    c.set("body", parseJson(plain));
    c.set("envelopeKey", key);
    await next();
    await sealAnswer(c, key);
  };
}

/** An answer sealed when the request carries a wrapped key (spec section 7: dictionaries, "encryption on"). */
export function sealedAnswerWhenAsked(keys: EnvelopeKeys): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const wrapped = c.req.header(ENCRYPT_KEY_HEADER);
    if (!wrapped) return next();
    const { key } = await unwrapRequestKey(wrapped, keys);
    await next();
    await sealAnswer(c, key);
  };
}

/**
 * Validates input against a contract schema, whose messages are field message keys. A failure is
 * code 500 with the first problem as msg and every field's problem in data.fields; for path
 * parameters (`notFound`), anything that does not fit is simply not there: code 404.
 */
export function validate<S extends z.ZodMiniType>(
  c: Context,
  schema: S,
  input: unknown,
  onFailure: "fields" | "notFound" = "fields",
): z.output<S> {
  // PostgreSQL cannot store NUL in text (SQLite can): refuse it for every call, before any schema.
  if (containsNul(input)) {
    if (onFailure === "notFound") throw new ServiceError(404, "notFound");
    throw new ServiceError(400, "badRequestBody");
  }
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  if (onFailure === "notFound") throw new ServiceError(404, "notFound");
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join(".") || "_";
    if (!(field in fields)) fields[field] = message(c, messageKeyOf(issue.message));
  }
  throw new ServiceError(500, messageKeyOf(result.error.issues[0]?.message), { data: { fields } });
}

function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (depth > 32 || value === null || typeof value !== "object") return false;
  return Object.entries(value).some(([key, item]) => key.includes("\u0000") || containsNul(item, depth + 1));
}

function messageKeyOf(text: string | undefined): ServerMessageKey {
  return text !== undefined && isFieldMessageKey(text) ? text : "invalidField";
}
