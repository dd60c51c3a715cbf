import { Outlet, useMatches } from "react-router";
import { FloatingTools } from "../components/layout/floating-tools.tsx";
import { Footer } from "../components/layout/footer.tsx";
import { NavBar } from "../components/layout/nav-bar.tsx";
import { useSite } from "../lib/use-site.ts";
import { pageOfRouteId } from "../page-registry.ts";

/** Navigation, page, footer and floating tool; a page may hide the bar or the footer. */
export default function MainLayout() {
  const { messages } = useSite();
  const page = pageOfRouteId(useMatches().at(-1)?.id);
  return (
    <>
      <a className="skip-link" href="#main">
        {messages.site.skipToContent}
      </a>
      {page?.hiddenNav ? null : <NavBar home={page?.id === "index"} />}
      <main id="main" tabIndex={-1} data-page={page?.id}>
        <Outlet />
      </main>
      {page?.hiddenFooter ? null : <Footer />}
      <FloatingTools />
    </>
  );
}
