import zlib from "node:zlib";

/**
 * Gzip for a document that is the same for every answer except for a short value (the CSP nonce)
 * at known places: the parts between those places are deflated once, each ending on a full flush
 * (byte-aligned, no reference into what came before), and every answer joins them with the value
 * as a stored (uncompressed) deflate block. One answer costs a CRC-32 and a copy, no compression.
 */
export interface StampedGzip {
  /** Deflated parts; the last one ends the deflate stream. */
  parts: Buffer[];
  /** The uncompressed parts, for the CRC-32 and the length of each answer. */
  plain: Buffer[];
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0x03]);

export function deflateParts(plain: Buffer[], level = 9): StampedGzip {
  const parts = plain.map((part, index) =>
    zlib.deflateRawSync(part, {
      level,
      finishFlush: index === plain.length - 1 ? zlib.constants.Z_FINISH : zlib.constants.Z_FULL_FLUSH,
    }),
  );
  return { parts, plain };
}

function storedBlock(value: Buffer): Buffer {
  const header = Buffer.alloc(5);
  // BFINAL 0, BTYPE 00 (stored); the bits left in the byte are padding.
  header.writeUInt8(0, 0);
  header.writeUInt16LE(value.length, 1);
  header.writeUInt16LE(~value.length & 0xffff, 3);
  return Buffer.concat([header, value]);
}

/** The gzip member of the parts joined by `value`. */
export function stampGzip({ parts, plain }: StampedGzip, value: Buffer): Buffer {
  const chunks: Buffer[] = [GZIP_HEADER];
  const stamp = storedBlock(value);
  let crc = 0;
  let length = 0;
  for (let index = 0; index < parts.length; index++) {
    chunks.push(parts[index] as Buffer);
    crc = zlib.crc32(plain[index] as Buffer, crc);
    length += (plain[index] as Buffer).length;
    if (index < parts.length - 1) {
      chunks.push(stamp);
      crc = zlib.crc32(value, crc);
      length += value.length;
    }
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length >>> 0, 4);
  chunks.push(trailer);
  return Buffer.concat(chunks);
}
