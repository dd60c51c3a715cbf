import { ServiceError } from "./service-error.ts";

export interface ImageDecodeGateOptions {
  /** Images decoded at once by this instance (IMAGE_DECODE_CONCURRENCY). */
  concurrency: number;
  /** Uploads that may wait for a decode (IMAGE_DECODE_QUEUE); one more is refused. */
  queueLength: number;
}

/** The refusal's limit name in /metrics (site_limit_refusals_total{kind="image-decode"}). */
export const IMAGE_DECODE_LIMIT = "image-decode";

/**
 * Decoding an image holds its pixels in memory while it is normalised: about 380 MB for a
 * 49-megapixel WebP (the encoder's own copy included), so eight large uploads at once took an
 * instance from 270 MB to 1.2-1.5 GB (issue 25 item 10). At most `concurrency` images are decoded
 * at once per instance; up to `queueLength` more wait in arrival order, their bytes already
 * received and bounded by UPLOAD_MAX_IMAGE_BYTES; beyond that an upload is refused at once with
 * 503 and a message to try again, before anything is stored.
 */
export function createImageDecodeGate({ concurrency, queueLength }: ImageDecodeGateOptions) {
  let decoding = 0;
  const waiting: Array<() => void> = [];

  /** Takes a decode slot: at once, after the uploads queued before it, or never (503). */
  async function enter(): Promise<void> {
    if (decoding < concurrency) {
      decoding += 1;
      return;
    }
    if (waiting.length >= queueLength) {
      throw new ServiceError(503, "imageDecodeBusy", { httpStatus: 503, limit: IMAGE_DECODE_LIMIT });
    }
    // The slot is handed over by `leave`, so `decoding` stays as it is.
    await new Promise<void>((resolve) => waiting.push(resolve));
  }

  function leave(): void {
    const next = waiting.shift();
    if (next) next();
    else decoding -= 1;
  }

  return {
    /** Runs `decode` once a slot is free; its slot is freed however it ends. */
    async run<T>(decode: () => Promise<T>): Promise<T> {
      await enter();
      try {
        return await decode();
      } finally {
        leave();
      }
    },

    /** Images being decoded now and uploads waiting for a slot (/metrics). */
    stats: () => ({ decoding, queued: waiting.length }),
  };
}

export type ImageDecodeGate = ReturnType<typeof createImageDecodeGate>;
