import type { AdminNewsDetail, NewsSaveBody } from "../../../../common/contracts/admin-news.ts";

/**
 * The editor's fields as the form kit holds them (text), and how they become the save body. The
 * cover is a stored file's id ("" none; KEEP_COVER: an older article's cover path, left as it is)
 * with the address shown; the publish time is datetime-local text in the browser's time zone.
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
  };
}

/** The publish time to send: datetime-local has minutes only, so an unchanged minute keeps the stored time. */
function publishAtOf(values: NewsFormValues, storedPublishAt: string | null): string | null {
  if (!values.publishAt) return null;
  if (storedPublishAt && localInputTime(storedPublishAt) === values.publishAt) return storedPublishAt;
  const time = new Date(values.publishAt);
  // An incomplete entry is sent as typed, for the contract to name the field.
  return Number.isNaN(time.getTime()) ? values.publishAt : time.toISOString();
}

export function newsSaveBodyOf(values: NewsFormValues, status: NewsSaveBody["status"], storedPublishAt: string | null): NewsSaveBody {
  return {
    column: Number(values.column),
    title: { zh: values.titleZh, en: values.titleEn },
    summary: { zh: values.summaryZh, en: values.summaryEn },
    body: { zh: values.bodyZh, en: values.bodyEn },
    ...(values.coverFileId === KEEP_COVER ? {} : { coverFileId: values.coverFileId ? Number(values.coverFileId) : null }),
    status,
    publishAt: publishAtOf(values, storedPublishAt),
  };
}

/** The fields whose value differs from the reference (what is unsaved, or what changed since a save began). */
export function changedFields(values: NewsFormValues, reference: NewsFormValues): Array<keyof NewsFormValues> {
  return (Object.keys(values) as Array<keyof NewsFormValues>).filter((key) => values[key] !== reference[key]);
}
