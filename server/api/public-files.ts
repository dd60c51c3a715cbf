import { Readable } from "node:stream";
import { Hono } from "hono";
import type { Services } from "../services/container.ts";
import { contentDisposition } from "./envelope.ts";

const FILE_PATH = /^(\d{1,10})-([0-9a-f]{16})$/;

/**
 * Uploaded files for everyone: /files/{id}-{hash}/original.{ext} and /files/{id}-{hash}/w{width}.webp,
 * streamed through this server from whichever storage holds them (the CSP allows images from
 * 'self' only, so never a redirect to a bucket). The url changes with the content, so it is cached
 * for a year; an old url of a replaced file redirects to the current one. These answers never pass
 * through the page cache.
 */
export function publicFileRoutes(services: Services) {
  const app = new Hono();
  app.on(["GET", "HEAD"], "/files/:file/:name", async (c) => {
    const match = FILE_PATH.exec(c.req.param("file"));
    const name = c.req.param("name");
    const file =
      match && /^[a-z0-9.]{1,20}$/.test(name) ? await services.fileUploads.publicFile(Number(match[1]), match[2] ?? "", name) : undefined;
    if (!file) return c.text("Not Found", 404, { "Cache-Control": "no-store" });
    // A replaced file's old url: temporary, since the file may be replaced again.
    if ("movedTo" in file) {
      c.header("Cache-Control", "public, max-age=300");
      return c.redirect(file.movedTo, 302);
    }
    c.header("Cache-Control", "public, max-age=31536000, immutable");
    c.header("ETag", file.etag);
    c.header("X-Content-Type-Options", "nosniff");
    if (
      c.req
        .header("if-none-match")
        ?.split(",")
        .some((tag) => tag.trim() === file.etag)
    )
      return c.body(null, 304);
    c.header("Content-Type", file.contentType);
    c.header("Content-Length", String(file.size));
    // PDFs open in the browser's viewer (investor announcements), with their name for saving.
    if (file.contentType === "application/pdf") c.header("Content-Disposition", contentDisposition(file.fileName, "inline"));
    if (c.req.method === "HEAD") return c.body(null, 200);
    const stream = file.open();
    stream.on("error", (error) => services.logger.error({ err: error, path: c.req.path }, "stored file failed while streaming"));
    return c.body(Readable.toWeb(stream) as ReadableStream);
  });
  return app;
}
