import type { MetaDescriptor } from "react-router";
import type { Seo } from "../../content/types.ts";
import type { loader as rootLoader } from "../root.tsx";
import { catalogs } from "../i18n/catalogs.ts";
import { pageOfRouteId } from "../page-registry.ts";
import { settingsDefaults } from "../stores/settings-store.ts";
import { documentTitle } from "./document-title.ts";
import { alternateUrls, canonicalUrl } from "./seo.ts";

type RootData = Awaited<ReturnType<typeof rootLoader>>;

interface MetaMatch {
  id: string;
  loaderData?: unknown;
}

interface MetaArgs {
  matches: ReadonlyArray<MetaMatch | undefined>;
  location: { pathname: string };
}

export const SOCIAL_IMAGE = { path: "/images/social-card.png", width: 1200, height: 630 } as const;

/**
 * Head tags of the page being shown: title (spec: page title + tagline), description, canonical
 * URL, hreflang alternates (zh-CN at the spec path, en under /en, x-default Chinese), Open Graph
 * and, on the home page, Organization structured data. The description comes from the `seo`
 * field of the page loader's data. Hidden pages are `noindex`.
 *
 * React Router hands a route's meta function only the matches above it, so every page module
 * exports this rather than the root computing it.
 */
export function pageMeta({ matches, location }: MetaArgs): MetaDescriptor[] {
  const root = matches[0]?.loaderData as RootData | undefined;
  if (!root) return [];
  const leaf = matches.at(-1);
  const page = pageOfRouteId(leaf?.id);
  const seo = (leaf?.loaderData as { seo?: Seo } | null | undefined)?.seo;
  const { site, language } = root;
  const messages = catalogs[language];
  const title = documentTitle(page?.title[language], messages.site.tagline, settingsDefaults.dynamicTitle);
  const description = seo?.description ?? messages.site.description;
  const tags: MetaDescriptor[] = [{ title }, { name: "description", content: description }];
  if (!page || ("hidden" in page && page.hidden)) return [...tags, { name: "robots", content: "noindex" }];

  const urls = alternateUrls(site.origin, location.pathname);
  const canonical = canonicalUrl(site.origin, location.pathname, language);
  tags.push(
    { tagName: "link", rel: "canonical", href: canonical },
    { tagName: "link", rel: "alternate", hrefLang: "zh-CN", href: urls.zh },
    { tagName: "link", rel: "alternate", hrefLang: "en", href: urls.en },
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: urls.zh },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.brand },
    { property: "og:title", content: seo ? `${seo.title} - ${site.brand}` : title },
    { property: "og:description", content: description },
    { property: "og:url", content: canonical },
    { property: "og:locale", content: language },
    { property: "og:locale:alternate", content: language === "zh_CN" ? "en_US" : "zh_CN" },
    { property: "og:image", content: site.origin + SOCIAL_IMAGE.path },
    { property: "og:image:width", content: String(SOCIAL_IMAGE.width) },
    { property: "og:image:height", content: String(SOCIAL_IMAGE.height) },
    { name: "twitter:card", content: "summary_large_image" },
  );
  if (page.id === "index") {
    tags.push({
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "Organization",
        name: site.name,
        alternateName: site.brand,
        url: `${urls.zh.replace(/\/index$/, "")}/`,
        logo: `${site.origin}/images/logo-512.png`,
        description,
        foundingDate: String(site.copyrightYearFrom),
        parentOrganization: { "@type": "Organization", url: site.parentCompanyUrl },
      },
    });
  }
  return tags;
}
