import type { NewsConsoleTexts } from "../../../i18n/admin-news-texts.ts";
import type { NewsFormValues } from "./news-form.ts";
import { ChangedFields, readableText } from "./revision-diff.tsx";

const COMPARED: Array<{ field: keyof NewsFormValues; label: keyof NewsConsoleTexts["revisions"]["fields"]; lang?: "zh" | "en" }> = [
  { field: "column", label: "column" },
  { field: "publishAt", label: "publishAt" },
  { field: "unpublishAt", label: "unpublishAt" },
  { field: "cover", label: "cover" },
  { field: "slug", label: "slug" },
  { field: "titleZh", label: "title", lang: "zh" },
  { field: "summaryZh", label: "summary", lang: "zh" },
  { field: "bodyZh", label: "body", lang: "zh" },
  { field: "seoTitleZh", label: "seoTitle", lang: "zh" },
  { field: "seoDescriptionZh", label: "seoDescription", lang: "zh" },
  { field: "coverAltZh", label: "coverAlt", lang: "zh" },
  { field: "socialImageZh", label: "socialImage", lang: "zh" },
  { field: "titleEn", label: "title", lang: "en" },
  { field: "summaryEn", label: "summary", lang: "en" },
  { field: "bodyEn", label: "body", lang: "en" },
  { field: "seoTitleEn", label: "seoTitle", lang: "en" },
  { field: "seoDescriptionEn", label: "seoDescription", lang: "en" },
  { field: "coverAltEn", label: "coverAlt", lang: "en" },
  { field: "socialImageEn", label: "socialImage", lang: "en" },
];

/**
 * What someone else changed in an article since this editor loaded it: each field that differs
 * between the two versions, as a marked-up text (the conflict dialog's list).
 */
export function ArticleChanges({ from, to, texts }: { from: NewsFormValues; to: NewsFormValues; texts: NewsConsoleTexts }) {
  const changed = COMPARED.filter(({ field }) => from[field] !== to[field]).map(({ field, label, lang }) => {
    const [before, after] = field.startsWith("body") ? [readableText(from[field]), readableText(to[field])] : [from[field], to[field]];
    return { id: field, label, lang: lang ?? null, before, after };
  });
  return <ChangedFields fields={changed} texts={texts} data-news-conflict-diff="" />;
}
