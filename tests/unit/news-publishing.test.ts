import { describe, expect, it } from "vitest";
import { NEWS_SLUG_MAX, NEWS_SLUG_PATTERN, readableLinkId, slugOf } from "../../common/news-publishing.ts";
import { missingForPublishing, emptyNewsForm } from "../../app/components/admin/news/news-form.ts";

describe("an article's link name", () => {
  it.each([
    ["Liquid Cooling: 2026's Mainstream!", "liquid-cooling-2026s-mainstream"],
    ["  Café  Über   Déjà-vu ", "cafe-uber-deja-vu"],
    ["H800 & A800 — 80GB", "h800-a800-80gb"],
    ["只有中文", ""],
    ["", ""],
  ])("is made from %j as %j", (title, slug) => {
    expect(slugOf(title)).toBe(slug);
    // What the contract accepts, or nothing (the server then uses "article").
    expect(slug === "" || NEWS_SLUG_PATTERN.test(slug)).toBe(true);
  });

  it("is cut at a word boundary within the limit", () => {
    const slug = slugOf(`${"word ".repeat(30)}end`);
    expect(slug.length).toBeLessThanOrEqual(NEWS_SLUG_MAX);
    expect(slug).toMatch(NEWS_SLUG_PATTERN);
    expect(slug.endsWith("word")).toBe(true);
  });

  it("reads the id of a readable link only", () => {
    expect(readableLinkId("12-liquid-cooling")).toBe("12");
    expect(readableLinkId("12")).toBeUndefined();
    expect(readableLinkId("abc-12")).toBeUndefined();
    expect(readableLinkId("12-")).toBeUndefined();
    expect(readableLinkId("12-<script>")).toBeUndefined();
  });
});

describe("the check before publishing", () => {
  const form = { ...emptyNewsForm, titleZh: "标题", titleEn: "Title", bodyZh: "<p>正文</p>", bodyEn: "<p>Body</p>" };
  it("names each language's missing title or body; media count as a body, empty paragraphs do not", () => {
    expect(missingForPublishing(form)).toEqual([]);
    expect(missingForPublishing({ ...form, bodyEn: "<p></p><p>&nbsp; </p>" })).toEqual([{ lang: "en", field: "body" }]);
    expect(missingForPublishing({ ...form, titleEn: " ", bodyEn: "" })).toEqual([
      { lang: "en", field: "title" },
      { lang: "en", field: "body" },
    ]);
    expect(missingForPublishing({ ...form, bodyZh: '<figure><img src="/files/1-a/w960.webp" alt=""></figure>' })).toEqual([]);
    expect(missingForPublishing({ ...form, bodyEn: "<table><tbody><tr><td></td></tr></tbody></table>" })).toEqual([]);
  });
});
