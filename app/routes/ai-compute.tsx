import type { Route } from "./+types/ai-compute";
import { aiComputeContent } from "../../content/pages/ai-compute.ts";
import { PriceTable } from "../components/ai/price-table.tsx";
import { UseCaseGrid } from "../components/ai/use-case-grid.tsx";
import { CtaBand } from "../components/sections/cta-band.tsx";
import { FeatureGrid } from "../components/sections/feature-grid.tsx";
import { FigureBand } from "../components/sections/figure-band.tsx";
import { PageHero } from "../components/sections/page-hero.tsx";
import { ProseSection } from "../components/sections/prose-section.tsx";
import { SectionBlock } from "../components/sections/section-block.tsx";
import { BookingCta } from "../components/booking/booking-cta.tsx";
import { preloadIllustration } from "../lib/images.ts";
import { keepUnitsWholeIn } from "../../common/chinese-units.ts";
import { languageOfRequest } from "../../common/language.ts";
import { pageMeta } from "../lib/page-meta.ts";
import { useSite } from "../lib/use-site.ts";

export function loader({ request }: Route.LoaderArgs) {
  return keepUnitsWholeIn(aiComputeContent[languageOfRequest(request)]);
}

export const meta = pageMeta;
export const links = () => [preloadIllustration("hero-ai-compute")];

/** /sunCloudAIPro: the 600PFlops platform, GPU instance prices (RMB per hour or month), use cases. */
export default function AiCompute({ loaderData: page }: Route.ComponentProps) {
  const { messages } = useSite();
  return (
    <>
      <PageHero hero={page.hero} art="hero-ai-compute">
        <div className="button-row hero-actions">
          <BookingCta label={messages.booking.cta} className="button button-primary button-large" />
          <a href="#instances" className="button button-ghost button-large">
            {page.instancesHeading.title}
          </a>
        </div>
      </PageHero>
      <FigureBand figures={page.figures} title={messages.sections.keyFigures} />
      <ProseSection id="intro" text={page.intro} />
      <SectionBlock id="instances" heading={page.instancesHeading} tone="soft">
        <PriceTable
          caption={page.instancesHeading.title}
          columns={page.instanceColumns}
          units={page.priceUnits}
          instances={page.instances}
          note={page.priceNote}
        />
      </SectionBlock>
      <SectionBlock id="platform" heading={page.featuresHeading}>
        <FeatureGrid features={page.features} />
      </SectionBlock>
      <SectionBlock id="use-cases" heading={page.useCasesHeading} tone="soft">
        <UseCaseGrid cases={page.useCases} recommendedLabel={page.instanceColumns.id} />
      </SectionBlock>
      <CtaBand title={page.cta.title} body={page.cta.body} primary={{ booking: messages.booking.cta }} secondary={page.cta.primary} />
    </>
  );
}
