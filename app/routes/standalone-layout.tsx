import { Outlet, useMatches } from "react-router";
import { FloatingTools } from "../components/layout/floating-tools.tsx";
import { useSite } from "../lib/use-site.ts";
import { pageOfRouteId } from "../page-registry.ts";

/**
 * The pages without navigation bar and footer (sign-in, registration, reset, third-party
 * sign-in): main-layout.tsx without the bar and the footer, so these pages do not load their code.
 */
export default function StandaloneLayout() {
  const { messages } = useSite();
  const page = pageOfRouteId(useMatches().at(-1)?.id);
  return (
    <>
      <a className="skip-link" href="#main">
        {messages.site.skipToContent}
      </a>
      <main id="main" tabIndex={-1} data-page={page?.id}>
        <Outlet />
      </main>
      <FloatingTools />
    </>
  );
}
