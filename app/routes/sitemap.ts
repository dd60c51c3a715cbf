import type { Route } from "./+types/sitemap";
import { pageContext } from "../../common/page-context.ts";
import { sitemapXml } from "../lib/seo.ts";

/** /sitemap.xml: every public page in both languages with its hreflang alternates. */
export function loader({ context }: Route.LoaderArgs) {
  return new Response(sitemapXml(context.get(pageContext).site.origin), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
