import * as z from "zod/mini";
import { NEWS_COLUMN_IDS } from "../news.ts";
import { NEWS_COVER_ALT_MAX, NEWS_SEO_DESCRIPTION_MAX, NEWS_SEO_TITLE_MAX, NEWS_SLUG_MAX, NEWS_SLUG_PATTERN } from "../news-publishing.ts";
import { PERMISSIONS } from "../staff-roles.ts";
import { listSort, paging, searchText } from "./admin-fields.ts";
import { defineCall } from "./call.ts";
import { recordId } from "./fields.ts";
import { recordVersion } from "./record-version.ts";

/** The console's news: drafts, scheduled and published articles, each save kept as a revision. */
const tag = "admin";
const permission = PERMISSIONS.newsEdit;
const invalid = { error: "invalidField" } as const;

export const NEWS_TITLE_MAX = 200;
export const NEWS_SUMMARY_MAX = 500;
export const NEWS_BODY_MAX = 100_000;

/**
 * What is stored. `scheduled` and `ended` are derived: published with a publish time still ahead,
 * or with an unpublish time gone by.
 */
export const NEWS_SAVE_STATUSES = ["draft", "published"] as const;
export const NEWS_STATUSES = ["draft", "scheduled", "published", "ended"] as const;
export type NewsState = (typeof NEWS_STATUSES)[number];
/** The list's sortable columns (the status is derived from the publish time, so it sorts with it). */
export const NEWS_SORTS = ["updatedAt", "publishAt", "title", "column"] as const;

const text = (max: number, tooLong: "newsTitleTooLong" | "newsSummaryTooLong" | "newsBodyTooLong") =>
  z._default(z.optional(z.string(invalid).check(z.maxLength(max, { error: tooLong }))), "");
type TooLong = "newsTitleTooLong" | "newsSummaryTooLong" | "newsSeoTitleTooLong" | "newsSeoDescriptionTooLong" | "newsCoverAltTooLong";
const trimmed = (max: number, tooLong: TooLong) =>
  z._default(z.optional(z.string(invalid).check(z.trim(), z.maxLength(max, { error: tooLong }))), "");
/** A text per language, each with its own limit; absent: both empty. */
const perLanguage = (max: { zh: number; en: number }, tooLong: TooLong) =>
  z._default(z.optional(z.object({ zh: trimmed(max.zh, tooLong), en: trimmed(max.en, tooLong) })), { zh: "", en: "" });

/** ISO 8601 with a time zone ("2026-11-23T09:30:00Z", "…+08:00"). */
const isoTime = (error: "newsPublishAt" | "newsUnpublishAt") =>
  z.string({ error }).check(
    z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/, { error }),
    z.refine((value) => Number.isFinite(Date.parse(value)), { error }),
  );

const newsFields = {
  column: z.coerce
    .number({ error: "newsColumn" })
    .check(
      z.int({ error: "newsColumn" }),
      z.minimum(1, { error: "newsColumn" }),
      z.maximum(NEWS_COLUMN_IDS.length, { error: "newsColumn" }),
    ),
  title: z.object({
    zh: z
      .string({ error: "newsTitle" })
      .check(z.trim(), z.minLength(1, { error: "newsTitle" }), z.maxLength(NEWS_TITLE_MAX, { error: "newsTitleTooLong" })),
    en: trimmed(NEWS_TITLE_MAX, "newsTitleTooLong"),
  }),
  summary: z._default(
    z.optional(z.object({ zh: trimmed(NEWS_SUMMARY_MAX, "newsSummaryTooLong"), en: trimmed(NEWS_SUMMARY_MAX, "newsSummaryTooLong") })),
    {
      zh: "",
      en: "",
    },
  ),
  body: z._default(z.optional(z.object({ zh: text(NEWS_BODY_MAX, "newsBodyTooLong"), en: text(NEWS_BODY_MAX, "newsBodyTooLong") })), {
    zh: "",
    en: "",
  }),
  /** A stored image (POST /api/admin/files); null or absent: no cover. */
  coverFileId: z.optional(z.nullable(recordId())),
  status: z.enum(NEWS_SAVE_STATUSES, invalid),
  /** When it becomes public; absent when publishing: now (or the time it already had). */
  publishAt: z.optional(z.nullable(isoTime("newsPublishAt"))),
  /** When it leaves the site by itself (after the publish time); absent or null: never. */
  unpublishAt: z.optional(z.nullable(isoTime("newsUnpublishAt"))),
  /** The readable link's words (/newsDetail/{id}-{slug}); empty: made from the English title. */
  slug: z._default(
    z.optional(
      z.string(invalid).check(
        z.trim(),
        z.maxLength(NEWS_SLUG_MAX, { error: "newsSlug" }),
        z.refine((value) => value === "" || NEWS_SLUG_PATTERN.test(value), { error: "newsSlug" }),
      ),
    ),
    "",
  ),
  /** The page's <title> and og:title; empty: the article's title. */
  seoTitle: perLanguage(NEWS_SEO_TITLE_MAX, "newsSeoTitleTooLong"),
  /** The meta and og: description; empty: the summary. */
  seoDescription: perLanguage(NEWS_SEO_DESCRIPTION_MAX, "newsSeoDescriptionTooLong"),
  /** What the cover shows, for people who cannot see it; empty: the cover is decoration. */
  coverAlt: perLanguage({ zh: NEWS_COVER_ALT_MAX, en: NEWS_COVER_ALT_MAX }, "newsCoverAltTooLong"),
  /** The image a shared link shows (og:image), a stored image per language; null: the cover. */
  socialImageFileId: z._default(z.optional(z.object({ zh: z.nullable(recordId()), en: z.nullable(recordId()) })), {
    zh: null,
    en: null,
  }),
};
// The English site shows the English title: an article goes public only with one.
const englishTitleToPublish = z.refine(
  (value) => {
    const body = value as { status: string; title: { en: string } };
    return body.status !== "published" || body.title.en !== "";
  },
  { error: "newsTitleEn", path: ["title", "en"] },
);

