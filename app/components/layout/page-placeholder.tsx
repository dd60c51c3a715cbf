import { usePage } from "../../lib/use-page.ts";
import { useSite } from "../../lib/use-site.ts";
import { AppLink } from "../ui/app-link.tsx";
import { Logo } from "./logo.tsx";

/** Title and heading of a screen whose content arrives with a later issue. */
export function PagePlaceholder({ children }: { children?: React.ReactNode }) {
  const { language, messages } = useSite();
  const page = usePage();
  return (
    <>
      {page.hiddenNav ? (
        <div className="standalone-header container">
          <Logo />
        </div>
      ) : null}
      <section className="page-hero">
        <div className="container">
          <h1>{page.title[language]}</h1>
          <p className="page-hero-lead">{messages.page.underConstruction}</p>
        </div>
      </section>
      <div className="container page-body">
        {children}
        <AppLink to="/index" className="button button-outline">{messages.page.backHome}</AppLink>
      </div>
    </>
  );
}
