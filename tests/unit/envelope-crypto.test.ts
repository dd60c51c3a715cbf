import { beforeAll, describe, expect, it } from "vitest";
import {
  ENCRYPT_KEY_HEADER,
  EnvelopeError,
  generateKeyPair,
  importPrivateKey,
  importPublicKey,
  openBody,
  randomKeyString,
  sealBody,
  unwrapKey,
  wrapKey,
} from "../../common/envelope-crypto.ts";

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const json = JSON.stringify({ username: "张三", phone: "13812345678", note: "é ✓ 🚀" });

function decode(base64: string): Uint8Array {
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

function encode(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes));
}

async function rejection(promise: Promise<unknown>): Promise<EnvelopeError> {
  const error = await promise.then(
    () => new Error("expected a rejection"),
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(EnvelopeError);
  return error as EnvelopeError;
}

describe("randomKeyString", () => {
  it("draws 32 alphanumeric characters", () => {
    for (let i = 0; i < 50; i++) expect(randomKeyString()).toMatch(/^[A-Za-z0-9]{32}$/);
  });

  it("differs between calls", () => {
    expect(randomKeyString()).not.toBe(randomKeyString());
  });

  it("uses the whole alphabet", () => {
    const seen = new Set(Array.from({ length: 200 }, randomKeyString).join(""));
    expect(seen.size).toBe(62);
  });

  it("draws without modulo bias", () => {
    // A bare `byte % 62` would pick A-H with probability 40/256 = 0.156 instead of 8/62 = 0.129;
    // over 64,000 draws the standard deviation of the share is about 0.0013.
    const text = Array.from({ length: 2000 }, randomKeyString).join("");
    const share = (text.match(/[A-H]/g)?.length ?? 0) / text.length;
    expect(share).toBeGreaterThan(8 / 62 - 0.01);
    expect(share).toBeLessThan(8 / 62 + 0.01);
  });
});

describe("sealBody / openBody", () => {
  const key = randomKeyString();

  it("round-trips UTF-8 JSON", async () => {
    const sealed = await sealBody(json, key);
    expect(sealed).toMatch(BASE64);
    expect(sealed).not.toContain("13812345678");
    expect(await openBody(sealed, key)).toBe(json);
  });

  it("prepends a 12-byte IV and appends a 16-byte tag", async () => {
    const plain = "{}";
    expect(decode(await sealBody(plain, key))).toHaveLength(12 + plain.length + 16);
    expect(await openBody(await sealBody("", key), key)).toBe("");
  });

  it("uses a fresh IV each time", async () => {
    expect(await sealBody(json, key)).not.toBe(await sealBody(json, key));
  });

  it.each([0, 5, 12, 40])("reports a flipped bit at byte %i as tampered", async (index) => {
    const bytes = decode(await sealBody(json, key));
    bytes[index] = (bytes[index] ?? 0) ^ 0x01;
    const error = await rejection(openBody(encode(bytes), key));
    expect(error.reason).toBe("tampered");
  });

  it("reports a truncated body as tampered", async () => {
    const bytes = decode(await sealBody(json, key));
    const error = await rejection(openBody(encode(bytes.subarray(0, bytes.length - 1)), key));
    expect(error.reason).toBe("tampered");
  });

  it("rejects the wrong key", async () => {
    const sealed = await sealBody(json, key);
    const error = await rejection(openBody(sealed, randomKeyString()));
    expect(error.reason).toBe("tampered");
  });

  it.each([
    ["not base64", "%%%not base64%%%"],
    ["shorter than IV plus tag", encode(new Uint8Array(27))],
    ["empty", ""],
  ])("reports a body that is %s as malformed", async (_label, sealed) => {
    const error = await rejection(openBody(sealed, key));
    expect(error.reason).toBe("malformed");
  });

  it.each([
    ["too short", "abc"],
    ["33 characters", `${key}A`],
    ["not alphanumeric", `${key.slice(0, 31)}!`],
  ])("refuses a key that is %s", async (_label, badKey) => {
    expect((await rejection(sealBody(json, badKey))).reason).toBe("malformed");
    expect((await rejection(openBody(await sealBody(json, key), badKey))).reason).toBe("malformed");
  });
});

describe("key wrapping", () => {
  let pair: { publicKeySpki: string; privateKeyPkcs8: string };
  let privateKey: CryptoKey;

  beforeAll(async () => {
    pair = await generateKeyPair();
    privateKey = await importPrivateKey(pair.privateKeyPkcs8);
  });

  it("names the header as RuoYi does", () => {
    expect(ENCRYPT_KEY_HEADER).toBe("encrypt-key");
  });

  it("generates 2048-bit RSA-OAEP SHA-256 keys with e = 65537 as base64 DER", async () => {
    expect(pair.publicKeySpki).toMatch(BASE64);
    expect(pair.privateKeyPkcs8).toMatch(BASE64);
    const publicKey = await importPublicKey(pair.publicKeySpki);
    const algorithm = publicKey.algorithm as RsaHashedKeyAlgorithm;
    expect(algorithm.name).toBe("RSA-OAEP");
    expect(algorithm.modulusLength).toBe(2048);
    expect(Array.from(algorithm.publicExponent)).toEqual([1, 0, 1]);
    expect(algorithm.hash.name).toBe("SHA-256");
    expect(privateKey.usages).toEqual(["decrypt"]);
    expect(privateKey.extractable).toBe(false);
  });

  it("round-trips a key with the time it was made, and the unwrapped key opens the body", async () => {
    const key = randomKeyString();
    const wrapped = await wrapKey(key, pair.publicKeySpki, 1_795_000_000_123);
    expect(decode(wrapped)).toHaveLength(256);
    const unwrapped = await unwrapKey(wrapped, privateKey);
    expect(unwrapped).toEqual({ key, issuedAt: 1_795_000_000_123 });
    expect(await openBody(await sealBody(json, key), unwrapped.key)).toBe(json);
  });

  it("wraps randomly (OAEP), so equal keys give different headers", async () => {
    const key = randomKeyString();
    expect(await wrapKey(key, pair.publicKeySpki)).not.toBe(await wrapKey(key, pair.publicKeySpki));
  });

  it("reports a wrapped key for another key pair as malformed", async () => {
    const other = await generateKeyPair();
    const wrapped = await wrapKey(randomKeyString(), other.publicKeySpki);
    expect((await rejection(unwrapKey(wrapped, privateKey))).reason).toBe("malformed");
  });

  it("reports a tampered or non-base64 wrapped key as malformed", async () => {
    const bytes = decode(await wrapKey(randomKeyString(), pair.publicKeySpki));
    bytes[100] = (bytes[100] ?? 0) ^ 0x01;
    expect((await rejection(unwrapKey(encode(bytes), privateKey))).reason).toBe("malformed");
    expect((await rejection(unwrapKey("%%%", privateKey))).reason).toBe("malformed");
  });

  it("refuses to unwrap something that is not an envelope key", async () => {
    const wrapped = await wrapKey("short", pair.publicKeySpki);
    expect((await rejection(unwrapKey(wrapped, privateKey))).reason).toBe("malformed");
  });

  it("reports unusable key material as malformed", async () => {
    expect((await rejection(importPublicKey("AAAA"))).reason).toBe("malformed");
    expect((await rejection(importPrivateKey(pair.publicKeySpki))).reason).toBe("malformed");
    expect((await rejection(wrapKey(randomKeyString(), "%%%"))).reason).toBe("malformed");
  });
});
