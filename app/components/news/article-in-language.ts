import { keepUnitsWholeInHtml } from "../../../common/chinese-units.ts";
import type { Language } from "../../../common/constants.ts";
import type { NewsArticle } from "../../../common/contracts/content.ts";
import { applyEnglishFields, withoutEnglishTwins } from "../../../common/english-fields.ts";
import { localizeHtmlLinks } from "./rich-text.tsx";

const key = (language: Language) => (language === "en_US" ? "en" : "zh");

/**
 * An article as one language's page shows it: English fields over the Chinese ones where they
 * exist (spec section 7), links inside the body kept in that language. The publishing fields are
 * that language's own, never the other's: an English page without an English SEO title uses its
 * title, not the Chinese SEO title, and a cover without English alt text is decoration there.
 * Chinese units in the body are kept whole, as in the rest of the page copy.
 */
export function articleInLanguage(found: NewsArticle, language: Language, englishPrefix: boolean) {
  const shown = language === "en_US" ? applyEnglishFields(found) : found;
  const { seo, coverAlt, ...article } = withoutEnglishTwins({
    ...shown,
    body: keepUnitsWholeInHtml(localizeHtmlLinks(shown.body, englishPrefix)),
  });
  return { ...article, coverAlt: coverAlt[key(language)], seo: seo[key(language)] };
}
