import busboy from "busboy";
import type { Context } from "hono";
import { FILE_PURPOSES, type FilePurpose } from "../../common/contracts/admin-files.ts";
import { detectType, SNIFF_BYTES, type AcceptedType } from "../services/file-inspection.ts";
import { ServiceError } from "../services/service-error.ts";

export interface UploadLimits {
  image: number;
  document: number;
}

export interface ReceivedUpload {
  fileName: string;
  data: Buffer;
  type: AcceptedType;
  purpose: FilePurpose | undefined;
}

const megabytes = (bytes: number) => String(Math.round((bytes / 1024 / 1024) * 10) / 10);
const tooLarge = (limit: number) => new ServiceError(413, "uploadTooLarge", { httpStatus: 413, params: { size: megabytes(limit) } });
const badRequest = (key: "uploadNotMultipart" | "uploadNoFile") => new ServiceError(400, key, { httpStatus: 400 });
const unsupported = () => new ServiceError(415, "uploadTypeRefused", { httpStatus: 415 });

/**
 * Reads a multipart/form-data upload as it streams: the file's type is decided from its first
 * bytes, and reading stops as soon as the file passes its type's limit (or turns out to be a
 * refused type), so an oversized body is never held in memory. The unread rest is left to the
 * server, which discards it and closes the connection.
 */
export async function receiveUpload(c: Context, limits: UploadLimits): Promise<ReceivedUpload> {
  const contentType = c.req.header("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(contentType)) throw badRequest("uploadNotMultipart");
  const ceiling = Math.max(limits.image, limits.document);
  // Multipart framing adds a little; a body declared far beyond the ceiling is refused unread.
  if (Number(c.req.header("content-length") ?? "0") > ceiling + 64 * 1024) throw tooLarge(ceiling);
  const body = c.req.raw.body;
  if (!body) throw badRequest("uploadNoFile");

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      limits: { files: 1, fields: 4, fieldSize: 256, parts: 8, fileSize: ceiling },
      defParamCharset: "utf8",
    });
  } catch {
    throw badRequest("uploadNotMultipart");
  }

  const state: { failure: ServiceError | undefined; wake: () => void } = { failure: undefined, wake: () => undefined };
  /** Also wakes the reading loop when it waits for busboy to drain. */
  const fail = (error: ServiceError) => {
    state.failure ??= error;
    state.wake();
  };
  const fields: Record<string, string> = {};
  let received: Promise<{ fileName: string; data: Buffer; type: AcceptedType } | undefined> | undefined;

  parser.on("field", (name, value) => {
    fields[name] = value;
  });
  parser.on("file", (name, stream, info) => {
    if (name !== "file" || received) return void stream.resume();
    received = new Promise((resolve) => {
      const chunks: Buffer[] = [];
      let size = 0;
      let limit = ceiling;
      let type: Promise<AcceptedType | undefined> | undefined;
      // The file's first bytes decide its type, and so its limit: nothing more is read until then.
      const sniff = () => {
        type ??= detectType(Buffer.concat(chunks).subarray(0, SNIFF_BYTES)).then((found) => {
          if (!found) fail(unsupported());
          else {
            limit = limits[found.kind];
            if (size > limit) fail(tooLarge(limit));
          }
          return found;
        });
        return type;
      };
      stream.on("data", (chunk: Buffer) => {
        if (state.failure) return;
        size += chunk.length;
        if (size > limit) return fail(tooLarge(limit));
        chunks.push(chunk);
        if (size >= SNIFF_BYTES && !type) {
          stream.pause();
          void sniff().then(() => stream.resume());
        }
      });
      stream.on("limit", () => fail(tooLarge(limit)));
      // busboy destroys the file's stream when the form ends early.
      stream.on("error", () => {
        fail(badRequest("uploadNotMultipart"));
        resolve(undefined);
      });
      stream.on("end", () => {
        void sniff().then((found) =>
          resolve(found && !state.failure ? { fileName: info.filename ?? "", data: Buffer.concat(chunks), type: found } : undefined),
        );
      });
    });
  });
  const parsed = new Promise<void>((resolve) => {
    parser.on("close", () => resolve());
    parser.on("error", () => {
      fail(badRequest("uploadNotMultipart"));
      resolve();
    });
  });

  const reader = body.getReader();
  try {
    while (!state.failure) {
      const { done, value } = await reader.read();
      if (done) {
        parser.end();
        break;
      }
      if (!parser.write(value) && !state.failure) {
        await new Promise<void>((resolve) => {
          state.wake = resolve;
          parser.once("drain", resolve);
        });
      }
    }
  } finally {
    reader.releaseLock();
  }
  if (!state.failure) await parsed;
  const file = state.failure ? undefined : await received;
  if (state.failure) throw state.failure;
  if (!file) throw badRequest("uploadNoFile");
  const purpose = FILE_PURPOSES.find((candidate) => candidate === fields.purpose);
  return { ...file, purpose };
}
