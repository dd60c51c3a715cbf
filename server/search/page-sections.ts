import type { Language } from "../../common/constants.ts";
import type { CustomerCase, Qualification, Solution } from "../../common/contracts/home-content.ts";
import { aboutContent } from "../../content/pages/about.ts";
import { aiComputeContent } from "../../content/pages/ai-compute.ts";
import { aiProductContent } from "../../content/pages/ai-product.ts";
import { aidcContent } from "../../content/pages/aidc.ts";
import { cabinetContent } from "../../content/pages/cabinet.ts";
import { cloudProductContent } from "../../content/pages/cloud-product.ts";
import { greenContent } from "../../content/pages/green.ts";
import { homePageContent } from "../../content/pages/home-page.ts";
import { investorContent } from "../../content/pages/investor.ts";
import { networkContent } from "../../content/pages/network.ts";
import { newsPageContent } from "../../content/pages/news-seed.ts";
import { partnerContent } from "../../content/pages/partner.ts";
import { privacyContent } from "../../content/pages/privacy.ts";
import type { Hero, SectionHeading } from "../../content/types.ts";

/**
 * What each public page shows, cut into the sections a search result links to
 * (docs/decisions/026-site-search.md). The anchors are the ids the page's route module gives its
 * sections (app/routes/*.tsx with app/components/sections/*); tests/http/search-anchors.test.ts
 * renders every page and checks that each anchor exists and holds its section's heading. The text
 * is the copy of content/pages/ the section renders, tables and figures included; an empty anchor
 * is the top of the page (its hero and key figures). The closing call-to-action bands are left out:
 * they repeat what the page says above them and would stand first in results for being short.
 */
export interface PageSection {
  /** The spec path of the page, without the /en prefix. */
  path: string;
  /** Element id on that page, or "" for its top. */
  anchor: string;
  pageTitle: string;
  heading: string;
  /** The headings inside the section: its cards' titles, its tables' row headers. */
  subheadings: string;
  text: string;
}

/** The home page's lists from the database, in display order, hidden rows left out. */
export interface HomeLists {
  customerCases: CustomerCase[];
  solutions: Solution[];
  qualifications: Qualification[];
}

/** Keys whose values are never shown as text: identifiers, link targets, enum values. */
const NOT_TEXT = new Set(["id", "to", "categoryId", "demandType", "link", "imageUrl", "code", "sort"]);

/** Keys whose values a page shows as headings: a card's title (h3), a table's row header. */
const HEADING_KEYS = new Set(["title", "name", "question", "type", "gpuModel"]);

/** Every string and number inside, in order, one per line (objects by their shown fields), and those that are headings. */
function textOf(...values: unknown[]): { subheadings: string; text: string } {
  const text: string[] = [];
  const subheadings: string[] = [];
  const walk = (value: unknown, key?: string) => {
    if (typeof value === "string" || typeof value === "number") {
      text.push(String(value));
      if (key && HEADING_KEYS.has(key)) subheadings.push(String(value));
    } else if (Array.isArray(value)) value.forEach((item) => walk(item, key));
    else if (value && typeof value === "object") {
      for (const [inner, field] of Object.entries(value)) if (!NOT_TEXT.has(inner)) walk(field, inner);
    }
  };
  values.forEach((value) => walk(value));
  return { subheadings: subheadings.join("\n"), text: text.join("\n") };
}

type Section = Omit<PageSection, "path" | "pageTitle">;

const section = (anchor: string, heading: string, ...more: unknown[]): Section => ({ anchor, heading, ...textOf(...more) });
const top = (hero: Hero | { eyebrow: string; title: string; lead: string }, ...more: unknown[]): Section =>
  section("", hero.title, hero.eyebrow, "subtitle" in hero ? hero.subtitle : hero.lead, ...more);
const block = (anchor: string, heading: SectionHeading, ...more: unknown[]): Section =>
  section(anchor, heading.title, heading.lead, ...more);
const prose = (anchor: string, text: { heading: string; paragraphs: string[] }): Section => section(anchor, text.heading, text.paragraphs);

function homeSections(language: Language, lists: HomeLists): Section[] {
  const page = homePageContent[language];
  const en = language === "en_US";
  return [
    top(page.hero, page.figures),
    section("entries-title", page.entriesTitle, page.entriesLead, page.entries),
    block(
      "solutions",
      page.solutionsHeading,
      lists.solutions.map((row) =>
        en ? [{ title: row.titleEn }, row.summaryEn, row.highlightsEn] : [{ title: row.title }, row.summary, row.highlights],
      ),
    ),
    block(
      "cases",
      page.casesHeading,
      lists.customerCases.map((row) =>
        en
          ? [row.industryEn, { title: row.titleEn }, row.summaryEn, row.challengeEn, row.solutionEn, row.resultEn]
          : [row.industry, { title: row.title }, row.summary, row.challenge, row.solution, row.result],
      ),
    ),
    block(
      "qualifications",
      page.qualificationsHeading,
      lists.qualifications.map((row) => [
        page.qualificationCategories[row.category],
        en ? [row.titleEn, row.summaryEn] : [row.title, row.summary],
      ]),
    ),
  ];
}

