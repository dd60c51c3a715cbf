import { describe, expect, it } from "vitest";
import { pages } from "../../app/page-registry.ts";
import { attributes, okPage, sharedOrigin, textOf } from "../support/html.ts";
import { SHARED_SERVER_ENV as SITE } from "../support/site-config.ts";

/**
 * The layout around every screen as the server renders it: menu entries and their highlighting,
 * the footer with the operator's configured values (tests/support/site-config.ts), the floating
 * tools. Their behaviour in a browser (popovers, new tabs, client-side navigation): e2e/layout.test.ts.
 */
const origin = sharedOrigin();
const HIDDEN_PATHS = ["/login", "/register", "/forget", "/callback", "/callbackSuccess", "/account", "/401", "/search"];

/** Paths of the registry entries that set `flag`. */
function flagged(flag: "hiddenNav" | "hiddenFooter"): string[] {
  return pages
    .filter((page) => flag in page && (page as Record<string, unknown>)[flag] === true)
    .map((page) => page.path)
    .toSorted();
}

/** Path (and query) of every site link inside `selector`; other links as absolute URLs. */
function linkPaths(document: Document, selector: string): string[] {
  return attributes(document, `${selector} a[href]`, "href").map((href) => {
    const url = new URL(href!, origin);
    return url.origin === origin ? url.pathname + url.search + url.hash : url.href;
  });
}

