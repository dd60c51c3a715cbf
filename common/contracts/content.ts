import * as z from "zod/mini";
import { NEWS_COLUMN_IDS, NEWS_PAGE_SIZE, NEWS_PAGE_SIZE_MAX } from "../news.ts";
import { defineCall } from "./call.ts";
import { recordId } from "./fields.ts";

/** Dictionaries, news, downloads and the home page's lists: public reading, no login. */

export const dictEntry = z.object({ dictLabel: z.string(), dictValue: z.string(), listClass: z.string(), cssClass: z.string() });
export type DictEntry = z.output<typeof dictEntry>;

export const dictCall = defineCall({
  method: "GET",
  path: "/v1/web/dict/data/type/:dictType",
  summary: "A dictionary's entries in the request's language; sealed when the request carries an encrypt-key header",
  tag: "content",
  access: "public",
  sealsAnswerWhenAsked: true,
  params: z.object({ dictType: z.string() }),
  answer: { data: z.array(dictEntry) },
});

const pageNumber = (fallback: number, max: number) =>
  z._default(
    z.optional(
      z.coerce
        .number({ error: "invalidField" })
        .check(z.int({ error: "invalidField" }), z.minimum(1, { error: "invalidField" }), z.maximum(max, { error: "invalidField" })),
    ),
    fallback,
  );

export const newsListQuery = z.object({
  pageNum: pageNumber(1, 10_000),
  pageSize: pageNumber(NEWS_PAGE_SIZE, NEWS_PAGE_SIZE_MAX),
  /** News column 1-4 in spec order (/news?type=). */
  type: z.optional(
    z.coerce
      .number({ error: "invalidField" })
      .check(
        z.int({ error: "invalidField" }),
        z.minimum(1, { error: "invalidField" }),
        z.maximum(NEWS_COLUMN_IDS.length, { error: "invalidField" }),
      ),
  ),
});

export const newsListItem = z.object({
  id: z.number(),
  /** Column 1-4 in spec order (/news?type=). */
  type: z.number(),
  title: z.string(),
  titleEn: z.string(),
  summary: z.string(),
  summaryEn: z.string(),
  cover: z.string(),
  /** What the cover shows, per language ("" : the cover is decoration). */
  coverAlt: z.object({ zh: z.string(), en: z.string() }),
  /** yyyy-mm-dd */
  publishTime: z.nullable(z.string()),
});

/** One language's head tags as the editor set them ("" : the page uses the title, summary and cover). */
const articleSeo = z.object({ title: z.string(), description: z.string(), image: z.string() });

const newsNeighbour = z.object({ id: z.number(), title: z.string(), titleEn: z.string() });

export const newsDetail = z.object({
  news: z.extend(newsListItem, {
    body: z.string(),
    bodyEn: z.string(),
    /** The readable link's words: /newsDetail/{id}-{slug} leads to /newsDetail/{id}. */
    slug: z.string(),
    seo: z.object({ zh: articleSeo, en: articleSeo }),
  }),
  /** The older article, if any. */
  previous: z.nullable(newsNeighbour),
  /** The newer article, if any. */
  next: z.nullable(newsNeighbour),
});

export const newsListCall = defineCall({
  method: "GET",
  path: "/v1/web/news/list",
  summary: "Published news, newest first, optionally one column, paged",
  tag: "news",
  access: "public",
  query: newsListQuery,
  answer: { row: newsListItem },
});

export const newsDetailCall = defineCall({
  method: "GET",
  path: "/v1/web/news/:id",
  summary: "One article (bodies are sanitised HTML) with its older and newer neighbours",
  tag: "news",
  access: "public",
  params: z.object({ id: recordId() }),
  answer: { data: newsDetail },
});

export const downloadCall = defineCall({
  method: "GET",
  path: "/resource/oss/download/:id",
  summary: "A stored file; its name is in the download-filename header (URL-encoded) and Content-Disposition",
  tag: "files",
  access: "public",
  params: z.object({ id: recordId() }),
  analyticsEvent: "report_downloaded",
  answer: { file: "application/octet-stream" },
});

