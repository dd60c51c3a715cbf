import { ENCRYPT_KEY_HEADER, openBody, randomKeyString, sealBody, wrapKey } from "../../../common/envelope-crypto.ts";

export { ENCRYPT_KEY_HEADER };

export interface SealedRequest {
  /** base64 of IV || ciphertext || tag: the request body, sent as text/plain. */
  body: string;
  /** The per-request key wrapped with the server's public key: the encrypt-key header. */
  header: string;
  /** Kept to open the sealed answer. */
  key: string;
}

/**
 * The server's clock minus this device's, learnt from its answers: the server refuses encrypted
 * requests more than five minutes off its own clock, and a device's clock may be wrong.
 */
let clockOffsetMs = 0;

export function learnServerTime(serverMs: number): void {
  if (Number.isFinite(serverMs)) clockOffsetMs = serverMs - Date.now();
}

/** Spec section 7 encryption, as the architecture document hardens it (docs/api/accounts.md). */
export async function sealRequest(plainJson: string, publicKeySpki: string): Promise<SealedRequest> {
  const key = randomKeyString();
  const [body, header] = await Promise.all([sealBody(plainJson, key), wrapKey(key, publicKeySpki, Date.now() + clockOffsetMs)]);
  return { body, header, key };
}

/** An encrypted request's answer is sealed with the same key (response header encrypt-key: 1). */
export function openResponse(sealed: string, key: string): Promise<string> {
  return openBody(sealed.trim(), key);
}
