import { useState } from "react";
import type { Language } from "../../../../common/constants.ts";
import type { AdminNewsColumn } from "../../../../common/contracts/admin-news.ts";
import { parseTime } from "../../../../common/time.ts";
import { newsPageContent } from "../../../../content/pages/news-seed.ts";
import type { NewsConsoleTexts } from "../../../i18n/admin-news-texts.ts";
import { leadsCatalogs } from "../../../i18n/leads-catalogs.ts";
import { NewsArticle } from "../../news/news-article.tsx";
import { localizeHtmlLinks } from "../../news/rich-text.tsx";
import { Dialog } from "../../ui/dialog.tsx";

export interface PreviewDraft {
  id: number;
  column: number;
  title: { zh: string; en: string };
  /** Sanitised by the server's preview call, as it would be on save. */
  body: { zh: string; en: string };
  cover: string;
  coverAlt: { zh: string; en: string };
  /** ISO 8601: when it would be published. */
  publishAt: string;
}

/**
 * The draft through the public article component, in the language chosen: an English field left
 * empty falls back to the Chinese one, as on the English site, and a column visitors are not
 * offered goes unnamed, as on the article's page.
 */
export function NewsPreview({
  draft,
  columns,
  texts,
  initialLanguage,
  onClose,
}: {
  draft: PreviewDraft;
  columns: AdminNewsColumn[];
  texts: NewsConsoleTexts;
  initialLanguage: Language;
  onClose: () => void;
}) {
  const [language, setLanguage] = useState<Language>(initialLanguage);
  const english = language === "en_US";
  const column = columns.find((entry) => entry.id === draft.column && entry.enabled);
  const article = {
    id: draft.id,
    type: draft.column,
    title: (english && draft.title.en) || draft.title.zh,
    cover: draft.cover,
    coverAlt: draft.coverAlt[english ? "en" : "zh"],
    publishTime: parseTime(draft.publishAt, "{y}-{m}-{d}"),
    body: localizeHtmlLinks((english && draft.body.en) || draft.body.zh, english),
  };
  return (
    <Dialog label={texts.preview} width="960px" className="news-preview-dialog" onClose={onClose} data={{ "data-news-preview": language }}>
      <label className="news-preview-language">
        {texts.previewIn}{" "}
        <select value={language} onChange={(event) => setLanguage(event.target.value as Language)}>
          <option value="zh_CN">中文</option>
          <option value="en_US">English</option>
        </select>
      </label>
      <div lang={english ? "en" : "zh-CN"}>
        <NewsArticle
          article={article}
          text={leadsCatalogs[language].news}
          backToList={newsPageContent[language].backToList}
          columnName={column && (english ? column.labelEn : column.label)}
          previous={null}
          next={null}
        />
      </div>
    </Dialog>
  );
}