/** A new article, and the preview of an unsaved one. */
export const newsSaveBody = z.object(newsFields).check(englishTitleToPublish);
export type NewsSaveBody = z.output<typeof newsSaveBody>;

/** A save of an existing article: the fields and the version they were edited from. */
export const newsUpdateBody = z.object({ ...newsFields, version: recordVersion() }).check(englishTitleToPublish);
export type NewsUpdateBody = z.output<typeof newsUpdateBody>;

const bilingual = z.object({ zh: z.string(), en: z.string() });

export const adminNewsRow = z.object({
  id: z.number(),
  column: z.number(),
  title: bilingual,
  status: z.enum(NEWS_STATUSES),
  /** ISO 8601. */
  publishAt: z.string(),
  updatedAt: z.string(),
  updatedBy: z.string(),
  cover: z.string(),
  version: z.number(),
});
export type AdminNewsRow = z.output<typeof adminNewsRow>;

const bilingualFileIds = z.object({ zh: z.nullable(z.number()), en: z.nullable(z.number()) });

/** The publishing fields as stored, in an article and in each of its revisions. */
const publishingFields = {
  slug: z.string(),
  seoTitle: bilingual,
  seoDescription: bilingual,
  coverAlt: bilingual,
  socialImageFileId: bilingualFileIds,
  /** Where each language's social image is served ("" none). */
  socialImage: bilingual,
  /** ISO 8601, or null: it stays. */
  unpublishAt: z.nullable(z.string()),
};

export const adminNewsDetail = z.extend(adminNewsRow, {
  summary: bilingual,
  body: bilingual,
  coverFileId: z.nullable(z.number()),
  createdAt: z.string(),
  ...publishingFields,
});
export type AdminNewsDetail = z.output<typeof adminNewsDetail>;

export const newsRevisionRow = z.object({
  id: z.number(),
  /** create, update, publish, unpublish, restore, import. */
  reason: z.string(),
  restoredFrom: z.nullable(z.number()),
  authorName: z.string(),
  createdAt: z.string(),
  status: z.enum(NEWS_SAVE_STATUSES),
  title: bilingual,
});
export type NewsRevisionRow = z.output<typeof newsRevisionRow>;

export const newsRevision = z.extend(newsRevisionRow, {
  column: z.number(),
  summary: bilingual,
  body: bilingual,
  cover: z.string(),
  coverFileId: z.nullable(z.number()),
  publishAt: z.string(),
  ...publishingFields,
});
export type NewsRevision = z.output<typeof newsRevision>;

const idParams = z.object({ id: recordId() });

/** A column as the web_news_column dictionary has it: both names, and whether visitors are offered it. */
export const adminNewsColumn = z.object({ id: z.number(), label: z.string(), labelEn: z.string(), enabled: z.boolean() });
export type AdminNewsColumn = z.output<typeof adminNewsColumn>;

export const adminNewsColumnsCall = defineCall({
  method: "GET",
  path: "/admin/news/columns",
  summary: "Console: the news columns in the dictionary's order, both names, disabled ones included",
  tag,
  access: "session",
  permission,
  answer: { data: z.array(adminNewsColumn) },
});

export const adminNewsListCall = defineCall({
  method: "GET",
  path: "/admin/news",
  summary: "Console: news articles, filtered by column and state, searched in both titles, sorted, paged",
  tag,
  access: "session",
  permission,
  query: z.object({
    column: z.optional(z.coerce.number(invalid).check(z.int(invalid), z.minimum(1, invalid), z.maximum(NEWS_COLUMN_IDS.length, invalid))),
    status: z.optional(z.enum(NEWS_STATUSES, invalid)),
    q: searchText(),
    ...listSort(NEWS_SORTS, "updatedAt"),
    ...paging,
  }),
  answer: { row: adminNewsRow },
});

export const adminNewsDetailCall = defineCall({
  method: "GET",
  path: "/admin/news/:id",
  summary: "Console: one article as it is stored, both languages",
  tag,
  access: "session",
  permission,
  params: idParams,
  answer: { data: adminNewsDetail },
});

