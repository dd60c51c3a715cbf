import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";
import { englishRouteId, pages, type PageEntry } from "./page-registry.ts";

/** Pages without navigation bar and footer get a layout without their code. */
function standalone(page: PageEntry): boolean {
  return Boolean(page.hiddenNav && page.hiddenFooter);
}

function pageRoutes(list: readonly PageEntry[]) {
  return [
    ...list.map((page) => route(page.path, page.file, { id: page.id })),
    ...list.map((page) => route(`/en${page.path}`, page.file, { id: englishRouteId(page.id) })),
  ];
}

/**
 * Every page is served twice: at its spec path (language from the saved choice) and under /en
 * (always English), each with its own route id so both can be matched and linked to.
 */
export default [
  index("routes/root-redirect.tsx"),
  route("/en", "routes/root-redirect.tsx", { id: "en/root-redirect" }),
  layout("routes/main-layout.tsx", pageRoutes(pages.filter((page) => !standalone(page)))),
  layout("routes/standalone-layout.tsx", pageRoutes(pages.filter(standalone))),
  // Resource routes for crawlers (docs/decisions/004-seo-and-english-urls.md).
  route("/sitemap.xml", "routes/sitemap.ts"),
  route("/robots.txt", "routes/robots.ts"),
  route("*", "routes/not-found-redirect.tsx"),
] satisfies RouteConfig;
