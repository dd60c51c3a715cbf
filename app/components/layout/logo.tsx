import { AppLink } from "../ui/app-link.tsx";
import { useSite } from "../../lib/use-site.ts";

/** Brand mark and name; the name comes from site configuration. The mark's colours are in app/styles/site/nav-bar.css. */
export function Logo() {
  const { site, messages } = useSite();
  return (
    <AppLink to="/index" className="logo" aria-label={`${site.brand} - ${messages.site.homeLinkLabel}`}>
      <svg className="logo-mark" width="34" height="34" viewBox="0 0 34 34" aria-hidden="true" focusable="false">
        <circle cx="17" cy="17" r="7" />
        <path d="M17 2v5M17 27v5M2 17h5M27 17h5M6.4 6.4l3.5 3.5M24.1 24.1l3.5 3.5M6.4 27.6l3.5-3.5M24.1 9.9l3.5-3.5" />
      </svg>
      <span className="logo-text">{site.brand}</span>
    </AppLink>
  );
}
