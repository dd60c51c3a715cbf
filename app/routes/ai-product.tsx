import type { Route } from "./+types/ai-product";
import { aiProductContent } from "../../content/pages/ai-product.ts";
import { ProductCatalogue } from "../components/ai/product-catalogue.tsx";
import { BookingCta } from "../components/booking/booking-cta.tsx";
import { CtaBand } from "../components/sections/cta-band.tsx";
import { FigureBand } from "../components/sections/figure-band.tsx";
import { PageHero } from "../components/sections/page-hero.tsx";
import { SectionBlock } from "../components/sections/section-block.tsx";
import { StepList } from "../components/sections/step-list.tsx";
import { preloadIllustration } from "../lib/images.ts";
import { keepUnitsWholeIn } from "../../common/chinese-units.ts";
import { languageOfRequest } from "../../common/language.ts";
import { pageMeta } from "../lib/page-meta.ts";
import { useSite } from "../lib/use-site.ts";

export function loader({ request }: Route.LoaderArgs) {
  return keepUnitsWholeIn(aiProductContent[languageOfRequest(request)]);
}

export const meta = pageMeta;
export const links = () => [preloadIllustration("hero-ai-product")];

/** /sunCloudAIProduct: the AI product list, filterable by category, and how they fit together. */
export default function AiProduct({ loaderData: page }: Route.ComponentProps) {
  const { messages } = useSite();
  return (
    <>
      <PageHero hero={page.hero} art="hero-ai-product">
        <div className="button-row hero-actions">
          <BookingCta label={messages.booking.cta} className="button button-primary button-large" />
        </div>
      </PageHero>
      <FigureBand figures={page.figures} title={messages.sections.keyFigures} />
      <SectionBlock id="products" heading={page.productsHeading}>
        <ProductCatalogue allLabel={page.allLabel} categories={page.categories} products={page.products} />
      </SectionBlock>
      <SectionBlock id="workflow" heading={page.workflowHeading} tone="soft">
        <StepList steps={page.workflow} />
      </SectionBlock>
      <CtaBand title={page.cta.title} body={page.cta.body} primary={page.cta.primary} secondary={page.cta.secondary} />
    </>
  );
}
