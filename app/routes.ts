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
 * The operator console (docs/decisions/013-operator-console.md): its own layout and screens, each
 * a lazily loaded route module. One address for both languages: it follows the saved choice.
 */
const consoleRoutes = route("/admin", "routes/admin/console-layout.tsx", [
  index("routes/admin/dashboard.tsx"),
  route("leads", "routes/admin/leads.tsx"),
  route("routing", "routes/admin/routing.tsx"),
  route("traffic", "routes/admin/traffic.tsx"),
  route("users", "routes/admin/users.tsx"),
  route("audit", "routes/admin/audit.tsx"),
  route("searches", "routes/admin/searches.tsx"),
  route("home", "routes/admin/home-lists.tsx"),
  route("dictionaries", "routes/admin/dictionaries.tsx"),
  route("settings", "routes/admin/settings.tsx"),
  route("news", "routes/admin/news.tsx"),
  // One route for /admin/news/new and /admin/news/{id}: the first save moves a new article to its id without a new editor.
  route("news/:id", "routes/admin/news-editor.tsx"),
  route("files", "routes/admin/files.tsx"),
  route("investor", "routes/admin/investor.tsx"),
  route("security", "routes/admin/security.tsx"),
]);

/**
 * Every page is served twice: at its spec path (language from the saved choice) and under /en
 * (always English), each with its own route id so both can be matched and linked to.
 */
export default [
  index("routes/root-redirect.tsx"),
  route("/en", "routes/root-redirect.tsx", { id: "en/root-redirect" }),
  layout("routes/main-layout.tsx", [
    ...pageRoutes(pages.filter((page) => !standalone(page))),
    // Share-preview links (not pages of the registry: in no menu, sitemap or search; never cached nor counted).
    route("/preview/:token", "routes/news-preview.tsx", { id: "news-preview" }),
    route("/en/preview/:token", "routes/news-preview.tsx", { id: "en/news-preview" }),
  ]),
  layout("routes/standalone-layout.tsx", pageRoutes(pages.filter(standalone))),
  consoleRoutes,
  // The invitee has no session yet: outside the console's layout, which would send them to /login.
  route("/admin/invitation", "routes/admin/accept-invitation.tsx"),
  // Resource routes for crawlers (docs/decisions/004-seo-and-english-urls.md).
  route("/sitemap.xml", "routes/sitemap.ts"),
  route("/robots.txt", "routes/robots.ts"),
  route("*", "routes/not-found-redirect.tsx"),
] satisfies RouteConfig;
