import { Readable } from "node:stream";
import { ZipArchive } from "archiver";
import { Hono, type Context } from "hono";
import { ENCRYPT_KEY_HEADER, EnvelopeError, sealBody, unwrapKey } from "../../common/envelope-crypto.ts";
import type { FileDownload } from "../services/files.ts";
import type { Services } from "../services/container.ts";
import { ServiceError } from "../services/service-error.ts";
import { fail, message, ok, requestLanguage } from "./envelope.ts";
import { newsListSchema } from "./lead-schemas.ts";
import { validate } from "./request-body.ts";

/** RFC 6266 / 5987: an ASCII fallback plus the exact UTF-8 name. */
function contentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

function sendFile(c: Context, file: FileDownload) {
  c.header("Content-Type", file.contentType);
  c.header("Content-Length", String(file.size));
  c.header("download-filename", encodeURIComponent(file.fileName));
  c.header("Content-Disposition", contentDisposition(file.fileName));
  c.header("Cache-Control", "private, max-age=300");
  return c.body(Readable.toWeb(file.open()) as ReadableStream);
}

/** Dictionaries, news and downloads: public reading, no login. */
export function contentRoutes(services: Services) {
  const app = new Hono();

  app.get("/v1/web/dict/data/type/:dictType", async (c) => {
    const dictType = c.req.param("dictType");
    if (!/^[a-z][a-z0-9_]{0,99}$/.test(dictType)) return ok(c, []);
    const rows = await services.dictionaries.list(dictType, requestLanguage(c));
    const wrapped = c.req.header(ENCRYPT_KEY_HEADER);
    if (!wrapped) return ok(c, rows);
    // Spec section 7: dictionary answers are encrypted; they are sealed with the caller's key.
    let key: string;
    try {
      key = await unwrapKey(wrapped, services.envelopeKeys.privateKey);
    } catch (error) {
      if (error instanceof EnvelopeError) throw new ServiceError(500, "envelopeTampered");
      throw error;
    }
    const sealed = await sealBody(JSON.stringify({ code: 200, msg: message(c, "success"), data: rows }), key);
    return new Response(sealed, { headers: { "content-type": "text/plain; charset=utf-8", [ENCRYPT_KEY_HEADER]: "1" } });
  });

  app.get("/v1/web/news/list", async (c) => {
    const query = validate(c, newsListSchema, c.req.query());
    const { rows, total } = await services.news.list(query);
    return c.json({ code: 200, msg: message(c, "success"), rows, total });
  });

  app.get("/v1/web/news/:id", async (c) => {
    const id = c.req.param("id");
    const detail = /^\d{1,9}$/.test(id) ? await services.news.detail(Number(id)) : undefined;
    return detail ? ok(c, detail) : fail(c, 404, "notFound");
  });

  app.get("/resource/oss/download/:id", async (c) => {
    const id = c.req.param("id");
    const file = /^\d{1,12}$/.test(id) ? await services.files.download(Number(id), requestLanguage(c)) : undefined;
    return file ? sendFile(c, file) : fail(c, 404, "fileNotFound");
  });

  app.get("/v1/web/investor/reports", async (c) => ok(c, await services.files.reports(requestLanguage(c))));

  app.get("/v1/web/investor/reports/zip", async (c) => {
    const language = requestLanguage(c);
    const files = await services.files.openReports(language);
    const zip = new ZipArchive({ zlib: { level: 6 } });
    for (const file of files) zip.append(file.open(), { name: file.fileName });
    void zip.finalize();
    const name = language === "en_US" ? "investor-reports.zip" : "投资者关系报告.zip";
    c.header("Content-Type", "application/zip");
    c.header("download-filename", encodeURIComponent(name));
    c.header("Content-Disposition", contentDisposition(name));
    return c.body(Readable.toWeb(zip) as ReadableStream);
  });

  return app;
}