function aiProductSections(language: Language): Section[] {
  const page = aiProductContent[language];
  return [
    top(page.hero, page.figures),
    block("products", page.productsHeading),
    ...page.products.map((product) =>
      section(product.id, product.name, product.category, product.tagline, product.summary, product.features),
    ),
    block("workflow", page.workflowHeading, page.workflow),
  ];
}

function aidcSections(language: Language): Section[] {
  const page = aidcContent[language];
  const labels = page.fieldLabels;
  return [
    top(page.hero, page.figures),
    prose("intro", page.intro),
    block("data-centres", page.dataCentresHeading),
    ...page.dataCentres.map((centre) =>
      section(
        centre.id,
        centre.name,
        centre.region,
        centre.summary,
        [labels.power, `${centre.powerCapacityMw} MW`, labels.racks, centre.racks, labels.density, `${centre.maxKwPerRack} kW`],
        [labels.pue, centre.designPue.toFixed(2), labels.designStandard, centre.designStandard],
        [labels.certifications, centre.certifications, labels.connectivity, centre.connectivity, labels.highlights, centre.highlights],
      ),
    ),
    block("infrastructure", page.infrastructureHeading, page.infrastructure),
  ];
}

function cloudProductSections(language: Language): Section[] {
  const page = cloudProductContent[language];
  const { labels } = page;
  return [
    top(page.hero, page.figures),
    ...page.products.map((product) =>
      section(
        product.id,
        product.name,
        product.tagline,
        product.summary,
        labels.features,
        product.features,
        labels.specs,
        product.specs,
        labels.useCases,
        product.useCases,
      ),
    ),
    block("advantages", page.advantagesHeading, page.advantages),
  ];
}

function aiComputeSections(language: Language): Section[] {
  const page = aiComputeContent[language];
  const columns = page.instanceColumns;
  return [
    top(page.hero, page.figures),
    prose("intro", page.intro),
    block(
      "instances",
      page.instancesHeading,
      Object.values(columns),
      page.instances.map((instance) => [
        instance.id,
        { gpuModel: instance.gpuModel },
        instance.gpuMemory,
        instance.vcpu,
        `${instance.ramGib} GiB`,
        instance.storage,
        instance.network,
        instance.priceHourRmb,
        instance.priceMonthRmb,
        instance.suitableFor,
      ]),
      page.priceUnits,
      page.priceNote,
    ),
    block("platform", page.featuresHeading, page.features),
    block("use-cases", page.useCasesHeading, page.useCases),
  ];
}

function networkSections(language: Language): Section[] {
  const page = networkContent[language];
  const { labels } = page;
  return [
    top(page.hero, page.figures),
    prose("intro", page.intro),
    ...page.services.map((service) =>
      section(service.id, service.name, service.tagline, service.summary, labels.features, service.features, labels.specs, service.specs),
    ),
  ];
}

function greenSections(language: Language): Section[] {
  const page = greenContent[language];
  return [
    top(page.hero, page.figures),
    prose("intro", page.intro),
    block("efficiency", page.efficiencyHeading, page.pueTrend, page.pueNote),
    block("renewables", page.renewablesHeading, page.renewablesTrend, page.renewables),
    block("liquid-cooling", page.liquidCoolingHeading, page.liquidCooling),
    block("heat-reuse", page.heatReuseHeading, page.heatReuse),
    block("targets", page.targetsHeading, page.targets),
    block("social", page.socialHeading, page.social),
    block("governance", page.governanceHeading, page.governance),
    block("reports", page.reportsHeading, page.reports, page.reportsNote, page.reportsLink.label),
  ];
}

function partnerSections(language: Language): Section[] {
  const page = partnerContent[language];
  return [
    top(page.hero, page.figures),
    prose("intro", page.intro),
    block("benefits", page.benefitsHeading, page.benefits),
    block("types", page.typesHeading, page.types),
    block("tiers", page.tiersHeading, page.tierLabels, page.tiers),
    block("process", page.processHeading, page.process),
    block("faq", page.faqHeading, page.faqs),
    section("apply", page.form.title, page.form.lead),
  ];
}