const withoutQuery = (link: string) => link.split(/[?#]/)[0];

describe("hidden pages", () => {
  it("the registry marks exactly the spec's hidden pages (plus the redirect helper and site search)", () => {
    const hidden = pages.filter((page) => "hidden" in page && page.hidden).map((page) => page.path);
    expect(hidden.toSorted()).toEqual([...HIDDEN_PATHS, "/redirect/*"].toSorted());
  });

  it("the registry hides the bar and the footer exactly on the standalone and sign-in pages", () => {
    // http/routes.test.ts checks that every screen renders according to these flags.
    const standalone = ["/login", "/register", "/forget", "/callback", "/callbackSuccess"].toSorted();
    expect(flagged("hiddenNav")).toEqual(standalone);
    expect(flagged("hiddenFooter")).toEqual(standalone);
  });

  it("are not linked from the menu entries or the footer", async () => {
    const { document } = await okPage(origin, "/about");
    const menuLinks = linkPaths(document, "#main-menu .menu-list");
    const footerLinks = linkPaths(document, ".site-footer");
    // Sanity: the lists are the real menu and footer.
    expect(menuLinks).toContain("/AIDC");
    expect(footerLinks).toContain("/ecologyPartner");
    for (const hidden of HIDDEN_PATHS) {
      expect(menuLinks.map(withoutQuery)).not.toContain(hidden);
      expect(footerLinks.map(withoutQuery)).not.toContain(hidden);
    }
  });
});

/** Menu keys marked as the current page, and all menu keys marked active. */
function activeKeys(document: Document) {
  return {
    current: attributes(document, "#main-menu [aria-current='page']", "data-menu-key"),
    active: attributes(document, "#main-menu [data-active='true']", "data-menu-key"),
  };
}

describe("menu highlighting", () => {
  it.each([
    ["/cabinet", "aidc"],
    ["/en/cabinet", "aidc"],
    ["/newsDetail/5", "news"],
    ["/en/newsDetail/5", "news"],
    ["/index", "home"],
    ["/AIDC", "aidc"],
    ["/news", "news"],
  ])("on %s the %s link is the current page and the only highlighted entry", async (path, key) => {
    const { document } = await okPage(origin, path);
    const link = document.querySelector(`#main-menu [data-menu-key="${key}"]`);
    expect(link?.getAttribute("aria-current")).toBe("page");
    expect(link?.getAttribute("data-active")).toBe("true");
    expect(activeKeys(document)).toEqual({ current: [key], active: [key] });
  });

  it.each([
    ["/about", "aboutGroup", "about"],
    ["/investorRelation", "aboutGroup", "investorRelation"],
    ["/cloudProduct", "products", "cloudProduct"],
  ])("on %s the %s dropdown button is active and its %s child is current", async (path, group, child) => {
    const { document } = await okPage(origin, path);
    expect(document.querySelector(`button[data-menu-key="${group}"]`)?.getAttribute("data-active")).toBe("true");
    expect(activeKeys(document)).toEqual({ current: [child], active: [group, child] });
  });

  it("the parent-company entry is the configured external link, for a new tab", async () => {
    const { document } = await okPage(origin, "/about");
    const link = document.querySelector('[data-menu-key="parentCompany"]');
    expect(link?.tagName).toBe("A");
    expect(link?.getAttribute("href")).toBe(SITE.SITE_PARENT_COMPANY_URL);
    expect(link?.getAttribute("target")).toBe("_blank");
    expect(link?.getAttribute("rel")?.split(/\s+/)).toContain("noopener");
    expect(link?.hasAttribute("data-active")).toBe(false);
  });
});

describe("navigation bar", () => {
  it("is in home style on the home page only", async () => {
    expect((await okPage(origin, "/index")).document.querySelector(".nav-bar")?.getAttribute("data-home")).toBe("true");
    expect((await okPage(origin, "/about")).document.querySelector(".nav-bar")?.getAttribute("data-home")).toBe("false");
  });
});

describe("footer", () => {
  it("has the five spec columns with their links", async () => {
    const { document } = await okPage(origin, "/about");
    const columns = [...document.querySelectorAll(".site-footer .footer-column")];
    expect(columns).toHaveLength(5);
    expect(columns.map((column) => column.querySelectorAll("a[href]").length)).toEqual([4, 5, 1, 3, 4]);

    // The second product link carries the HOT badge, and it is the only one in the footer.
    expect(columns[0]!.querySelectorAll("a")[1]?.querySelectorAll(".hot-badge").length).toBe(1);
    expect(document.querySelectorAll(".site-footer .hot-badge").length).toBe(1);

    const column = (index: number) => [...columns[index]!.querySelectorAll("a")].map((link) => link.getAttribute("href"));
    expect(column(1)).toEqual(["/AIDC", "/AIDC", "/AIDC", "/AIDC", "/AIDC"]);
    expect(column(4)).toEqual(["/news?type=1", "/news?type=2", "/news?type=3", "/news?type=4"]);

    const allPaths = new Set(linkPaths(document, ".site-footer .footer-columns").map(withoutQuery));
    for (const required of [
      "/AIDC",
      "/sunCloudAIPro",
      "/cloudProduct",
      "/networkService",
      "/ecologyPartner",
      "/about",
      "/greenDevelop",
      "/news",
    ]) {
      expect(allPaths, `footer links to ${required}`).toContain(required);
    }
  });

  it("shows the configured hotlines and filing numbers", async () => {
    const { document } = await okPage(origin, "/about");
    const hotline = document.querySelector("[data-testid=hotline]");
    const complaint = document.querySelector("[data-testid=complaint-hotline]");
    expect(textOf(hotline)).toBe(SITE.SITE_HOTLINE);
    expect(hotline?.getAttribute("href")).toBe("tel:4006110001");
    expect(textOf(complaint)).toBe(SITE.SITE_COMPLAINT_HOTLINE);
    expect(complaint?.getAttribute("href")).toBe("tel:4006220002");

    const icp = document.querySelector("[data-testid=icp-filing]");
    expect(textOf(icp)).toBe(SITE.SITE_ICP_FILING);
    expect(icp?.getAttribute("href")).toBe("https://beian.miit.gov.cn/");
    expect(icp?.getAttribute("target")).toBe("_blank");

    const psb = document.querySelector("[data-testid=psb-filing]");
    expect(textOf(psb)).toBe(SITE.SITE_PSB_FILING);
    expect(new URL(psb!.getAttribute("href")!).hostname).toBe("beian.mps.gov.cn");

    // Copyright line with the current year.
    expect(textOf(document.querySelector(".footer-bottom"))).toContain(`-${new Date().getFullYear()}`);
  });
});

describe("floating tools", () => {
  it("the chat link is the configured address, for a new tab", async () => {
    const { document } = await okPage(origin, "/about");
    const chat = document.querySelector(".floating-tools a.floating-button");
    expect(chat?.getAttribute("href")).toBe(SITE.SITE_CHAT_URL);
    expect(chat?.getAttribute("target")).toBe("_blank");
    expect(chat?.getAttribute("rel")?.split(/\s+/)).toContain("noopener");
  });
});
