import { describe, expect, it } from "vitest";
import { aboutContent } from "../../content/pages/about.ts";
import { attributes, okPage, sharedOrigin, textOf, texts } from "../support/html.ts";

/**
 * Pages under /en as the server renders them. Switching languages in the browser:
 * e2e/language.test.ts; head tags of both languages: seo.test.ts.
 */
const origin = sharedOrigin();

describe("/en pages", () => {
  it("are English whatever the saved language", async () => {
    const { document } = await okPage(origin, "/en/about", { cookie: "language=zh_CN" });
    expect(document.documentElement.getAttribute("lang")).toBe("en");
    expect(texts(document, "h1")).toEqual([aboutContent.en_US.hero.title]);
    expect(textOf(document.querySelector(".language-switch > button"))).toBe("EN");
  });

  it("keep internal links under /en and external ones untouched", async () => {
    const { document } = await okPage(origin, "/en/about");
    expect(document.querySelector('[data-menu-key="aidc"]')?.getAttribute("href")).toBe("/en/AIDC");
    expect(document.querySelector('a[data-menu-key="cloudProduct"]')?.getAttribute("href")).toBe("/en/cloudProduct");
    expect(document.querySelector(".logo")?.getAttribute("href")).toBe("/en/index");
    const footerHrefs = attributes(document, ".site-footer .footer-columns a", "href").map((href) => href ?? "");
    expect(footerHrefs.length).toBe(17);
    expect(footerHrefs.filter((href) => !href.startsWith("/en/"))).toEqual([]);
    expect(document.querySelector('[data-menu-key="parentCompany"]')?.getAttribute("href")).toMatch(/^https:\/\//);
  });
});
