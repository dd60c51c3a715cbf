import { lazy, Suspense } from "react";
import { NEWS_SUMMARY_MAX, NEWS_TITLE_MAX } from "../../../../common/contracts/admin-news.ts";
import type { NewsConsoleTexts } from "../../../i18n/admin-news-texts.ts";
import { Field } from "../../form/field.tsx";
import type { Form } from "../../form/use-form.ts";
import type { NewsFormValues } from "./news-form.ts";
import type { LoadedHtml } from "./rich-text-editor.tsx";

// Tiptap and ProseMirror come with the editor: the server, which never draws one, does not load them at start.
const RichTextEditor = lazy(() => import("./rich-text-editor.tsx").then((module) => ({ default: module.RichTextEditor })));

type Lang = "zh" | "en";
const SUFFIX = { zh: "Zh", en: "En" } as const;

/** One language's title, summary and body. */
export function NewsLanguageFields({
  lang,
  form,
  texts,
  source,
}: {
  lang: Lang;
  form: Form<NewsFormValues>;
  texts: NewsConsoleTexts;
  /** The body as last loaded (see LoadedHtml). */
  source: LoadedHtml;
}) {
  const name = lang === "zh" ? texts.chinese : texts.english;
  const bodyField = `body${SUFFIX[lang]}` as const;
  const bodyError = form.errors[bodyField];
  const bodyLabel = `${texts.body} (${name})`;
  return (
    <fieldset lang={lang === "zh" ? "zh-CN" : "en"} data-news-language={lang}>
      <legend>{name}</legend>
      <Field {...form.field(`title${SUFFIX[lang]}`)} label={`${texts.title} (${name})`} maxLength={NEWS_TITLE_MAX} autoComplete="off" />
      <Field {...form.field(`summary${SUFFIX[lang]}`)} as="textarea" label={`${texts.summary} (${name})`} maxLength={NEWS_SUMMARY_MAX} />
      <span className="news-body-label">{bodyLabel}</span>
      <Suspense fallback={<div className="news-editor" data-rich-text={lang} aria-busy="true" />}>
        <RichTextEditor label={bodyLabel} source={source} onChange={(html) => form.setValue(bodyField, html)} texts={texts} lang={lang} />
      </Suspense>
      {bodyError ? (
        <p className="field-message" data-error="" role="alert">
          {bodyError}
        </p>
      ) : null}
    </fieldset>
  );
}
