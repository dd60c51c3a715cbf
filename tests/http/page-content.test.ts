import { describe, expect, it } from "vitest";
import type { Language } from "../../common/constants.ts";
import { pages } from "../../app/page-registry.ts";
import { aboutContent } from "../../content/pages/about.ts";
import { aiComputeContent } from "../../content/pages/ai-compute.ts";
import { aiProductContent } from "../../content/pages/ai-product.ts";
import { aidcContent } from "../../content/pages/aidc.ts";
import { cabinetContent } from "../../content/pages/cabinet.ts";
import { cloudProductContent } from "../../content/pages/cloud-product.ts";
import { greenContent } from "../../content/pages/green.ts";
import { customerCaseSeed, qualificationSeed, solutionSeed } from "../../content/pages/home-lists-seed.ts";
import { investorContent } from "../../content/pages/investor.ts";
import { networkContent } from "../../content/pages/network.ts";
import { newsColumns } from "../../content/pages/news-seed.ts";
import { partnerContent } from "../../content/pages/partner.ts";
import { privacyContent } from "../../content/pages/privacy.ts";
import { attributes, okPage, sharedOrigin, textOf, texts } from "../support/html.ts";
import { expectedHeading } from "../support/page-expectations.ts";

/**
 * What each public screen shows, read from the server-rendered HTML (so it is there before any
 * script runs) and compared with the content modules the server renders from, in both languages.
 * Hydration and accessibility of the same pages: e2e/pages.test.ts.
 */
const origin = sharedOrigin();

/** Every public screen of spec section 2 (news detail with a concrete id). */
const publicPages = pages
  .filter((page) => !("hidden" in page && page.hidden))
  .map((page) => ({ ...page, url: page.path.replace(":id", "3") }));

const text = (document: Document, selector: string) => textOf(document.querySelector(selector));

const keyContent: Record<string, (document: Document, language: Language) => void> = {
  index: (document, language) => {
    const pick = (row: { title: string; titleEn: string }) => (language === "zh_CN" ? row.title : row.titleEn);
    expect(texts(document, ".solution-card h3")).toEqual(solutionSeed.map(pick));
    expect(texts(document, ".case-card h3")).toEqual(customerCaseSeed.map(pick));
    expect(texts(document, ".qualification-card h3")).toEqual(qualificationSeed.map(pick));
    expect(text(document, "#cases")).toContain(language === "zh_CN" ? customerCaseSeed[0]!.result : customerCaseSeed[0]!.resultEn);
    expect(text(document, ".figures")).toContain("1600");
  },
  aidc: (document, language) => {
    const content = aidcContent[language];
    expect(texts(document, ".dc-card h3")).toEqual(content.dataCentres.map((centre) => centre.name));
    for (const centre of content.dataCentres) {
      const card = text(document, `#${centre.id}`);
      expect(card).toContain(`${centre.powerCapacityMw} MW`);
      expect(card).toContain(centre.designPue.toFixed(2));
      expect(card).toContain(`${centre.maxKwPerRack} kW`);
      expect(card).toContain(centre.certifications[0]!);
      expect(card).toContain(centre.connectivity[0]!);
    }
    expect(document.querySelectorAll('main a[href$="/cabinet"]').length).toBeGreaterThan(0);
  },
  cabinet: (document, language) => {
    const content = cabinetContent[language];
    expect(texts(document, "table tbody th")).toEqual(content.specs.map((row) => row.type));
    expect(document.querySelectorAll("table thead th").length).toBe(7);
    expect(text(document, '[data-cabinet="liquid-cooled"]')).toContain("40 kW");
    expect(texts(document, "#services .card-title")).toEqual(content.services.map((service) => service.title));
  },
  cloudProduct: (document, language) => {
    const content = cloudProductContent[language];
    expect(texts(document, ".product-block h2")).toEqual(content.products.map((product) => product.name));
    expect(attributes(document, "[data-demand-type]", "data-demand-type")).toEqual(["1", "2", "3", "4"]);
    expect(text(document, "#object-storage")).toContain(content.products[1]!.specs[0]!.value);
  },
  aiCompute: (document, language) => {
    const content = aiComputeContent[language];
    expect(texts(document, "#instances tbody th")).toEqual(content.instances.map((instance) => instance.id));
    expect(document.querySelector('input[data-billing="hour"]')?.hasAttribute("checked")).toBe(true);
    expect(text(document, "#instances thead")).toContain(content.instanceColumns.priceHourRmb);
    expect(text(document, "main")).toContain("600");
  },
  aiProduct: (document, language) => {
    const content = aiProductContent[language];
    expect(texts(document, ".product-card h3")).toEqual(content.products.map((product) => product.name));
    expect(document.querySelector(".filter-button")?.getAttribute("aria-pressed")).toBe("true");
  },
  networkService: (document, language) => {
    const content = networkContent[language];
    expect(texts(document, ".product-block h2")).toEqual(content.services.map((service) => service.name));
    expect(text(document, ".figures")).toContain("1600");
    for (const id of ["bgp", "private-line", "ddos", "cdn"]) expect(document.querySelectorAll(`#${id}`).length).toBe(1);
  },
  greenDevelop: (document, language) => {
    const content = greenContent[language];
    expect(document.querySelectorAll("#efficiency tbody tr").length).toBe(content.pueTrend.length);
    expect(text(document, "#efficiency")).toContain(content.pueTrend.at(-1)!.pue.toFixed(2));
    expect(texts(document, "#targets .card-title")).toEqual(content.targets.map((target) => target.title));
    expect(texts(document, "#reports .document-title")).toEqual(content.reports.map((report) => report.title));
  },
  ecologyPartner: (document, language) => {
    const content = partnerContent[language];
    expect(texts(document, ".tier-card > h3")).toEqual(content.tiers.map((tier) => tier.name));
    expect(texts(document, "#process .card-title")).toEqual(content.process.map((step) => step.title));
    expect(document.querySelectorAll(".faq-item").length).toBe(content.faqs.length);
  },
  about: (document, language) => {
    const content = aboutContent[language];
    const years = texts(document, "#history .timeline-year");
    expect(years.length).toBe(15);
    expect(years[0]).toBe("2012");
    expect(years.at(-1)).toBe("2026");
    expect(texts(document, ".qualification-title")).toEqual(content.qualifications.map((item) => item.title));
  },
  investorRelation: (document, language) => {
    const content = investorContent[language];
    expect(document.querySelectorAll("[data-announcement]").length).toBe(content.announcements.length);
    expect(texts(document, "#reports .document-title")).toEqual(content.reports.map((report) => report.title));
    expect(document.querySelector("#reports time")?.getAttribute("datetime")).toBe(content.reports[0]!.publishedAt);
  },
  // The news list and articles have their own tests (news.test.ts); here: the four columns.
  news: (document, language) => {
    const main = text(document, "main");
    for (const column of newsColumns[language]) expect(main).toContain(column.name);
  },
  newsDetail: () => {},
  // The configured retention figures: tests/http/analytics.test.ts (a server started with its own).
  privacy: (document, language) => {
    const content = privacyContent[language];
    expect(texts(document, ".privacy h2")).toEqual([
      ...content.sections.map((section) => section.heading),
      content.retention.heading,
      content.contact.heading,
    ]);
    expect(document.querySelectorAll("[data-retention] tbody tr")).toHaveLength(content.retention.rows.length);
  },
};

