/**
 * The API encryption envelope (spec section 7, hardened as the architecture document describes):
 * a random 32-character key seals the JSON body with AES-256-GCM and travels in the encrypt-key
 * header wrapped with the server's RSA-OAEP-256 public key. WebCrypto only, so the same module
 * runs in the browser and in Node.
 */

import { RANDOM_KEY_LENGTH } from "./constants.ts";

export const ENCRYPT_KEY_HEADER = "encrypt-key";

const KEY_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
// Bytes at or above the largest multiple of 62 that fits in a byte are redrawn, so `% 62`
// favours no character.
const UNBIASED_BYTE_LIMIT = 256 - (256 % KEY_ALPHABET.length);
const KEY_STRING = new RegExp(`^[A-Za-z0-9]{${RANDOM_KEY_LENGTH}}$`);

const IV_BYTES = 12;
const GCM_TAG_BYTES = 16;
const RSA_OAEP = { name: "RSA-OAEP", hash: "SHA-256" } as const;
const RSA_MODULUS_BITS = 2048;
const RSA_PUBLIC_EXPONENT = new Uint8Array([0x01, 0x00, 0x01]);
// btoa takes a binary string; building it in slices keeps String.fromCharCode below the
// engines' argument-count limits.
const BASE64_CHUNK_BYTES = 0x8000;

export type EnvelopeFailure = "malformed" | "tampered";

export class EnvelopeError extends Error {
  readonly reason: EnvelopeFailure;

  constructor(reason: EnvelopeFailure, message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = "EnvelopeError";
    this.reason = reason;
  }
}

function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (let start = 0; start < bytes.length; start += BASE64_CHUNK_BYTES) {
    binary += String.fromCharCode(...bytes.subarray(start, start + BASE64_CHUNK_BYTES));
  }
  return btoa(binary);
}

function fromBase64(text: string, what: string): Uint8Array<ArrayBuffer> {
  try {
    return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
  } catch (cause) {
    throw new EnvelopeError("malformed", `${what} is not valid base64`, { cause });
  }
}

export function randomKeyString(): string {
  let key = "";
  while (key.length < RANDOM_KEY_LENGTH) {
    for (const byte of crypto.getRandomValues(new Uint8Array(RANDOM_KEY_LENGTH))) {
      if (byte < UNBIASED_BYTE_LIMIT && key.length < RANDOM_KEY_LENGTH) {
        key += KEY_ALPHABET.charAt(byte % KEY_ALPHABET.length);
      }
    }
  }
  return key;
}

// A shorter string would still import as AES-128 or AES-192; the envelope promises AES-256.
async function importAesKey(keyString: string, usage: "encrypt" | "decrypt"): Promise<CryptoKey> {
  if (!KEY_STRING.test(keyString)) {
    throw new EnvelopeError("malformed", `The envelope key must be ${RANDOM_KEY_LENGTH} letters or digits`);
  }
  return crypto.subtle.importKey("raw", new TextEncoder().encode(keyString), "AES-GCM", false, [usage]);
}

/** Returns base64 of IV || ciphertext || tag. */
export async function sealBody(plainJson: string, keyString: string): Promise<string> {
  const key = await importAesKey(keyString, "encrypt");
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const sealed = await crypto.subtle.encrypt({ name: "AES-GCM", iv }, key, new TextEncoder().encode(plainJson));
  const out = new Uint8Array(IV_BYTES + sealed.byteLength);
  out.set(iv);
  out.set(new Uint8Array(sealed), IV_BYTES);
  return toBase64(out);
}

/** A wrong key is indistinguishable from tampering under GCM, so both report "tampered". */
export async function openBody(sealed: string, keyString: string): Promise<string> {
  const key = await importAesKey(keyString, "decrypt");
  const bytes = fromBase64(sealed, "The sealed body");
  if (bytes.length < IV_BYTES + GCM_TAG_BYTES) {
    throw new EnvelopeError("malformed", "The sealed body is too short");
  }
  try {
    const plain = await crypto.subtle.decrypt({ name: "AES-GCM", iv: bytes.subarray(0, IV_BYTES) }, key, bytes.subarray(IV_BYTES));
    return new TextDecoder().decode(plain);
  } catch (cause) {
    throw new EnvelopeError("tampered", "The sealed body failed authentication", { cause });
  }
}

export async function importPublicKey(spkiBase64: string): Promise<CryptoKey> {
  const der = fromBase64(spkiBase64, "The public key");
  try {
    return await crypto.subtle.importKey("spki", der, RSA_OAEP, true, ["encrypt"]);
  } catch (cause) {
    throw new EnvelopeError("malformed", "The public key is not an RSA SPKI key", { cause });
  }
}

export async function importPrivateKey(pkcs8Base64: string): Promise<CryptoKey> {
  const der = fromBase64(pkcs8Base64, "The private key");
  try {
    return await crypto.subtle.importKey("pkcs8", der, RSA_OAEP, false, ["decrypt"]);
  } catch (cause) {
    throw new EnvelopeError("malformed", "The private key is not an RSA PKCS#8 key", { cause });
  }
}

export async function generateKeyPair(): Promise<{ publicKeySpki: string; privateKeyPkcs8: string }> {
  const pair = await crypto.subtle.generateKey(
    { ...RSA_OAEP, modulusLength: RSA_MODULUS_BITS, publicExponent: RSA_PUBLIC_EXPONENT },
    true,
    ["encrypt", "decrypt"],
  );
  const [spki, pkcs8] = await Promise.all([
    crypto.subtle.exportKey("spki", pair.publicKey),
    crypto.subtle.exportKey("pkcs8", pair.privateKey),
  ]);
  return { publicKeySpki: toBase64(new Uint8Array(spki)), privateKeyPkcs8: toBase64(new Uint8Array(pkcs8)) };
}

/**
 * Wraps the request key with the time it was made (`key.ms`): both travel inside the RSA block, so
 * the server can refuse a stale request, and a replayed one by the key it has already seen.
 */
export async function wrapKey(keyString: string, publicKeySpkiBase64: string, issuedAt: number = Date.now()): Promise<string> {
  const publicKey = await importPublicKey(publicKeySpkiBase64);
  const wrapped = await crypto.subtle.encrypt(RSA_OAEP, publicKey, new TextEncoder().encode(`${keyString}.${Math.round(issuedAt)}`));
  return toBase64(new Uint8Array(wrapped));
}

/** Anyone holding the public key can wrap arbitrary bytes, so the result is checked to be a key and a time. */
export async function unwrapKey(wrapped: string, privateKey: CryptoKey): Promise<{ key: string; issuedAt: number }> {
  const bytes = fromBase64(wrapped, "The wrapped key");
  let plain: ArrayBuffer;
  try {
    plain = await crypto.subtle.decrypt(RSA_OAEP, privateKey, bytes);
  } catch (cause) {
    throw new EnvelopeError("malformed", "The wrapped key cannot be unwrapped", { cause });
  }
  const [key = "", time = ""] = new TextDecoder().decode(plain).split(".");
  if (!KEY_STRING.test(key) || !/^\d{1,15}$/.test(time)) {
    throw new EnvelopeError("malformed", "The wrapped key is not an envelope key and time");
  }
  return { key, issuedAt: Number(time) };
}
