import type { Route } from "./+types/aidc";
import { aidcContent } from "../../content/pages/aidc.ts";
import { DataCentreCard } from "../components/aidc/data-centre-card.tsx";
import { InfrastructureGrid } from "../components/aidc/infrastructure-grid.tsx";
import { CtaBand } from "../components/sections/cta-band.tsx";
import { FigureBand } from "../components/sections/figure-band.tsx";
import { PageHero } from "../components/sections/page-hero.tsx";
import { ProseSection } from "../components/sections/prose-section.tsx";
import { SectionBlock } from "../components/sections/section-block.tsx";
import { Illustration } from "../components/ui/illustration.tsx";
import { preloadIllustration } from "../lib/images.ts";
import { keepUnitsWholeIn } from "../../common/chinese-units.ts";
import { languageOfRequest } from "../../common/language.ts";
import { pageMeta } from "../lib/page-meta.ts";
import { useSite } from "../lib/use-site.ts";

export function loader({ request }: Route.LoaderArgs) {
  return keepUnitsWholeIn(aidcContent[languageOfRequest(request)]);
}

export const meta = pageMeta;
export const links = () => [preloadIllustration("hero-aidc")];

/** /AIDC: the five data centres with their power, racks, PUE, certifications and connectivity. */
export default function Aidc({ loaderData: page }: Route.ComponentProps) {
  const { messages } = useSite();
  return (
    <>
      <PageHero hero={page.hero} art="hero-aidc" />
      <FigureBand figures={page.figures} title={messages.sections.keyFigures} />
      <ProseSection id="intro" text={page.intro} aside={<Illustration name="campus" className="prose-art" />} />
      <SectionBlock id="data-centres" heading={page.dataCentresHeading} tone="soft">
        <div className="dc-list">
          {page.dataCentres.map((centre) => (
            <DataCentreCard key={centre.id} centre={centre} labels={page.fieldLabels} />
          ))}
        </div>
      </SectionBlock>
      <SectionBlock id="infrastructure" heading={page.infrastructureHeading} animation="fadeInUp">
        <InfrastructureGrid items={page.infrastructure} />
      </SectionBlock>
      <CtaBand
        title={page.cabinetCta.title}
        body={page.cabinetCta.body}
        primary={page.cabinetCta.cta}
        secondary={{ booking: messages.booking.cta }}
      />
    </>
  );
}
