/**
 * An article's publishing fields (issue 26 item 5, docs/decisions/023-editing-without-lost-work.md):
 * the limits the editor counts against and the server enforces, and the readable link's slug.
 */

/**
 * What a search result shows before cutting the text off: about 60 Latin characters of a title and
 * 160 of a description (Google), about 30 and 80 Chinese characters (Baidu, where a Chinese
 * character takes two Latin widths). Longer text would be cut mid-sentence, so the field stops there.
 */
export const NEWS_SEO_TITLE_MAX = { zh: 30, en: 60 } as const;
export const NEWS_SEO_DESCRIPTION_MAX = { zh: 80, en: 160 } as const;
/** A cover's alt text says what the picture shows in a sentence or two. */
export const NEWS_COVER_ALT_MAX = 200;
/** The readable link's words: long enough for a headline, short enough to share. */
export const NEWS_SLUG_MAX = 80;
/** Lowercase ASCII letters and digits in words joined by single hyphens. */
export const NEWS_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** "Liquid Cooling: 2026's Mainstream!" → "liquid-cooling-2026s-mainstream"; "" when nothing Latin is left. */
export function slugOf(text: string): string {
  const words = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  if (words.length <= NEWS_SLUG_MAX) return words;
  // Cut at a word boundary when there is one in reach.
  const cut = words.slice(0, NEWS_SLUG_MAX + 1);
  const boundary = cut.lastIndexOf("-");
  return (boundary > 0 ? cut.slice(0, boundary) : cut.slice(0, NEWS_SLUG_MAX)).replace(/-+$/, "");
}

/** /newsDetail/{id}-{slug}: the id of a readable link, if the segment is one (the slug's words are not checked). */
export function readableLinkId(segment: string): string | undefined {
  return /^(\d+)-[a-z0-9-]+$/i.exec(segment)?.[1];
}
