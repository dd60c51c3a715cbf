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
  const changed = pairs.filter(([, , before, after]) => before !== after);
  if (changed.length === 0) return <p>{texts.revisions.noChanges}</p>;
  return (
    <dl className="news-diff" data-news-diff="">
      {changed.map(([field, lang, before, after]) => (
        <div key={`${field}-${lang ?? ""}`} data-diff-field={`${field}${lang ? `.${lang}` : ""}`}>
          <dt>
            {texts.revisions.fields[field]}
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
