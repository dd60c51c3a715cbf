import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import type { Route } from "./+types/root";
import { pageContext } from "../common/page-context.ts";
import { NavigationProgress } from "./components/layout/navigation-progress.tsx";
import { useAnalyticsBeacon } from "./lib/analytics-beacon.ts";
import { RouteAnnouncer } from "./components/layout/route-announcer.tsx";
import { catalogs } from "./i18n/catalogs.ts";
import { hasEnglishPrefix, htmlLang, languageOfRequest } from "../common/language.ts";
import { settingsDefaults } from "./stores/settings-store.ts";
import { CSP_NONCE_PLACEHOLDER } from "../common/csp-nonce.ts";
// One hashed, immutable stylesheet for every page, linked by <Links /> (docs/decisions/010-page-speed-budgets.md).
import "./styles/site.css";

export function loader({ request, context }: Route.LoaderArgs) {
  const language = languageOfRequest(request);
  // Only the pages that seal requests get the public key (standalone-layout.tsx, account.tsx), and
  // the company's names go in the page's language only.
  const { encryptPublicKey: _sealingKey, privacy: _privacy, name, brand, ...settings } = context.get(pageContext).site;
  return {
    language,
    englishPrefix: hasEnglishPrefix(new URL(request.url).pathname),
    site: { ...settings, name: name[language], brand: brand[language] },
    // Taken on the server so that the browser hydrates the same copyright line.
    year: new Date().getFullYear(),
  };
}

// The language changes only by a full reload or by crossing the /en prefix.
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate, formMethod }: ShouldRevalidateFunctionArgs) {
  if (formMethod) return defaultShouldRevalidate;
  return hasEnglishPrefix(currentUrl.pathname) !== hasEnglishPrefix(nextUrl.pathname);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? [{ title: catalogs[loaderData.language].site.tagline }] : [];
}

/** The server writes the nonce placeholder (app/entry.server.tsx); the browser hides nonces from scripts. */
const SCRIPT_NONCE = import.meta.env.SSR ? CSP_NONCE_PLACEHOLDER : undefined;

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const language = data?.language ?? "zh_CN";
  return (
    <html lang={htmlLang(language)} data-theme={settingsDefaults.dark ? "dark" : "light"}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={settingsDefaults.theme} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body>
        <NavigationProgress />
        {children}
        <RouteAnnouncer />
        <ScrollRestoration nonce={SCRIPT_NONCE} />
        <Scripts nonce={SCRIPT_NONCE} />
      </body>
    </html>
  );
}

export default function App() {
  useAnalyticsBeacon();
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main className="error-page">
      <h1>{status}</h1>
      <p>{status === 404 ? "页面不存在 · Page not found" : "出错了，请稍后重试 · Something went wrong, please try again later"}</p>
      <a href="/index">首页 · Home</a>
    </main>
  );
}
