import type { Route } from "./+types/cloud-product";
import { cloudProductContent } from "../../content/pages/cloud-product.ts";
import { BookingCta } from "../components/booking/booking-cta.tsx";
import { ProductBlock } from "../components/products/product-block.tsx";
import { CtaBand } from "../components/sections/cta-band.tsx";
import { FeatureGrid } from "../components/sections/feature-grid.tsx";
import { FigureBand } from "../components/sections/figure-band.tsx";
import { PageHero } from "../components/sections/page-hero.tsx";
import { PageToc } from "../components/sections/page-toc.tsx";
import { SectionBlock } from "../components/sections/section-block.tsx";
import { preloadIllustration } from "../lib/images.ts";
import { keepUnitsWholeIn } from "../../common/chinese-units.ts";
import { languageOfRequest } from "../../common/language.ts";
import { pageMeta } from "../lib/page-meta.ts";
import { useSite } from "../lib/use-site.ts";

export function loader({ request }: Route.LoaderArgs) {
  return keepUnitsWholeIn(cloudProductContent[languageOfRequest(request)]);
}

export const meta = pageMeta;
export const links = () => [preloadIllustration("hero-cloud")];

/** /cloudProduct: cloud server, object storage, container service and database (booking demand types 1-4). */
export default function CloudProduct({ loaderData: page }: Route.ComponentProps) {
  const { messages } = useSite();
  return (
    <>
      <PageHero hero={page.hero} art="hero-cloud" />
      <FigureBand figures={page.figures} title={messages.sections.keyFigures} />
      <PageToc items={page.products.map((product) => ({ id: product.id, label: product.name }))} />
      {page.products.map((product, index) => (
        <ProductBlock
          key={product.id}
          index={index}
          product={{ ...product, scenarios: product.useCases }}
          labels={page.labels}
          actions={
            <div className="button-row" data-demand-type={product.demandType}>
              <BookingCta label={page.labels.book} />
            </div>
          }
        />
      ))}
      <SectionBlock id="advantages" heading={page.advantagesHeading} tone="soft">
        <FeatureGrid features={page.advantages} />
      </SectionBlock>
      <CtaBand
        title={page.bookingCta.title}
        body={page.bookingCta.body}
        primary={{ booking: page.bookingCta.label }}
        secondary={{ label: messages.menu.aiCompute, to: "/sunCloudAIPro" }}
      />
    </>
  );
}
