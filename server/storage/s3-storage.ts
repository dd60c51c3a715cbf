import { PassThrough, type Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { assertSafeKey, StoredFileMissing, type FileStorage } from "./file-storage.ts";

export interface S3StorageOptions {
  endpoint?: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** MinIO and most self-hosted servers want bucket/key paths instead of bucket subdomains. */
  forcePathStyle: boolean;
}

function isNotFound(error: unknown): boolean {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return failure.name === "NotFound" || failure.name === "NoSuchKey" || failure.$metadata?.httpStatusCode === 404;
}

/**
 * Files in an S3-compatible bucket, so every instance sees the same files. Reads stream through
 * this server (the CSP allows images from 'self' only, and the bucket stays private).
 */
export function s3Storage(options: S3StorageOptions): FileStorage & { client: S3Client } {
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
  });
  const Bucket = options.bucket;
  return {
    client,
    async put(key, data, contentType) {
      assertSafeKey(key);
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: data, ContentType: contentType ?? "application/octet-stream" }));
    },
    async exists(key) {
      assertSafeKey(key);
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },
    open(key) {
      assertSafeKey(key);
      // The interface hands back a stream at once (the zip and the file routes pipe it); the
      // request runs behind it and any failure errors the stream.
      const out = new PassThrough();
      client.send(new GetObjectCommand({ Bucket, Key: key })).then(
        (answer) => {
          const body = answer.Body as Readable | undefined;
          if (!body) return void out.destroy(new Error(`Empty body for ${key}`));
          body.on("error", (error) => out.destroy(error));
          body.pipe(out);
        },
        (error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))),
      );
      return out;
    },
    async read(key) {
      assertSafeKey(key);
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!answer.Body) throw new Error(`Empty body for ${key}`);
        return answer.Body as Readable;
      } catch (error) {
        if (isNotFound(error)) throw new StoredFileMissing(key);
        throw error;
      }
    },
    async delete(key) {
      assertSafeKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async check() {
      // The bucket exists and these credentials may use it; a short wait, as a balancer asks often.
      await client.send(new HeadBucketCommand({ Bucket }), { abortSignal: AbortSignal.timeout(5_000) });
    },
  };
}
