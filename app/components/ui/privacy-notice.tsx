import { useSite } from "../../lib/use-site.ts";
import { AppLink } from "./app-link.tsx";

/**
 * "By sending this you accept the privacy policy", under a form that collects personal data. The
 * policy opens in a new tab, so what the visitor has typed is not lost.
 */
export function PrivacyNotice({ text }: { text: { before: string; link: string; after: string } }) {
  const { messages } = useSite();
  return (
    <p className="privacy-notice" data-privacy-notice="">
      {text.before}
      <AppLink to="/privacy" target="_blank" rel="noopener" discover="none">
        {text.link}
        <span className="visually-hidden">{` ${messages.menu.opensInNewTab}`}</span>
      </AppLink>
      {text.after}
    </p>
  );
}
