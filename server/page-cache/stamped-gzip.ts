import { promisify } from "node:util";
import zlib from "node:zlib";

/**
 * Gzip for a document that is the same for every answer except for a short value of fixed length
 * (the CSP nonce) at known places: the parts between those places are deflated once, each ending
 * byte-aligned on a flush, and every answer joins them with the value as a stored (uncompressed)
 * deflate block. The CRC-32 of the whole is combined from the parts' CRCs, computed once: an
 * answer costs a few microseconds and a copy, no compression.
 *
 * Each part is deflated with what precedes it in the document as its dictionary, so it may refer
 * back across the values as one deflate stream would: the decoder has that text in its window.
 * The values differ per answer, so the dictionary holds NUL bytes in their place, which no HTML
 * matches, and no reference can reach into them. Deflating each part on its own instead made
 * `/index` 16.5 KB instead of 12.6: over the socket's 16 KB send buffer, every answer waited for
 * the client to read before it could finish.
 */
export interface StampedGzip {
  /** Deflated parts; the last one ends the deflate stream. */
  parts: Buffer[];
  /** The uncompressed parts (for answers without compression). */
  plain: Buffer[];
  /** CRC-32 of each uncompressed part. */
  crcs: number[];
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0x03]);

const deflateRaw = promisify(zlib.deflateRaw);

/** Deflate's window: references reach at most this far back. */
const WINDOW_BYTES = 32 * 1024;

/**
 * Deflated in libuv's thread pool (a render's event loop goes on while its page is compressed);
 * `valueLength` is the length of every value that will be stamped between the parts.
 */
export async function deflateParts(plain: Buffer[], valueLength: number, level = 9): Promise<StampedGzip> {
  const gap = Buffer.alloc(valueLength);
  // The document as the decoder will have it, NUL bytes where the values go; each part's
  // dictionary is the window before it.
  const document = Buffer.concat(plain.flatMap((part, index) => (index === 0 ? [part] : [gap, part])));
  let start = 0;
  const parts = await Promise.all(
    plain.map((part, index) => {
      if (index > 0) start += plain[index - 1]!.length + valueLength;
      return deflateRaw(part, {
        level,
        finishFlush: index === plain.length - 1 ? zlib.constants.Z_FINISH : zlib.constants.Z_SYNC_FLUSH,
        ...(start > 0 ? { dictionary: document.subarray(Math.max(0, start - WINDOW_BYTES), start) } : {}),
      });
    }),
  );
  return { parts, plain, crcs: plain.map((part) => zlib.crc32(part)) };
}

// CRC-32 combination as in zlib's crc32_combine (polynomials over GF(2), reflected).
const POLYNOMIAL = 0xedb88320;
const TOP_BIT = 0x80000000;

function multiplyModP(a: number, b: number): number {
  let product = 0;
  for (let mask = TOP_BIT; mask !== 0; mask >>>= 1) {
    if (a & mask) {
      product ^= b;
      if ((a & (mask - 1)) === 0) break;
    }
    b = b & 1 ? (b >>> 1) ^ POLYNOMIAL : b >>> 1;
  }
  return product >>> 0;
}

/** x^(2^k) mod P for k = 0..31. */
const POWERS: number[] = [];
for (let power = 0x40000000, k = 0; k < 32; k++, power = multiplyModP(power, power)) POWERS.push(power);

/** x^(n * 2^k) mod P. */
function xPowerModP(n: number, k: number): number {
  let result = TOP_BIT;
  for (; n > 0; n >>>= 1, k++) if (n & 1) result = multiplyModP(POWERS[k & 31] as number, result);
  return result;
}

/** The CRC-32 of A followed by B, from crc(A), crc(B) and the length of B. */
function combineCrc(crcA: number, crcB: number, lengthB: number): number {
  return (multiplyModP(xPowerModP(lengthB, 3), crcA) ^ crcB) >>> 0;
}

function storedBlock(value: Buffer): Buffer {
  const header = Buffer.alloc(5);
  // BFINAL 0, BTYPE 00 (stored); the bits left in the byte are padding.
  header.writeUInt8(0, 0);
  header.writeUInt16LE(value.length, 1);
  header.writeUInt16LE(~value.length & 0xffff, 3);
  return Buffer.concat([header, value]);
}

/**
 * The gzip member of the parts joined by `value`, as the chunks to write in order (a socket
 * writes them in one go; copying them into one buffer cost more than the rest of an answer).
 */
export function stampGzip({ parts, plain, crcs }: StampedGzip, value: Buffer): Buffer[] {
  const chunks: Buffer[] = [GZIP_HEADER];
  const stamp = storedBlock(value);
  const valueCrc = zlib.crc32(value);
  let crc = 0;
  let length = 0;
  for (let index = 0; index < parts.length; index++) {
    chunks.push(parts[index] as Buffer);
    const partLength = (plain[index] as Buffer).length;
    crc = index === 0 ? (crcs[0] as number) : combineCrc(crc, crcs[index] as number, partLength);
    length += partLength;
    if (index < parts.length - 1) {
      chunks.push(stamp);
      crc = combineCrc(crc, valueCrc, value.length);
      length += value.length;
    }
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length >>> 0, 4);
  chunks.push(trailer);
  return chunks;
}
