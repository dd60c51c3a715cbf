import { describe, expect, it } from "vitest";
import { documentTitle } from "../../app/lib/document-title.ts";
import { localizePath, resolveLanguage, stripLanguagePrefix } from "../../common/language.ts";
import { buildMenu, highlightedPath, isExternalLink, isItemActive, isMenuGroup } from "../../app/lib/menu.ts";
import { englishRouteId, pageOfRouteId, pages } from "../../app/page-registry.ts";

describe("menu highlighting (spec section 2)", () => {
  it.each([
    ["/cabinet", "/AIDC"],
    ["/cabinet/42", "/AIDC"],
    ["/en/cabinet", "/AIDC"],
    ["/newsDetail/7", "/news"],
    ["/en/newsDetail/7", "/news"],
    ["/about", "/about"],
    ["/en/index", "/index"],
  ])("%s highlights %s", (pathname, menuPath) => {
    expect(highlightedPath(pathname)).toBe(menuPath);
  });

  it("highlights a dropdown when one of its children is current", () => {
    const menu = buildMenu("https://group.example/");
    const about = menu.find((item) => item.key === "aboutGroup");
    const products = menu.find((item) => item.key === "products");
    expect(about && isItemActive(about, "/greenDevelop")).toBe(true);
    expect(products && isItemActive(products, "/greenDevelop")).toBe(false);
  });

  it("treats full web addresses as external and never highlights them", () => {
    const menu = buildMenu("https://group.example/");
    const external = menu.filter((item) => !isMenuGroup(item) && isExternalLink(item));
    expect(external.map((item) => item.key)).toEqual(["parentCompany"]);
    expect(external[0] && isItemActive(external[0], "https://group.example/")).toBe(false);
  });

  it("includes ESG under the about-us dropdown", () => {
    const about = buildMenu("https://group.example/").find((item) => item.key === "aboutGroup");
    expect(about && isMenuGroup(about) && about.children.map((child) => child.to)).toContain("/greenDevelop");
  });
});

describe("languages", () => {
  it("uses English under /en, else the saved cookie, else Chinese", () => {
    expect(resolveLanguage("/en/about", "language=zh_CN")).toBe("en_US");
    expect(resolveLanguage("/en", null)).toBe("en_US");
    expect(resolveLanguage("/about", "a=1; language=en_US")).toBe("en_US");
    expect(resolveLanguage("/about", "language=xx")).toBe("zh_CN");
    expect(resolveLanguage("/english", null)).toBe("zh_CN");
  });

  it("keeps /en visitors on /en pages and leaves other links alone", () => {
    expect(localizePath("/AIDC", true)).toBe("/en/AIDC");
    expect(localizePath("/news?type=2", true)).toBe("/en/news?type=2");
    expect(localizePath("/en/AIDC", true)).toBe("/en/AIDC");
    expect(localizePath("https://x.example/", true)).toBe("https://x.example/");
    expect(localizePath("/AIDC", false)).toBe("/AIDC");
    expect(stripLanguagePrefix("/en/about")).toBe("/about");
    expect(stripLanguagePrefix("/en")).toBe("/");
  });
});

describe("page registry and titles", () => {
  it("lists every route of spec section 2, the privacy policy and site search", () => {
    expect(pages.map((page) => page.path)).toEqual([
      "/index",
      "/sunCloudAIProduct",
      "/AIDC",
      "/cloudProduct",
      "/sunCloudAIPro",
      "/networkService",
      "/greenDevelop",
      "/ecologyPartner",
      "/about",
      "/news",
      "/cabinet",
      "/newsDetail/:id",
      "/investorRelation",
      "/privacy",
      "/login",
      "/register",
      "/forget",
      "/callback",
      "/callbackSuccess",
      "/account",
      "/redirect/*",
      "/search",
      "/401",
    ]);
  });

  it("finds a page by its Chinese or English route id", () => {
    expect(pageOfRouteId("about")?.path).toBe("/about");
    expect(pageOfRouteId(englishRouteId("about"))?.path).toBe("/about");
    expect(pageOfRouteId("routes/unknown")).toBeUndefined();
  });

  it("hides the standalone pages from navigation and footer", () => {
    const standalone = pages.filter((page) => "hiddenNav" in page && page.hiddenNav).map((page) => page.path);
    expect(standalone).toEqual(["/login", "/register", "/forget", "/callback", "/callbackSuccess"]);
  });

  it("builds the document title from page title and tagline when dynamic titles are on", () => {
    expect(documentTitle("关于我们", "标语", true)).toBe("关于我们 - 标语");
    expect(documentTitle("关于我们", "标语", false)).toBe("标语");
    expect(documentTitle(undefined, "标语", true)).toBe("标语");
  });
});
