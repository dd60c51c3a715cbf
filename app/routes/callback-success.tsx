import type { Route } from "./+types/callback-success";
import { AuthShell } from "../components/auth/auth-shell.tsx";
import { OidcSuccess } from "../components/auth/oidc-return.tsx";
import { authCatalogs } from "../i18n/auth-catalogs.ts";
import { languageOfRequest } from "../../common/language.ts";
import { pageMeta } from "../lib/page-meta.ts";

export function loader({ request }: Route.LoaderArgs) {
  return authCatalogs[languageOfRequest(request)];
}

export const meta = pageMeta;

export default function Page({ loaderData: text }: Route.ComponentProps) {
  return (
    <AuthShell text={text}>
      <OidcSuccess />
    </AuthShell>
  );
}
