import { createContext, useContext } from "react";
import type { AuthMessages } from "../../i18n/auth-zh-cn.ts";
import { usePage } from "../../lib/use-page.ts";
import { useSite } from "../../lib/use-site.ts";
import { Logo } from "../layout/logo.tsx";
import { AppLink } from "../ui/app-link.tsx";
import { AuthStyles } from "./auth-styles.tsx";

const AuthTextContext = createContext<AuthMessages | null>(null);

/** The sign-in pages' text, sent by their loaders in the page's language. */
export function useAuthText(): AuthMessages {
  const text = useContext(AuthTextContext);
  if (!text) throw new Error("useAuthText() used outside <AuthShell>");
  return text;
}

/** Gives the sign-in parts (captcha, new password fields) their text outside the sign-in pages (the account page). */
export function AuthTextProvider({ text, children }: { text: AuthMessages; children: React.ReactNode }) {
  return <AuthTextContext value={text}>{children}</AuthTextContext>;
}

/**
 * Frame of the standalone sign-in pages (no navigation bar or footer): the logo, a way back home
 * and a card, with the stylesheet only these pages need.
 */
export function AuthShell({ text, lead, children }: { text: AuthMessages; lead?: string; children: React.ReactNode }) {
  const { language } = useSite();
  // The heading is the page's registry title, as the document title is.
  const title = usePage().title[language];
  return (
    <AuthTextContext value={text}>
      <AuthStyles />
      <div className="auth-page">
        <header className="auth-header container">
          <Logo />
          <AppLink to="/index" className="auth-back">
            {text.common.backHome}
          </AppLink>
        </header>
        <div className="auth-body">
          <section className="auth-card" aria-labelledby="auth-title">
            <h1 id="auth-title">{title}</h1>
            {lead ? <p className="auth-lead">{lead}</p> : null}
            {children}
          </section>
        </div>
      </div>
    </AuthTextContext>
  );
}
