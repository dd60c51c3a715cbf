import type { AdminNewsDetail, NewsSaveBody } from "../../../../common/contracts/admin-news.ts";

type Bilingual = { zh: string; en: string };

/** The editor's state: the save body's fields plus the cover shown and the publish time as the input holds it. */
export interface NewsFormState {
  column: number;
  title: Bilingual;
  summary: Bilingual;
  body: Bilingual;
  /** undefined: keep the stored cover (an older article's path); null: none. */
  coverFileId: number | null | undefined;
  cover: string;
  /** datetime-local text in the browser's time zone, "" for none. */
  publishAt: string;
  /** The stored publish time (ISO), kept to the millisecond while the editor leaves the minute as it was. */
  storedPublishAt: string | null;
}

export const emptyNewsForm: NewsFormState = {
  column: 1,
  title: { zh: "", en: "" },
  summary: { zh: "", en: "" },
  body: { zh: "", en: "" },
  coverFileId: null,
  cover: "",
  publishAt: "",
  storedPublishAt: null,
};

const pad = (value: number) => String(value).padStart(2, "0");

/** ISO time → "2026-11-23T17:30" in the browser's zone (what datetime-local shows). */
export function localInputTime(iso: string): string {
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export function formOf(article: AdminNewsDetail): NewsFormState {
  return {
    column: article.column,
    title: article.title,
    summary: article.summary,
    body: article.body,
    coverFileId: article.coverFileId ?? (article.cover ? undefined : null),
    cover: article.cover,
    publishAt: localInputTime(article.publishAt),
    storedPublishAt: article.publishAt,
  };
}

/** The publish time to send: datetime-local has minutes only, so an unchanged minute keeps the stored time. */
function publishAtOf(form: NewsFormState): string | null {
  if (!form.publishAt) return null;
  if (form.storedPublishAt && localInputTime(form.storedPublishAt) === form.publishAt) return form.storedPublishAt;
  return new Date(form.publishAt).toISOString();
}

export function saveBodyOf(form: NewsFormState, status: NewsSaveBody["status"]): NewsSaveBody {
  return {
    column: form.column,
    title: form.title,
    summary: form.summary,
    body: form.body,
    ...(form.coverFileId === undefined ? {} : { coverFileId: form.coverFileId }),
    status,
    publishAt: publishAtOf(form),
  };
}
