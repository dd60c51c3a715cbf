import type { Route } from "./+types/home";
import { applyEnglishFields } from "../../common/english-fields.ts";
import { pageContext } from "../../common/page-context.ts";
import { homePageContent } from "../../content/pages/home-page.ts";
import { BookingCta } from "../components/booking/booking-cta.tsx";
import { type CardPicture } from "../components/home/card-image.tsx";
import { CaseList, type CaseCard } from "../components/home/case-list.tsx";
import { QualificationGrid, type QualificationCard } from "../components/home/qualification-grid.tsx";
import { SolutionGrid, type SolutionCard } from "../components/home/solution-grid.tsx";
import { SectionBlock } from "../components/sections/section-block.tsx";
import { AppLink } from "../components/ui/app-link.tsx";
import { ArrowRightIcon } from "../components/ui/icons.tsx";
import { keepUnitsWholeIn } from "../../common/chinese-units.ts";
import { languageOfRequest } from "../../common/language.ts";
import { pageMeta } from "../lib/page-meta.ts";
import { FigureBand } from "../components/sections/figure-band.tsx";

const picture = (imageUrl: string | null): CardPicture => (imageUrl ? { imageUrl } : {});

/**
 * Static copy from content/, and the three lists from the database (the same service as
 * GET /api/v1/web/index/.../list). In English the xEn fields are mapped over x, as the browser's
 * request layer does (spec section 7). Each row is cut to what its card shows: the loader data
 * travels in the page a second time, for hydration.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const language = languageOfRequest(request);
  const { homeContent } = context.get(pageContext);
  const [customerCases, solutions, qualifications] = await Promise.all([
    homeContent.customerCases(),
    homeContent.solutions(),
    homeContent.qualifications(),
  ]);
  const localize = <T extends object>(rows: T[]) => (language === "en_US" ? applyEnglishFields(rows) : rows);
  const { qualificationCategories, ...copy } = keepUnitsWholeIn(homePageContent[language]);
  return {
    ...copy,
    customerCases: localize(customerCases).map(({ id, industry, title, summary, challenge, solution, result, imageUrl }): CaseCard => ({
      id,
      industry,
      title,
      summary,
      challenge,
      solution,
      result,
      ...picture(imageUrl),
    })),
    solutions: localize(solutions).map(({ id, title, summary, highlights, link, imageUrl }): SolutionCard => ({
      id,
      title,
      summary,
      highlights,
      link,
      ...picture(imageUrl),
    })),
    qualifications: localize(qualifications).map(({ id, category, title, summary, imageUrl }): QualificationCard => ({
      id,
      categoryName: qualificationCategories[category],
      title,
      summary,
      ...picture(imageUrl),
    })),
  };
}

export const meta = pageMeta;

/** The copy's links go to pages of the navigation bar's menu, whose links already make React Router discover them. */
export default function Home({ loaderData: page }: Route.ComponentProps) {
  return (
    <>
      <section className="home-hero" aria-labelledby="home-hero-title">
        <div className="home-hero-art" aria-hidden="true" />
        <div className="container home-hero-inner">
          <p className="eyebrow">{page.hero.eyebrow}</p>
          <h1 id="home-hero-title">{page.hero.title}</h1>
          <p className="home-hero-lead">{page.hero.lead}</p>
          <div className="button-row">
            <BookingCta label={page.hero.primaryCta} className="button button-primary button-large" />
            <AppLink to={page.hero.secondaryTo} className="button button-ghost button-large" discover="none">
              {page.hero.secondaryCta}
              <ArrowRightIcon size={18} />
            </AppLink>
          </div>
        </div>
      </section>

      <FigureBand figures={page.figures} title={page.figuresTitle} />

      <section className="section" aria-labelledby="entries-title">
        <div className="container">
          <header className="section-header">
            <h2 id="entries-title">{page.entriesTitle}</h2>
            <p>{page.entriesLead}</p>
          </header>
          <ul className="entry-grid">
            {page.entries.map((entry) => (
              <li key={entry.to} className="entry-card">
                <h3>
                  <AppLink to={entry.to} className="entry-link" discover="none">
                    {entry.title}
                  </AppLink>
                </h3>
                <p>{entry.summary}</p>
                <ul className="entry-points">
                  {entry.points.map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </ul>
                <span className="entry-more" aria-hidden="true">
                  {page.learnMore}
                  <ArrowRightIcon size={16} />
                </span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <SectionBlock id="solutions" heading={page.solutionsHeading} tone="soft">
        <SolutionGrid solutions={page.solutions} learnMore={page.learnMore} />
      </SectionBlock>

      <SectionBlock id="cases" heading={page.casesHeading}>
        <CaseList cases={page.customerCases} labels={page.caseLabels} />
      </SectionBlock>

      <SectionBlock id="qualifications" heading={page.qualificationsHeading} tone="soft">
        <QualificationGrid items={page.qualifications} />
      </SectionBlock>

      <section className="cta-band" aria-labelledby="cta-title">
        <div className="container cta-inner">
          <div>
            <h2 id="cta-title">{page.cta.title}</h2>
            <p>{page.cta.body}</p>
          </div>
          <div className="button-row">
            <BookingCta label={page.cta.button} className="button button-primary button-large" />
            <AppLink to="/ecologyPartner" className="button button-ghost button-large" discover="none">
              {page.cta.partner}
            </AppLink>
          </div>
        </div>
      </section>
    </>
  );
}
