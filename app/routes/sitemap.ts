import type { Route } from "./+types/sitemap";
import { pageContext } from "../../common/page-context.ts";
import { sitemapXml } from "../lib/seo.ts";

/** /sitemap.xml: every public page and news article in both languages with its hreflang alternates. */
export async function loader({ context }: Route.LoaderArgs) {
  const { site, news } = context.get(pageContext);
  const articles = await news.allIds();
  return new Response(
    sitemapXml(
      site.origin,
      articles.map((article) => `/newsDetail/${article.id}`),
    ),
    {
      headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
    },
  );
}
