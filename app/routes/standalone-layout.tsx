import { Outlet, useMatches } from "react-router";
import type { Route } from "./+types/standalone-layout";
import { pageContext } from "../../common/page-context.ts";
import { FloatingTools } from "../components/layout/floating-tools.tsx";
import { setEncryptPublicKey } from "../lib/http/runtime.ts";
import { useSite } from "../lib/use-site.ts";
import { pageOfRouteId } from "../page-registry.ts";

/** These pages seal what they send (spec section 7); no other public page needs the key. */
export function loader({ context }: Route.LoaderArgs) {
  return { encryptPublicKey: context.get(pageContext).site.encryptPublicKey };
}

/**
 * The pages without navigation bar and footer (sign-in, registration, reset, third-party
 * sign-in): main-layout.tsx without the bar and the footer, so these pages do not load their code.
 */
export default function StandaloneLayout({ loaderData }: Route.ComponentProps) {
  const { messages } = useSite();
  const page = pageOfRouteId(useMatches().at(-1)?.id);
  // Set during render, not in an effect: the pages' effects (which may send encrypted requests) run first.
  setEncryptPublicKey(loaderData.encryptPublicKey);
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
