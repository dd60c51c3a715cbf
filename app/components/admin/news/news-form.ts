import type { AdminNewsDetail, NewsSaveBody } from "../../../../common/contracts/admin-news.ts";
import { slugOf } from "../../../../common/news-publishing.ts";

/**
 * The editor's fields as the form kit holds them (text), and how they become the save body. The
 * cover is a stored file's id ("" none; KEEP_COVER: an older article's cover path, left as it is)
 * with the address shown, and so is each language's social image; the publish and unpublish
 * times are datetime-local text in the browser's time zone.
 */
export type NewsFormValues = {
  column: string;
  titleZh: string;
  titleEn: string;
  summaryZh: string;
  summaryEn: string;
  bodyZh: string;
  bodyEn: string;
  coverFileId: string;
  cover: string;
  publishAt: string;
  unpublishAt: string;
  slug: string;
  seoTitleZh: string;
  seoTitleEn: string;
  seoDescriptionZh: string;
  seoDescriptionEn: string;
  coverAltZh: string;
  coverAltEn: string;
  socialImageFileIdZh: string;
  socialImageFileIdEn: string;
  socialImageZh: string;
  socialImageEn: string;
};

export const KEEP_COVER = "keep";

export const emptyNewsForm: NewsFormValues = {
  column: "1",
  titleZh: "",
  titleEn: "",
  summaryZh: "",
  summaryEn: "",
  bodyZh: "",
  bodyEn: "",
  coverFileId: "",
  cover: "",
  publishAt: "",
  unpublishAt: "",
  slug: "",
  seoTitleZh: "",
  seoTitleEn: "",
  seoDescriptionZh: "",
  seoDescriptionEn: "",
  coverAltZh: "",
  coverAltEn: "",
  socialImageFileIdZh: "",
  socialImageFileIdEn: "",
  socialImageZh: "",
  socialImageEn: "",
};

/** Where the save body's problems are shown (data.fields and the contract's issues name nested paths). */
export const newsFieldOf = {
  "title.zh": "titleZh",
  "title.en": "titleEn",
  "summary.zh": "summaryZh",
  "summary.en": "summaryEn",
  "body.zh": "bodyZh",
  "body.en": "bodyEn",
  coverFileId: "coverFileId",
  "seoTitle.zh": "seoTitleZh",
  "seoTitle.en": "seoTitleEn",
  "seoDescription.zh": "seoDescriptionZh",
  "seoDescription.en": "seoDescriptionEn",
  "coverAlt.zh": "coverAltZh",
  "coverAlt.en": "coverAltEn",
  "socialImageFileId.zh": "socialImageFileIdZh",
  "socialImageFileId.en": "socialImageFileIdEn",
} as const;

const pad = (value: number) => String(value).padStart(2, "0");

/** ISO time → "2026-11-23T17:30" in the browser's zone (what datetime-local shows). */
export function localInputTime(iso: string): string {
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export function newsFormOf(article: AdminNewsDetail): NewsFormValues {
  return {
    column: String(article.column),
    titleZh: article.title.zh,
    titleEn: article.title.en,
    summaryZh: article.summary.zh,
    summaryEn: article.summary.en,
    bodyZh: article.body.zh,
    bodyEn: article.body.en,
    coverFileId: article.coverFileId !== null ? String(article.coverFileId) : article.cover ? KEEP_COVER : "",
    cover: article.cover,
    publishAt: localInputTime(article.publishAt),
    unpublishAt: article.unpublishAt ? localInputTime(article.unpublishAt) : "",
    slug: article.slug,
    seoTitleZh: article.seoTitle.zh,
    seoTitleEn: article.seoTitle.en,
    seoDescriptionZh: article.seoDescription.zh,
    seoDescriptionEn: article.seoDescription.en,
    coverAltZh: article.coverAlt.zh,
    coverAltEn: article.coverAlt.en,
    socialImageFileIdZh: article.socialImageFileId.zh === null ? "" : String(article.socialImageFileId.zh),
    socialImageFileIdEn: article.socialImageFileId.en === null ? "" : String(article.socialImageFileId.en),
    socialImageZh: article.socialImage.zh,
    socialImageEn: article.socialImage.en,
  };
}

/** A time to send: datetime-local has minutes only, so an unchanged minute keeps the stored time. */
function timeOf(input: string, stored: string | null): string | null {
  if (!input) return null;
  if (stored && localInputTime(stored) === input) return stored;
  const time = new Date(input);
  // An incomplete entry is sent as typed, for the contract to name the field.
  return Number.isNaN(time.getTime()) ? input : time.toISOString();
}

const fileIdOf = (value: string) => (value ? Number(value) : null);

/** The times the article has stored (kept to the second when their minute is not changed). */
export type StoredTimes = { publishAt: string | null; unpublishAt: string | null };

export function newsSaveBodyOf(values: NewsFormValues, status: NewsSaveBody["status"], stored: StoredTimes): NewsSaveBody {
  return {
    column: Number(values.column),
    title: { zh: values.titleZh, en: values.titleEn },
    summary: { zh: values.summaryZh, en: values.summaryEn },
    body: { zh: values.bodyZh, en: values.bodyEn },
    ...(values.coverFileId === KEEP_COVER ? {} : { coverFileId: values.coverFileId ? Number(values.coverFileId) : null }),
    status,
    publishAt: timeOf(values.publishAt, stored.publishAt),
    unpublishAt: timeOf(values.unpublishAt, stored.unpublishAt),
    // A link name that only follows the English title is left to the server, which numbers it past another article's.
    slug: values.slug === slugOf(values.titleEn) ? "" : values.slug,
    seoTitle: { zh: values.seoTitleZh, en: values.seoTitleEn },
    seoDescription: { zh: values.seoDescriptionZh, en: values.seoDescriptionEn },
    coverAlt: { zh: values.coverAltZh, en: values.coverAltEn },
    socialImageFileId: { zh: fileIdOf(values.socialImageFileIdZh), en: fileIdOf(values.socialImageFileIdEn) },
  };
}

/** Whether a body has something to read or see (text, an image, a table, a video), not only empty paragraphs. */
function hasContent(html: string): boolean {
  if (/<(img|iframe|table|video)\b/i.test(html)) return true;
  return html.replace(/<[^>]*>/g, "").replace(/&nbsp;|\s/g, "").length > 0;
}

/**
 * What a language lacks before publishing: its title or its body. The site fills a missing
 * English text with the Chinese one, which a reader of the English site would not expect.
 */
export function missingForPublishing(values: NewsFormValues): Array<{ lang: "zh" | "en"; field: "title" | "body" }> {
  return (["zh", "en"] as const).flatMap((lang) => {
    const suffix = lang === "zh" ? "Zh" : "En";
    return [
      ...(values[`title${suffix}`].trim() ? [] : [{ lang, field: "title" as const }]),
      ...(hasContent(values[`body${suffix}`]) ? [] : [{ lang, field: "body" as const }]),
    ];
  });
}

/** The fields whose value differs from the reference (what is unsaved, or what changed since a save began). */
export function changedFields(values: NewsFormValues, reference: NewsFormValues): Array<keyof NewsFormValues> {
  return (Object.keys(values) as Array<keyof NewsFormValues>).filter((key) => values[key] !== reference[key]);
}
