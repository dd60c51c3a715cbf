import type { Selectable } from "kysely";
import { LANGUAGES, type Language } from "../../common/constants.ts";
import type { InvestorDocumentTable, NewsTable, SearchEntryKind } from "../db/schema.ts";
import { articleText } from "./article-text.ts";
import { pageSections, type HomeLists } from "./page-sections.ts";

/** One row of search_entry as written, with the texts to index (server/search/search-index.ts). */
export interface EntryInput {
  language: Language;
  kind: SearchEntryKind;
  group_key: string;
  news_id?: number;
  document_id?: number;
  path: string;
  anchor: string;
  /** What the result shows: its title, the section's heading, the text its snippet is cut from. */
  title: string;
  heading: string;
  body: string;
  /** What is indexed with the weight of a title (A), of a heading (B) and of text (D). */
  indexed: { title: string; heading: string; body: string };
  published_at?: number;
  source_updated_at?: number;
}

export type Article = Selectable<NewsTable>;
export type InvestorDocument = Selectable<InvestorDocumentTable>;

/** Days of a document ("2025-03-28") stand for midnight in China, as the investor page shows them. */
const dateOf = (day: string) => Date.parse(`${day}T00:00:00+08:00`);

/** An article in each language: its title ranks first, its summary and headings next, its text last. */
export function articleEntries(article: Article): EntryInput[] {
  return LANGUAGES.map((language) => {
    const english = language === "en_US";
    const title = english ? article.title_en : article.title;
    const summary = english ? article.summary_en : article.summary;
    const { headings, text } = articleText(english ? article.body_en : article.body);
    return {
      language,
      kind: "news",
      group_key: `news:${article.id}`,
      news_id: article.id,
      path: `/newsDetail/${article.id}`,
      anchor: "",
      title,
      heading: "",
      body: [summary, text].filter(Boolean).join("\n"),
      indexed: { title, heading: [summary, headings].filter(Boolean).join("\n"), body: text },
      published_at: article.publish_at,
      source_updated_at: article.updated_at,
    };
  });
}

/** An investor document in each language, by its title (and a report's year); its result opens the PDF. */
export function documentEntries(document: InvestorDocument): EntryInput[] {
  return LANGUAGES.map((language) => {
    const title = language === "en_US" ? document.title_en : document.title;
    return {
      language,
      kind: document.kind,
      group_key: `investor:${document.id}`,
      document_id: document.id,
      path: "/investorRelation",
      anchor: document.kind === "report" ? "reports" : "announcements",
      title,
      heading: "",
      body: "",
      indexed: { title, heading: document.year === null ? "" : String(document.year), body: "" },
      published_at: dateOf(document.published_on),
      source_updated_at: document.updated_at,
    };
  });
}

/**
 * Every section of every public page in both languages. A section's own heading ranks first and the
 * page's title, its cards' titles and its tables' row headers next; the top of a page is found by
 * the page's title first.
 */
export function pageEntries(lists: HomeLists): EntryInput[] {
  return LANGUAGES.flatMap((language) =>
    pageSections(language, lists).map((section) => ({
      language,
      kind: "page" as const,
      group_key: `page:${section.path}`,
      path: section.path,
      anchor: section.anchor,
      title: section.pageTitle,
      heading: section.heading,
      body: section.text,
      indexed: section.anchor
        ? { title: section.heading, heading: [section.pageTitle, section.subheadings].join("\n"), body: section.text }
        : { title: section.pageTitle, heading: [section.heading, section.subheadings].join("\n"), body: section.text },
    })),
  );
}
