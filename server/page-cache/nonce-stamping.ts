import crypto from "node:crypto";
import { CSP_NONCE_PLACEHOLDER } from "../../common/csp-nonce.ts";

/**
 * A page is rendered with a placeholder where each CSP nonce goes (common/csp-nonce.ts), stored
 * once, and stamped with a fresh nonce for every answer (docs/decisions/011-content-security-policy.md).
 */

type Bytes = Buffer<ArrayBuffer>;

/** Every nonce is 18 random bytes in base64url: the stamped gzip needs one length for all. */
const NONCE_BYTES = 18;
export const NONCE_LENGTH = Math.ceil((NONCE_BYTES * 4) / 3);

export const freshNonce = () => crypto.randomBytes(NONCE_BYTES).toString("base64url");

/** The document cut at its nonce placeholders: what goes between the nonces of an answer. */
export function splitAtNonces(html: Bytes): Bytes[] {
  const parts: Bytes[] = [];
  let from = 0;
  for (let at = html.indexOf(CSP_NONCE_PLACEHOLDER); at !== -1; at = html.indexOf(CSP_NONCE_PLACEHOLDER, from)) {
    parts.push(html.subarray(from, at));
    from = at + CSP_NONCE_PLACEHOLDER.length;
  }
  parts.push(html.subarray(from));
  return parts;
}

/** The parts of a split document joined with the nonce between them, as chunks to write. */
export const joinWithNonce = (parts: Buffer[], nonce: Buffer): Buffer[] =>
  parts.flatMap((part, index) => (index === 0 ? [part] : [nonce, part]));

/** The document with the nonce in place of each placeholder. */
export const withNonce = (html: Bytes, nonce: string): Bytes => Buffer.concat(joinWithNonce(splitAtNonces(html), Buffer.from(nonce)));
