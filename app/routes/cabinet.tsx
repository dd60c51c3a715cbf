import type { Route } from "./+types/cabinet";
import { cabinetContent } from "../../content/pages/cabinet.ts";
import { BookingCta } from "../components/booking/booking-cta.tsx";
import { CabinetSpecTable } from "../components/cabinet/spec-table.tsx";
import { FeatureGrid } from "../components/sections/feature-grid.tsx";
import { FigureBand } from "../components/sections/figure-band.tsx";
import { PageHero } from "../components/sections/page-hero.tsx";
import { SectionBlock } from "../components/sections/section-block.tsx";
import { StatCards } from "../components/sections/stat-cards.tsx";
import { StepList } from "../components/sections/step-list.tsx";
import { AppLink } from "../components/ui/app-link.tsx";
import { preloadIllustration } from "../lib/images.ts";
import { keepUnitsWholeIn } from "../../common/chinese-units.ts";
import { languageOfRequest } from "../../common/language.ts";
import { pageMeta } from "../lib/page-meta.ts";
import { useSite } from "../lib/use-site.ts";

export function loader({ request }: Route.LoaderArgs) {
  return keepUnitsWholeIn(cabinetContent[languageOfRequest(request)]);
}

export const meta = pageMeta;
export const links = () => [preloadIllustration("hero-cabinet")];

/** /cabinet: cabinet sizes, power densities, cooling, redundancy, services and SLA. */
export default function Cabinet({ loaderData: page }: Route.ComponentProps) {
  const { messages } = useSite();
  const [back, ...others] = page.links;
  return (
    <>
      <PageHero hero={page.hero} art="hero-cabinet">
        <div className="button-row hero-actions">
          {back ? (
            <AppLink to={back.to} className="button button-ghost">
              {back.label}
            </AppLink>
          ) : null}
        </div>
      </PageHero>
      <FigureBand figures={page.figures} title={messages.sections.keyFigures} />
      <SectionBlock id="specs" heading={page.specsHeading}>
        <CabinetSpecTable caption={page.specsHeading.title} columns={page.specColumns} rows={page.specs} note={page.specNote} />
      </SectionBlock>
      <SectionBlock id="options" heading={page.optionsHeading} tone="soft">
        <FeatureGrid features={page.options} />
      </SectionBlock>
      <SectionBlock id="services" heading={page.servicesHeading}>
        <FeatureGrid features={page.services} />
      </SectionBlock>
      <SectionBlock id="sla" heading={page.slaHeading} tone="soft">
        <StatCards items={page.sla} />
        <p className="section-note">{page.slaNote}</p>
      </SectionBlock>
      <SectionBlock id="process" heading={page.processHeading}>
        <StepList steps={page.process} />
        <div className="button-row section-actions">
          <BookingCta label={messages.booking.cta} />
          {others.map((link) => (
            <AppLink key={link.to} to={link.to} className="button button-outline">
              {link.label}
            </AppLink>
          ))}
        </div>
      </SectionBlock>
    </>
  );
}
