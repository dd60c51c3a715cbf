import { Readable } from "node:stream";
import type { Context } from "hono";
import {
  announcementsCall,
  dictCall,
  downloadCall,
  newsDetailCall,
  newsListCall,
  reportsCall,
  reportsZipCall,
} from "../../common/contracts/content.ts";
import type { FileDownload } from "../services/files.ts";
import type { Services } from "../services/container.ts";
import { callRouter } from "./call-router.ts";
import { contentDisposition, fail, ok, paged, requestLanguage } from "./envelope.ts";

function sendFile(c: Context, file: FileDownload) {
  c.header("Content-Type", file.contentType);
  c.header("Content-Length", String(file.size));
  c.header("download-filename", encodeURIComponent(file.fileName));
  c.header("Content-Disposition", contentDisposition(file.fileName));
  c.header("Cache-Control", "private, max-age=300");
  // The file's name follows the request's language: a cached Chinese answer must not serve English.
  c.header("Vary", "Content-Language");
  return c.body(Readable.toWeb(file.open()) as ReadableStream);
}

/** Dictionaries, news and downloads: public reading, no login. */
export function contentRoutes(services: Services) {
  const { app, handle } = callRouter(services);

  handle(dictCall, async (c, { params }) => ok(c, await services.dictionaries.list(params.dictType, requestLanguage(c))));

  handle(newsListCall, async (c, { query }) => {
    return paged(c, await services.news.list(query));
  });

  handle(newsDetailCall, async (c, { params }) => {
    const detail = await services.news.detail(params.id);
    return detail ? ok(c, detail) : fail(c, 404, "notFound");
  });

  handle(downloadCall, async (c, { params }) => {
    const file = await services.files.download(params.id, requestLanguage(c));
    return file ? sendFile(c, file) : fail(c, 404, "fileNotFound");
  });

  handle(reportsCall, async (c) => ok(c, await services.investorDocuments.published("report", requestLanguage(c))));
  handle(announcementsCall, async (c) => ok(c, await services.investorDocuments.published("announcement", requestLanguage(c))));

  handle(reportsZipCall, async (c) => {
    const language = requestLanguage(c);
    const files = await services.investorDocuments.openReports(language);
    // Loaded for the first download of all reports, not at every start.
    const { ZipArchive } = await import("archiver");
    const zip = new ZipArchive({ zlib: { level: 6 } });
    // Headers are gone by now: a file failing mid-way can only end the download, never the process.
    zip.on("error", (error) => {
      services.logger.error({ err: error }, "report zip failed while streaming");
      zip.destroy(error);
    });
    for (const file of files) zip.append(file.open(), { name: file.fileName });
    void zip.finalize();
    const name = language === "en_US" ? "investor-reports.zip" : "投资者关系报告.zip";
    c.header("Content-Type", "application/zip");
    c.header("Vary", "Content-Language");
    c.header("download-filename", encodeURIComponent(name));
    c.header("Content-Disposition", contentDisposition(name));
    return c.body(Readable.toWeb(zip) as ReadableStream);
  });

  return app;
}
