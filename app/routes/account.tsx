import type { Route } from "./+types/account";
import { AccountPage } from "../components/account/account-page.tsx";
import { AuthTextProvider } from "../components/auth/auth-shell.tsx";
import { accountCatalogs } from "../i18n/account-catalogs.ts";
import { authCatalogs } from "../i18n/auth-catalogs.ts";
import { languageOfRequest } from "../../common/language.ts";
import { pageContext } from "../../common/page-context.ts";
import { pageMeta } from "../lib/page-meta.ts";

/**
 * The page is the same for every visitor (cached); the account's data is read in the browser. Its
 * forms seal what they send, with the server's public key.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const language = languageOfRequest(request);
  return {
    text: accountCatalogs[language],
    auth: authCatalogs[language],
    encryptPublicKey: context.get(pageContext).site.encryptPublicKey,
  };
}

export const meta = pageMeta;

export default function Page({ loaderData: { text, auth, encryptPublicKey } }: Route.ComponentProps) {
  return (
    <AuthTextProvider text={auth}>
      <AccountPage text={text} encryptPublicKey={encryptPublicKey} />
    </AuthTextProvider>
  );
}
