import type { Route } from "./+types/network-service";
import { networkContent } from "../../content/pages/network.ts";
import { ProductBlock } from "../components/products/product-block.tsx";
import { BookingCta } from "../components/booking/booking-cta.tsx";
import { CtaBand } from "../components/sections/cta-band.tsx";
import { FigureBand } from "../components/sections/figure-band.tsx";
import { PageHero } from "../components/sections/page-hero.tsx";
import { PageToc } from "../components/sections/page-toc.tsx";
import { ProseSection } from "../components/sections/prose-section.tsx";
import { preloadIllustration } from "../lib/images.ts";
import { keepUnitsWholeIn } from "../../common/chinese-units.ts";
import { languageOfRequest } from "../../common/language.ts";
import { pageMeta } from "../lib/page-meta.ts";
import { useSite } from "../lib/use-site.ts";

export function loader({ request }: Route.LoaderArgs) {
  return keepUnitsWholeIn(networkContent[languageOfRequest(request)]);
}

export const meta = pageMeta;
export const links = () => [preloadIllustration("hero-network")];

/** /networkService: backbone (1600Gbps), BGP, private lines, DDoS protection, CDN, IP transit. */
export default function NetworkService({ loaderData: page }: Route.ComponentProps) {
  const { messages } = useSite();
  return (
    <>
      <PageHero hero={page.hero} art="hero-network">
        <div className="button-row hero-actions">
          <BookingCta label={messages.booking.cta} className="button button-primary button-large" />
        </div>
      </PageHero>
      <FigureBand figures={page.figures} title={messages.sections.keyFigures} />
      <ProseSection id="intro" text={page.intro} />
      <PageToc items={page.services.map((service) => ({ id: service.id, label: service.name }))} />
      {page.services.map((service, index) => (
        <ProductBlock key={service.id} index={index + 1} product={service} labels={page.labels} />
      ))}
      <CtaBand title={page.cta.title} body={page.cta.body} primary={page.cta.primary} secondary={page.cta.secondary} />
    </>
  );
}
