import { describe, expect, it } from "vitest";
import { fieldMessages } from "../../common/field-messages.ts";
import { NEWS_COVER_ALT_MAX, NEWS_SEO_DESCRIPTION_MAX, NEWS_SEO_TITLE_MAX, NEWS_SLUG_MAX } from "../../common/news-publishing.ts";
import { PASSWORD_SYMBOLS } from "../../common/validate.ts";

const figures = (text: string) => (text.match(/\d+/g) ?? []).map(Number);

// The messages write these out instead of importing them (public forms' first load): here they are kept equal.
describe.each([["zh_CN"], ["en_US"]] as const)("field messages in %s", (language) => {
  const messages = fieldMessages[language];

  it("name the password symbols the rule accepts", () => {
    expect(messages.passwordInvalid).toContain(` ${PASSWORD_SYMBOLS}`);
  });

  it("name the publishing fields' limits the server enforces", () => {
    expect(figures(messages.newsSeoTitleTooLong)).toEqual([NEWS_SEO_TITLE_MAX.zh, NEWS_SEO_TITLE_MAX.en]);
    expect(figures(messages.newsSeoDescriptionTooLong)).toEqual([NEWS_SEO_DESCRIPTION_MAX.zh, NEWS_SEO_DESCRIPTION_MAX.en]);
    expect(figures(messages.newsCoverAltTooLong)).toEqual([NEWS_COVER_ALT_MAX]);
    expect(figures(messages.newsSlug)).toEqual([NEWS_SLUG_MAX]);
  });
});
