import type { Language } from "../../common/constants.ts";
import { catalogs } from "../../app/i18n/catalogs.ts";
import type { PageEntry } from "../../app/page-registry.ts";
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
import { newsPageContent, newsSeed } from "../../content/pages/news-seed.ts";
import { partnerContent } from "../../content/pages/partner.ts";
import { privacyContent } from "../../content/pages/privacy.ts";

/** Content pages lead with their hero line; the rest with the registry title (or the 401 heading). */
const heroes: Partial<Record<string, Record<Language, { hero: { title: string } }>>> = {
  index: homePageContent,
  aidc: aidcContent,
  cabinet: cabinetContent,
  cloudProduct: cloudProductContent,
  aiCompute: aiComputeContent,
  aiProduct: aiProductContent,
  networkService: networkContent,
  greenDevelop: greenContent,
  ecologyPartner: partnerContent,
  about: aboutContent,
  investorRelation: investorContent,
  news: newsPageContent,
  privacy: privacyContent,
};

function heroOf(id: string, language: Language): string | undefined {
  return heroes[id]?.[language].hero.title;
}

/**
 * The one h1 a screen shows. A news detail shows its article's title: the seed is inserted in
 * publication order, so /newsDetail/N is the N-th seed article.
 */
export function expectedHeading(page: Pick<PageEntry, "id" | "title"> & { url?: string }, language: Language): string {
  if (page.id === "unauthorized") return catalogs[language].page.unauthorizedTitle;
  if (page.id === "newsDetail" && page.url) {
    const article = newsSeed[Number(page.url.split("/").at(-1)) - 1];
    if (article) return article[language].title;
  }
  return heroOf(page.id, language) ?? page.title[language];
}

/** The meta description a public screen carries: its content's `seo.description`. */
export function expectedDescription(id: string, language: Language): string {
  const sources: Record<string, Record<Language, { seo: { description: string } }>> = {
    index: homePageContent,
    aidc: aidcContent,
    cabinet: cabinetContent,
    cloudProduct: cloudProductContent,
    aiCompute: aiComputeContent,
    aiProduct: aiProductContent,
    networkService: networkContent,
    greenDevelop: greenContent,
    ecologyPartner: partnerContent,
    about: aboutContent,
    investorRelation: investorContent,
    news: newsPageContent,
    privacy: privacyContent,
  };
  return sources[id]?.[language].seo.description ?? catalogs[language].site.description;
}