describe.each([
  ["Chinese", "zh_CN" as Language, ""],
  ["English", "en_US" as Language, "/en"],
])("public pages in %s", (_label, language, prefix) => {
  it("cover every public screen of the spec", () => {
    expect(publicPages.map((page) => page.id)).toEqual([
      "index",
      "aiProduct",
      "aidc",
      "cloudProduct",
      "aiCompute",
      "networkService",
      "greenDevelop",
      "ecologyPartner",
      "about",
      "news",
      "cabinet",
      "newsDetail",
      "investorRelation",
      "privacy",
    ]);
  });

  it.each(publicPages.map((page) => [prefix + page.url, page] as const))("%s shows its content", async (url, screen) => {
    const { document } = await okPage(origin, url);
    expect(document.documentElement.getAttribute("lang")).toBe(language === "zh_CN" ? "zh-CN" : "en");
    expect(texts(document, "h1")).toEqual([expectedHeading(screen, language)]);
    keyContent[screen.id]!(document, language);
    // Links inside an English page stay in English (downloads and stored files are not pages).
    const hrefs = attributes(document, "a[href^='/']", "href").map((href) => href ?? "");
    const leaving = prefix
      ? hrefs.filter((href) => !href.startsWith("/en/") && !href.startsWith("/api/") && !href.startsWith("/files/"))
      : [];
    expect(leaving).toEqual([]);
  });
});

describe("forms before the scripts have run", () => {
  it.each(["/login", "/en/register", "/forget", "/en/ecologyPartner"])(
    "%s posts its fields rather than putting them in the address",
    async (url) => {
      const { document } = await okPage(origin, url);
      const forms = [...document.querySelectorAll("form[data-form]")];
      expect(forms.length).toBeGreaterThan(0);
      expect(forms.map((form) => form.getAttribute("method"))).toEqual(forms.map(() => "post"));
    },
  );
});

describe("images", () => {
  it("the hero illustration is SVG, sized, eager and preloaded; others are lazy", async () => {
    const { document } = await okPage(origin, "/about");
    const hero = document.querySelector(".page-hero img.page-hero-art");
    expect(hero?.getAttribute("src")).toBe("/images/hero-about.svg");
    expect([hero?.getAttribute("width"), hero?.getAttribute("height")]).toEqual(["520", "390"]);
    expect(hero?.getAttribute("loading")).toBe("eager");
    expect(hero?.getAttribute("fetchpriority")).toBe("high");
    const preload = document.querySelector('head link[rel="preload"][as="image"]');
    expect(preload?.getAttribute("href")).toBe("/images/hero-about.svg");
    const below = document.querySelector("#intro img.prose-art");
    expect(below?.getAttribute("loading")).toBe("lazy");
    expect(below?.getAttribute("width")).toBe("560");
  });

  it("every illustration a page names is served as SVG, compressed", async () => {
    const { document } = await okPage(origin, "/en/AIDC");
    const sources = [...document.querySelectorAll("img[src^='/images/']")].map((img) => img.getAttribute("src")!);
    expect(sources).toEqual(["/images/hero-aidc.svg", "/images/campus.svg"]);
    for (const source of sources) {
      const response = await fetch(origin + source, { headers: { "accept-encoding": "br, gzip" } });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
      expect(response.headers.get("content-encoding")).toBe("br");
      expect((await response.text()).startsWith("<svg")).toBe(true);
    }
  });
});
