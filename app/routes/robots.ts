import type { Route } from "./+types/robots";
import { pageContext } from "../../common/page-context.ts";
import { robotsTxt } from "../lib/seo.ts";

/** /robots.txt: crawl everything but the API; points at the sitemap. */
export function loader({ context }: Route.LoaderArgs) {
  return new Response(robotsTxt(context.get(pageContext).site.origin), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
