import type { Route } from "./+types/account";
import { AccountPage } from "../components/account/account-page.tsx";
import { AuthTextProvider } from "../components/auth/auth-shell.tsx";
import { accountCatalogs } from "../i18n/account-catalogs.ts";
import { authCatalogs } from "../i18n/auth-catalogs.ts";
import { languageOfRequest } from "../../common/language.ts";
import { pageMeta } from "../lib/page-meta.ts";

/** The page is the same for every visitor (cached); the account's data is read in the browser. */
export function loader({ request }: Route.LoaderArgs) {
  const language = languageOfRequest(request);
  return { text: accountCatalogs[language], auth: authCatalogs[language] };
}

export const meta = pageMeta;

export default function Page({ loaderData: { text, auth } }: Route.ComponentProps) {
  return (
    <AuthTextProvider text={auth}>
      <AccountPage text={text} />
    </AuthTextProvider>
  );
}