export const INVESTOR_DOCUMENT_KINDS = ["report", "announcement"] as const;
export type InvestorDocumentKind = (typeof INVESTOR_DOCUMENT_KINDS)[number];
/** How /investorRelation labels reports (content/pages/investor.ts reportKindLabels). */
export const REPORT_KINDS = ["annual", "interim", "quarterly", "esg"] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** A shown investor-relations report or announcement, in the request's language. */
export const investorDocumentEntry = z.object({
  id: z.number(),
  /** The seed's slug, or the id as text for a document added in the console. */
  ref: z.string(),
  kind: z.enum(INVESTOR_DOCUMENT_KINDS),
  /** Reports only. */
  reportKind: z.nullable(z.enum(REPORT_KINDS)),
  year: z.nullable(z.number()),
  title: z.string(),
  /** Publication day, YYYY-MM-DD. */
  date: z.string(),
  /** The PDF in this language: its id for GET /api/resource/oss/download/{ossId}, and its public url (opens inline). */
  ossId: z.number(),
  url: z.string(),
  fileName: z.string(),
  size: z.number(),
});
export type InvestorDocumentEntry = z.output<typeof investorDocumentEntry>;

export const reportsCall = defineCall({
  method: "GET",
  path: "/v1/web/investor/reports",
  summary: "The investor-relations reports shown on /investorRelation, in their order",
  tag: "files",
  access: "public",
  answer: { data: z.array(investorDocumentEntry) },
});

export const announcementsCall = defineCall({
  method: "GET",
  path: "/v1/web/investor/announcements",
  summary: "The investor-relations announcements shown on /investorRelation, each with its PDF",
  tag: "files",
  access: "public",
  answer: { data: z.array(investorDocumentEntry) },
});

export const reportsZipCall = defineCall({
  method: "GET",
  path: "/v1/web/investor/reports/zip",
  summary: "Every investor-relations report in one zip (spec section 7 zip download)",
  tag: "files",
  access: "public",
  analyticsEvent: "report_downloaded",
  answer: { file: "application/zip" },
});

export const qrCodeCall = defineCall({
  method: "GET",
  path: "/site/qr/:file",
  summary:
    "The footer's contact QR code (contact.svg) or the consultant's (consultant.svg), from the site settings; pages add ?v= of their version",
  tag: "site",
  access: "public",
  params: z.object({ file: z.enum(["contact.svg", "consultant.svg"]) }),
  answer: { file: "image/svg+xml" },
});

export const healthCall = defineCall({
  method: "GET",
  path: "/health",
  summary: "Ready: the server answers and its database does (code 503 when the database does not)",
  tag: "health",
  access: "public",
  answer: { data: z.object({ status: z.literal("up"), version: z.string(), database: z.enum(["sqlite", "postgres"]) }) },
});

export const livenessCall = defineCall({
  method: "GET",
  path: "/health/live",
  summary: "Alive: the process answers (touches nothing else)",
  tag: "health",
  access: "public",
  answer: { data: z.object({ status: z.literal("up") }) },
});

const checkOutcome = z.enum(["ok", "failed"]);

export const readinessCall = defineCall({
  method: "GET",
  path: "/health/ready",
  summary:
    "Ready for traffic: database reachable, migrations current, file storage reachable, render threads up; HTTP 503 (code 503) otherwise and while the instance drains",
  tag: "health",
  access: "public",
  answer: {
    data: z.object({
      status: z.enum(["ready", "unready", "draining"]),
      /** Left out while draining: nothing is checked then. */
      checks: z.optional(
        z.object({
          database: checkOutcome,
          migrations: z.enum(["ok", "pending", "failed"]),
          storage: checkOutcome,
          renderThreads: z.enum(["ok", "down", "none"]),
        }),
      ),
    }),
  },
});

export type NewsListQuery = z.output<typeof newsListQuery>;
export type NewsListItem = z.output<typeof newsListItem>;
export type NewsDetailData = z.output<typeof newsDetail>;
export type NewsArticle = NewsDetailData["news"];
