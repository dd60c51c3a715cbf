import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import type { Language } from "../../common/constants.ts";
import { pages } from "../../app/page-registry.ts";
import { aboutContent } from "../../content/pages/about.ts";
import { aiComputeContent } from "../../content/pages/ai-compute.ts";
import { aiProductContent } from "../../content/pages/ai-product.ts";
import { aidcContent } from "../../content/pages/aidc.ts";
import { cabinetContent } from "../../content/pages/cabinet.ts";
import { cloudProductContent } from "../../content/pages/cloud-product.ts";
import { greenContent } from "../../content/pages/green.ts";
import { customerCaseSeed, qualificationSeed, solutionSeed } from "../../content/pages/home.ts";
import { investorContent } from "../../content/pages/investor.ts";
import { networkContent } from "../../content/pages/network.ts";
import { newsColumns } from "../../content/pages/news-seed.ts";
import { partnerContent } from "../../content/pages/partner.ts";
import { axeViolations } from "../support/axe.ts";
import { open, startHarness, stopHarness, withNewContext, withPage, type Harness } from "./helpers.ts";
import { expectedHeading } from "../support/page-expectations.ts";

/** Every public screen of spec section 2 (news detail with a concrete id). */
const publicPages = pages
  .filter((page) => !("hidden" in page && page.hidden))
  .map((page) => ({ ...page, url: page.path.replace(":id", "3") }));

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
});

afterAll(async () => {
  await stopHarness(harness);
});

function texts(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((els) => els.map((el) => (el.textContent ?? "").replace(/\s+/g, " ").trim()));
}