function aboutSections(language: Language): Section[] {
  const page = aboutContent[language];
  return [
    top(page.hero, page.figures),
    prose("intro", page.intro),
    block("business", page.businessHeading, page.business),
    block("mission", page.missionHeading, page.mission, page.vision, page.values),
    block("history", page.historyHeading, page.history),
    block("qualifications", page.qualificationsHeading, page.qualifications),
    section("contact-title", page.contact.heading, page.contact.paragraphs),
  ];
}

function cabinetSections(language: Language): Section[] {
  const page = cabinetContent[language];
  return [
    top(page.hero, page.figures),
    block(
      "specs",
      page.specsHeading,
      Object.values(page.specColumns),
      page.specs.map((row) => [
        row.type,
        `${row.sizeU}U`,
        row.dimensionsMm,
        `${row.powerKw} kW`,
        row.cooling,
        row.redundancy,
        row.suitableFor,
      ]),
      page.specNote,
    ),
    block("options", page.optionsHeading, page.options),
    block("services", page.servicesHeading, page.services),
    block("sla", page.slaHeading, page.sla, page.slaNote),
    block("process", page.processHeading, page.process),
  ];
}

/** The reports and announcements themselves are indexed as documents of their own, by title. */
function investorSections(language: Language): Section[] {
  const page = investorContent[language];
  return [
    top(page.hero),
    prose("intro", page.intro),
    block("highlights", page.highlightsHeading, page.highlights),
    block("announcements", page.announcementsHeading),
    block("reports", page.reportsHeading),
    block("governance", page.governanceHeading, page.governance),
    section("contact-title", page.contact.heading, page.contact.body, page.disclaimer),
  ];
}

/**
 * The privacy policy. Its figures ({sessionDays} ...) are filled in from the running configuration
 * when the page renders: the index holds the words around them. The analytics section is indexed
 * as written for a site that counts visits.
 */
function privacySections(language: Language): Section[] {
  const page = privacyContent[language];
  const { retention, contact } = page;
  const withoutFigures = (part: Section): Section => ({
    ...part,
    subheadings: part.subheadings.replace(/\{\w+\}/g, ""),
    text: part.text.replace(/\{\w+\}/g, ""),
  });
  return [
    top(page.hero, page.updated),
    ...page.sections.map((part) => section(part.id, part.heading, part.paragraphs, part.items ?? [])),
    section(
      retention.id,
      retention.heading,
      retention.lead,
      retention.columns,
      retention.rows.map((row) => [{ title: row.what }, row.howLong]),
    ),
    section(contact.id, contact.heading, contact.paragraphs),
  ].map(withoutFigures);
}

/** The news centre's own copy; its articles are indexed one by one. */
function newsSections(language: Language): Section[] {
  return [top(newsPageContent[language].hero)];
}

const PAGES: Array<{ path: string; title: (language: Language) => string; sections: (language: Language, lists: HomeLists) => Section[] }> =
  [
    { path: "/index", title: (language) => homePageContent[language].seo.title, sections: homeSections },
    { path: "/sunCloudAIProduct", title: (language) => aiProductContent[language].seo.title, sections: aiProductSections },
    { path: "/AIDC", title: (language) => aidcContent[language].seo.title, sections: aidcSections },
    { path: "/cloudProduct", title: (language) => cloudProductContent[language].seo.title, sections: cloudProductSections },
    { path: "/sunCloudAIPro", title: (language) => aiComputeContent[language].seo.title, sections: aiComputeSections },
    { path: "/networkService", title: (language) => networkContent[language].seo.title, sections: networkSections },
    { path: "/greenDevelop", title: (language) => greenContent[language].seo.title, sections: greenSections },
    { path: "/ecologyPartner", title: (language) => partnerContent[language].seo.title, sections: partnerSections },
    { path: "/about", title: (language) => aboutContent[language].seo.title, sections: aboutSections },
    { path: "/cabinet", title: (language) => cabinetContent[language].seo.title, sections: cabinetSections },
    { path: "/investorRelation", title: (language) => investorContent[language].seo.title, sections: investorSections },
    { path: "/privacy", title: (language) => privacyContent[language].seo.title, sections: privacySections },
    { path: "/news", title: (language) => newsPageContent[language].seo.title, sections: newsSections },
  ];

/** Every section of every public page in `language`. */
export function pageSections(language: Language, lists: HomeLists): PageSection[] {
  return PAGES.flatMap((page) => {
    const pageTitle = page.title(language);
    return page.sections(language, lists).map((part) => ({ path: page.path, pageTitle, ...part }));
  });
}
