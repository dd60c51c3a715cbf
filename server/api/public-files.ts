import { Readable } from "node:stream";
import { Hono, type Context } from "hono";
import type { Services } from "../services/container.ts";
import { StoredFileMissing } from "../storage/file-storage.ts";
import { contentDisposition } from "./envelope.ts";

const FILE_PATH = /^(\d{1,10})-([0-9a-f]{16})$/;

export interface PublicFileOptions {
  /**
   * FILE_STORAGE=local with a PostgreSQL database other instances may share: a file the database
   * knows can be on another instance's disk, which is a configuration fault to report, not a 404.
   */
  localFilesWithSharedDatabase: boolean;
}

/**
 * Uploaded files for everyone: /files/{id}-{hash}/original.{ext} and /files/{id}-{hash}/w{width}.webp,
 * streamed through this server from whichever storage holds them (the CSP allows images from
 * 'self' only, so never a redirect to a bucket). The url changes with the content, so it is cached
 * for a year; an old url of a replaced file redirects to the current one. These answers never pass
 * through the page cache.
 *
 * The file is opened before any header is sent: a file this instance cannot read is answered
 * 404 (or 503, see `localFilesWithSharedDatabase`) and never cached, instead of a 200 with a
 * length, a year of caching and no body (issue 32: two instances with local storage).
 */
const notFound = (c: Context) => c.text("Not Found", 404, { "Cache-Control": "no-store" });

export function publicFileRoutes(services: Services, options: PublicFileOptions) {
  const app = new Hono();
  app.on(["GET", "HEAD"], "/files/:file/:name", async (c) => {
    const match = FILE_PATH.exec(c.req.param("file"));
    const name = c.req.param("name");
    const file =
      match && /^[a-z0-9.]{1,20}$/.test(name) ? await services.fileUploads.publicFile(Number(match[1]), match[2] ?? "", name) : undefined;
    if (!file) return notFound(c);
    // A replaced file's old url: temporary, since the file may be replaced again.
    if ("movedTo" in file) {
      c.header("Cache-Control", "public, max-age=300");
      return c.redirect(file.movedTo, 302);
    }
    const etag = file.etag;
    if (
      c.req
        .header("if-none-match")
        ?.split(",")
        .some((tag) => tag.trim() === etag)
    )
      return c.body(null, 304, { "Cache-Control": "public, max-age=31536000, immutable", ETag: etag });
    let stream: Readable;
    try {
      stream = await file.open();
    } catch (error) {
      if (error instanceof StoredFileMissing && !options.localFilesWithSharedDatabase) {
        services.logger.error({ path: c.req.path }, "stored file missing from storage");
        return notFound(c);
      }
      services.logger.error(
        {
          err: error,
          path: c.req.path,
          cause:
            error instanceof StoredFileMissing
              ? "FILE_STORAGE=local with a shared PostgreSQL database: the file was stored on another instance's disk; use FILE_STORAGE=s3 for more than one instance"
              : "file storage failed",
        },
        "stored file cannot be read on this instance",
      );
      return c.text("Service Unavailable", 503, { "Cache-Control": "no-store", "Retry-After": "60" });
    }
    c.header("Cache-Control", "public, max-age=31536000, immutable");
    c.header("ETag", etag);
    c.header("X-Content-Type-Options", "nosniff");
    c.header("Content-Type", file.contentType);
    c.header("Content-Length", String(file.size));
    // PDFs open in the browser's viewer (investor announcements), with their name for saving.
    if (file.contentType === "application/pdf") c.header("Content-Disposition", contentDisposition(file.fileName, "inline"));
    if (c.req.method === "HEAD") {
      stream.destroy();
      return c.body(null, 200);
    }
    stream.on("error", (error) => services.logger.error({ err: error, path: c.req.path }, "stored file failed while streaming"));
    return c.body(Readable.toWeb(stream) as ReadableStream);
  });
  return app;
}