/** What each screen must show, from the same content the server renders (both languages). */
const keyContent: Record<string, (page: Page, language: Language) => Promise<void>> = {
  index: async (page, language) => {
    const pick = (row: { title: string; titleEn: string }) => (language === "zh_CN" ? row.title : row.titleEn);
    expect(await texts(page, "[data-solution] h3")).toEqual(solutionSeed.map(pick));
    expect(await texts(page, "[data-case] h3")).toEqual(customerCaseSeed.map(pick));
    expect(await texts(page, "[data-qualification] h3")).toEqual(qualificationSeed.map(pick));
    expect(await page.locator("#cases").textContent()).toContain(
      language === "zh_CN" ? customerCaseSeed[0]!.result : customerCaseSeed[0]!.resultEn,
    );
    expect(await page.locator(".figures").textContent()).toContain("1600");
  },
  aidc: async (page, language) => {
    const content = aidcContent[language];
    expect(await texts(page, ".dc-card h3")).toEqual(content.dataCentres.map((centre) => centre.name));
    for (const centre of content.dataCentres) {
      const card = page.locator(`#${centre.id}`);
      const text = (await card.textContent()) ?? "";
      expect(text).toContain(`${centre.powerCapacityMw} MW`);
      expect(text).toContain(centre.designPue.toFixed(2));
      expect(text).toContain(`${centre.maxKwPerRack} kW`);
      expect(text).toContain(centre.certifications[0]!);
      expect(text).toContain(centre.connectivity[0]!);
    }
    expect(await page.locator(`main a[href$="/cabinet"]`).count()).toBeGreaterThan(0);
  },
  cabinet: async (page, language) => {
    const content = cabinetContent[language];
    expect(await texts(page, "table tbody th")).toEqual(content.specs.map((row) => row.type));
    expect(await page.locator("table thead th").count()).toBe(7);
    expect(await page.locator('[data-cabinet="liquid-cooled"]').textContent()).toContain("40 kW");
    expect(await texts(page, "#services .card-title")).toEqual(content.services.map((service) => service.title));
  },
  cloudProduct: async (page, language) => {
    const content = cloudProductContent[language];
    expect(await texts(page, ".product-block h2")).toEqual(content.products.map((product) => product.name));
    expect(await page.locator("[data-demand-type]").evaluateAll((els) => els.map((el) => el.getAttribute("data-demand-type")))).toEqual([
      "1",
      "2",
      "3",
      "4",
    ]);
    expect(await page.locator("#object-storage").textContent()).toContain(content.products[1]!.specs[0]!.value);
  },
  aiCompute: async (page, language) => {
    const content = aiComputeContent[language];
    expect(await texts(page, "#instances tbody th")).toEqual(content.instances.map((instance) => instance.id));
    expect(await page.locator('input[data-billing="hour"]').isChecked()).toBe(true);
    expect(await page.locator("#instances thead").textContent()).toContain(content.instanceColumns.priceHourRmb);
    expect(await page.locator("main").textContent()).toContain("600");
  },
  aiProduct: async (page, language) => {
    const content = aiProductContent[language];
    expect(await texts(page, ".product-card h3")).toEqual(content.products.map((product) => product.name));
    expect(await page.locator(".filter-button").first().getAttribute("aria-pressed")).toBe("true");
  },
  networkService: async (page, language) => {
    const content = networkContent[language];
    expect(await texts(page, ".product-block h2")).toEqual(content.services.map((service) => service.name));
    expect(await page.locator(".figures").textContent()).toContain("1600");
    for (const id of ["bgp", "private-line", "ddos", "cdn"]) expect(await page.locator(`#${id}`).count()).toBe(1);
  },
  greenDevelop: async (page, language) => {
    const content = greenContent[language];
    expect(await page.locator("#efficiency tbody tr").count()).toBe(content.pueTrend.length);
    expect(await page.locator("#efficiency").textContent()).toContain(content.pueTrend.at(-1)!.pue.toFixed(2));
    expect(await texts(page, "#targets .card-title")).toEqual(content.targets.map((target) => target.title));
    expect(await texts(page, "#reports .document-title")).toEqual(content.reports.map((report) => report.title));
  },
  ecologyPartner: async (page, language) => {
    const content = partnerContent[language];
    expect(await texts(page, ".tier-card > h3")).toEqual(content.tiers.map((tier) => tier.name));
    expect(await texts(page, "#process .card-title")).toEqual(content.process.map((step) => step.title));
    expect(await page.locator(".faq-item").count()).toBe(content.faqs.length);
  },
  about: async (page, language) => {
    const content = aboutContent[language];
    const years = await texts(page, "#history .timeline-year");
    expect(years.length).toBe(15);
    expect(years[0]).toBe("2012");
    expect(years.at(-1)).toBe("2026");
    expect(await texts(page, ".qualification-title")).toEqual(content.qualifications.map((item) => item.title));
  },
  investorRelation: async (page, language) => {
    const content = investorContent[language];
    expect(await page.locator("[data-announcement]").count()).toBe(content.announcements.length);
    expect(await texts(page, "#reports .document-title")).toEqual(content.reports.map((report) => report.title));
    expect(await page.locator("#reports time").first().getAttribute("datetime")).toBe(content.reports[0]!.publishedAt);
  },
  // The news list and articles belong to the news issue (their own tests); here: the four columns.
  news: async (page, language) => {
    const text = (await page.locator("main").textContent()) ?? "";
    for (const column of newsColumns[language]) expect(text).toContain(column.name);
  },
  newsDetail: async () => {},
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
    ]);
  });

  it.each(publicPages.map((page) => [prefix + page.url, page] as const))(
    "%s shows its content, has no axe violations",
    async (url, screen) => {
      await withPage(harness, async (page) => {
        await open(page, harness.server.origin, url);
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(language === "zh_CN" ? "zh-CN" : "en");
        expect((await page.locator("h1").allTextContents()).map((text) => text.trim())).toEqual([expectedHeading(screen, language)]);
        await keyContent[screen.id]!(page, language);
        // Links inside an English page stay in English.
        const hrefs = await page.locator("a[href^='/']").evaluateAll((els) => els.map((el) => el.getAttribute("href") ?? ""));
        const leaving = prefix ? hrefs.filter((href) => !href.startsWith("/en/") && !href.startsWith("/api/")) : [];
        expect(leaving).toEqual([]);
        expect(await axeViolations(page), `axe violations on ${url}`).toEqual([]);
      });
    },
  );
});

describe("phone width", () => {
  it("no public page scrolls sideways, in either language", async () => {
    await withNewContext(
      harness,
      async (page) => {
        const overflowing: string[] = [];
        for (const url of publicPages.flatMap((screen) => [screen.url, `/en${screen.url}`])) {
          await open(page, harness.server.origin, url);
          const wide = await page.evaluate(() =>
            [...document.querySelectorAll("main *")]
              .filter((el) => !el.closest(".table-wrap") && el.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
              .map((el) => `${el.tagName.toLowerCase()}.${el.className}`)
              .slice(0, 3),
          );
          if (wide.length > 0) overflowing.push(`${url}: ${wide.join(", ")}`);
        }
        expect(overflowing).toEqual([]);
      },
      { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    );
  });

  it.each(["/AIDC", "/en/sunCloudAIPro", "/index"])("%s has no axe violations and no horizontal scrolling", async (url) => {
    await withNewContext(
      harness,
      async (page) => {
        await open(page, harness.server.origin, url);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        expect(await axeViolations(page), `axe violations on ${url}`).toEqual([]);
      },
      { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    );
  });
});
