import {
  announcementsCall,
  dictCall,
  downloadCall,
  newsDetailCall,
  newsListCall,
  reportsCall,
  reportsZipCall,
} from "../../common/contracts/content.ts";
import type { Services } from "../services/container.ts";
import { callRouter } from "./call-router.ts";
import { attachment, fail, ok, paged, requestLanguage } from "./envelope.ts";

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
    if (!file) return fail(c, 404, "fileNotFound");
    c.header("Cache-Control", "private, max-age=300");
    c.header("Vary", "Content-Language");
    return attachment(c, { ...file, body: file.open() });
  });

  handle(reportsCall, async (c) => ok(c, await services.investorDocuments.published("report", requestLanguage(c))));
  handle(announcementsCall, async (c) => ok(c, await services.investorDocuments.published("announcement", requestLanguage(c))));

  handle(reportsZipCall, async (c) => {
    const zip = await services.investorDocuments.reportsZip(requestLanguage(c));
    c.header("Vary", "Content-Language");
    return attachment(c, zip);
  });

  return app;
}
