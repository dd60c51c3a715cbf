import type { Route } from "./+types/forget";
import { AuthShell } from "../components/auth/auth-shell.tsx";
import { ForgetFlow } from "../components/auth/forget-flow.tsx";
import { authCatalogs } from "../i18n/auth-catalogs.ts";
import { languageOfRequest } from "../../common/language.ts";
import { pageMeta } from "../lib/page-meta.ts";

export function loader({ request }: Route.LoaderArgs) {
  return authCatalogs[languageOfRequest(request)];
}

export const meta = pageMeta;

export default function Page({ loaderData: text }: Route.ComponentProps) {
  return (
    <AuthShell text={text} lead={text.forget.lead}>
      <ForgetFlow />
    </AuthShell>
  );
}