export const adminNewsCreateCall = defineCall({
  method: "POST",
  path: "/admin/news",
  summary: "Console: a new article (draft, or published now or at publishAt); the body is sanitised; kept as revision 1",
  tag,
  access: "session",
  permission,
  body: newsSaveBody,
  answer: { data: adminNewsDetail },
});

export const adminNewsUpdateCall = defineCall({
  method: "PUT",
  path: "/admin/news/:id",
  summary:
    "Console: save an article (every save is a new revision); status draft takes it off the site; code 409 recordChanged when it was saved after `version`",
  tag,
  access: "session",
  permission,
  params: idParams,
  body: newsUpdateBody,
  answer: { data: adminNewsDetail },
});

export const adminNewsUnpublishCall = defineCall({
  method: "POST",
  path: "/admin/news/:id/unpublish",
  summary: "Console: take an article off the site (it becomes a draft; a new revision)",
  tag,
  access: "session",
  permission,
  params: idParams,
  answer: { data: adminNewsDetail },
});

export const adminNewsPreviewCall = defineCall({
  method: "POST",
  path: "/admin/news/preview",
  summary: "Console: what the public page would show for this unsaved article (bodies sanitised as on save); nothing is stored",
  tag,
  access: "session",
  permission,
  body: newsSaveBody,
  answer: { data: z.object({ cover: z.string(), body: bilingual }) },
});

export const newsRevisionsCall = defineCall({
  method: "GET",
  path: "/admin/news/:id/revisions",
  summary: "Console: an article's revisions, newest first",
  tag,
  access: "session",
  permission,
  params: idParams,
  answer: { data: z.array(newsRevisionRow) },
});

export const newsRevisionCall = defineCall({
  method: "GET",
  path: "/admin/news/:id/revisions/:revisionId",
  summary: "Console: one revision, complete",
  tag,
  access: "session",
  permission,
  params: z.object({ id: recordId(), revisionId: recordId() }),
  answer: { data: newsRevision },
});

export const newsRestoreCall = defineCall({
  method: "POST",
  path: "/admin/news/:id/revisions/:revisionId/restore",
  summary: "Console: copy a revision's content back (a new revision); the article's state and publish time stay as they are",
  tag,
  access: "session",
  permission,
  params: z.object({ id: recordId(), revisionId: recordId() }),
  answer: { data: adminNewsDetail },
});

/** An open editor's name for itself (a random id each browser tab chooses). */
const editorHolder = z.string(invalid).check(z.regex(/^[A-Za-z0-9_-]{16,64}$/, invalid));

export const newsEditorsCall = defineCall({
  method: "PUT",
  path: "/admin/news/:id/editors",
  summary:
    "Console: this editor has the article open (a lease of 60 s, renewed while open); answers the other people who have it open. Blocks nobody",
  tag,
  access: "session",
  permission,
  params: idParams,
  body: z.object({ holder: editorHolder }),
  answer: { data: z.object({ others: z.array(z.object({ username: z.string(), since: z.string() })) }) },
});

export const newsEditorLeaveCall = defineCall({
  method: "DELETE",
  path: "/admin/news/:id/editors/:holder",
  summary: "Console: this editor closed the article (its lease ends now)",
  tag,
  access: "session",
  permission,
  params: z.object({ id: recordId(), holder: editorHolder }),
  answer: { data: z.null() },
});

/** How long a share-preview link opens the article; 7 days unless chosen otherwise. */
export const PREVIEW_LINK_DAYS = [1, 7, 30] as const;
export const DEFAULT_PREVIEW_LINK_DAYS = 7;

/** A share-preview link that still opens: its token is shown once, when it is made, and never stored. */
export const previewLinkRow = z.object({
  id: z.number(),
  /** ISO 8601. */
  createdAt: z.string(),
  createdBy: z.string(),
  expiresAt: z.string(),
});
export type PreviewLinkRow = z.output<typeof previewLinkRow>;

export const newsPreviewLinksCall = defineCall({
  method: "GET",
  path: "/admin/news/:id/preview-links",
  summary: "Console: the article's share-preview links that still open (not expired, not revoked), newest first",
  tag,
  access: "session",
  permission,
  params: idParams,
  answer: { data: z.array(previewLinkRow) },
});

export const newsPreviewLinkCreateCall = defineCall({
  method: "POST",
  path: "/admin/news/:id/preview-links",
  summary:
    "Console: a link that opens the article as saved, as the public page shows it, without signing in, for `days` days (/preview/{token}, /en/preview/{token}); the token is answered once; written to the audit log",
  tag,
  access: "session",
  permission,
  params: idParams,
  body: z.object({
    days: z._default(z.optional(z.literal(PREVIEW_LINK_DAYS, invalid)), DEFAULT_PREVIEW_LINK_DAYS),
  }),
  answer: { data: z.object({ link: previewLinkRow, token: z.string() }) },
});

export const newsPreviewLinkRevokeCall = defineCall({
  method: "DELETE",
  path: "/admin/news/:id/preview-links/:linkId",
  summary: "Console: the link stops opening the article at once (then answers 404 like an unknown one); written to the audit log",
  tag,
  access: "session",
  permission,
  params: z.object({ id: recordId(), linkId: recordId() }),
  answer: { data: z.null() },
});
