import { useLocation } from "react-router";
import type { Route } from "./+types/oidc-return";
import { AuthShell } from "../components/auth/auth-shell.tsx";
import { OidcCallback, OidcSuccess } from "../components/auth/oidc-return.tsx";
import { authCatalogs } from "../i18n/auth-catalogs.ts";
import { languageOfRequest } from "../../common/language.ts";
import { pageMeta } from "../lib/page-meta.ts";

export function loader({ request }: Route.LoaderArgs) {
  return authCatalogs[languageOfRequest(request)];
}

export const meta = pageMeta;

/**
 * The two steps of a third-party sign-in's return, one page at two addresses: /callback (the
 * provider's answer is exchanged) and /callbackSuccess (the session is started).
 */
export default function Page({ loaderData: text }: Route.ComponentProps) {
  const { pathname } = useLocation();
  return <AuthShell text={text}>{pathname.endsWith("/callbackSuccess") ? <OidcSuccess /> : <OidcCallback />}</AuthShell>;
}
