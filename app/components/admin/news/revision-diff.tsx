import { diffChars, diffWords, type ChangeObject } from "diff";
import type { NewsRevision } from "../../../../common/contracts/admin-news.ts";
import type { NewsConsoleTexts } from "../../../i18n/admin-news-texts.ts";

/** Article HTML as the words a reader sees, one block per line: a readable thing to compare. */
export function readableText(html: string): string {
  return html
    .replace(/<img\b[^>]*\bsrc="([^"]*)"[^>]*>/gi, "\n[image $1]\n")
    .replace(/<iframe\b[^>]*\bsrc="([^"]*)"[^>]*>/gi, "\n[video $1]\n")
    .replace(/<a\b[^>]*\bhref="([^"]*)"[^>]*>/gi, "[link $1] ")
    .replace(/<\/(th|td)>/gi, " | ")
    .replace(/<\/(p|h2|h3|h4|li|blockquote|tr|figcaption)>|<br\s*\/?>/gi, "\n")
    .replace(/<[^>]+>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\n{2,}/g, "\n")
    .trim();
}

/** A compared text: removed struck, added underlined. */
export function Changes({ changes }: { changes: ChangeObject<string>[] }) {
  return (
    <span className="news-diff-text">
      {changes.map((change, index) =>
        change.added ? (
          <ins key={index}>{change.value}</ins>
        ) : change.removed ? (
          <del key={index}>{change.value}</del>
        ) : (
          <span key={index}>{change.value}</span>
        ),
      )}
    </span>
  );
}

type Field = keyof NewsConsoleTexts["revisions"]["fields"];

/** One compared field: `id` marks it on the page, `label` names it, `lang` says which language's text it is. */
export type ComparedField = { id: string; label: Field; lang: "zh" | "en" | null; before: string; after: string };

/**
 * Changed fields as one marked-up text each (Chinese compared by character, English by word), or
 * that nothing changed. The list's data attribute tells a revision diff from a conflict's.
 */
export function ChangedFields({
  fields,
  texts,
  ...marker
}: { fields: ComparedField[]; texts: NewsConsoleTexts } & ({ "data-news-diff": "" } | { "data-news-conflict-diff": "" })) {
  if (fields.length === 0) return <p>{texts.revisions.noChanges}</p>;
  return (
    <dl className="news-diff" {...marker}>
      {fields.map(({ id, label, lang, before, after }) => (
        <div key={id} data-diff-field={id}>
          <dt>
            {texts.revisions.fields[label]}
            {lang ? ` (${lang === "zh" ? texts.chinese : texts.english})` : ""}
          </dt>
          <dd>
            <Changes changes={lang === "en" ? diffWords(before, after) : diffChars(before, after)} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The fields of two revisions side by side as one marked-up text each: removed struck, added underlined. */
export function RevisionDiff({ from, to, texts }: { from: NewsRevision; to: NewsRevision; texts: NewsConsoleTexts }) {
  const pairs: Array<[Field, "zh" | "en" | null, string, string]> = [
    ["column", null, String(from.column), String(to.column)],
    ["status", null, texts.statuses[from.status], texts.statuses[to.status]],
    ["publishAt", null, from.publishAt, to.publishAt],
    ["unpublishAt", null, from.unpublishAt ?? "", to.unpublishAt ?? ""],
    ["cover", null, from.cover, to.cover],
    ["slug", null, from.slug, to.slug],
  ];
  for (const lang of ["zh", "en"] as const) {
    pairs.push(["title", lang, from.title[lang], to.title[lang]]);
    pairs.push(["summary", lang, from.summary[lang], to.summary[lang]]);
    pairs.push(["body", lang, readableText(from.body[lang]), readableText(to.body[lang])]);
    pairs.push(["seoTitle", lang, from.seoTitle[lang], to.seoTitle[lang]]);
    pairs.push(["seoDescription", lang, from.seoDescription[lang], to.seoDescription[lang]]);
    pairs.push(["coverAlt", lang, from.coverAlt[lang], to.coverAlt[lang]]);
    pairs.push(["socialImage", lang, from.socialImage[lang], to.socialImage[lang]]);
  }
  const changed = pairs
    .filter(([, , before, after]) => before !== after)
    .map(([label, lang, before, after]) => ({ id: `${label}${lang ? `.${lang}` : ""}`, label, lang, before, after }));
  return <ChangedFields fields={changed} texts={texts} data-news-diff="" />;
}
