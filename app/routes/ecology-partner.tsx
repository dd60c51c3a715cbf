import type { Route } from "./+types/ecology-partner";
import { partnerContent } from "../../content/pages/partner.ts";
import { PartnerApplicationForm } from "../components/partner/partner-application-form.tsx";
import { TierGrid } from "../components/partner/tier-grid.tsx";
import { TypeGrid } from "../components/partner/type-grid.tsx";
import { FaqList } from "../components/sections/faq-list.tsx";
import { FeatureGrid } from "../components/sections/feature-grid.tsx";
import { FigureBand } from "../components/sections/figure-band.tsx";
import { PageHero } from "../components/sections/page-hero.tsx";
import { ProseSection } from "../components/sections/prose-section.tsx";
import { SectionBlock } from "../components/sections/section-block.tsx";
import { StepList } from "../components/sections/step-list.tsx";
import { leadsCatalogs } from "../i18n/leads-catalogs.ts";
import { preloadIllustration } from "../lib/images.ts";
import { keepUnitsWholeIn } from "../../common/chinese-units.ts";
import { languageOfRequest } from "../../common/language.ts";
import { pageMeta } from "../lib/page-meta.ts";
import { useSite } from "../lib/use-site.ts";

/** The programme copy, and the application form's copy, agreement and messages. */
export function loader({ request }: Route.LoaderArgs) {
  const language = languageOfRequest(request);
  const { form, agreement, ...page } = keepUnitsWholeIn(partnerContent[language]);
  const { partner, privacy } = leadsCatalogs[language];
  return { ...page, application: { copy: form, agreement, text: { partner, privacy } } };
}

export const meta = pageMeta;
export const links = () => [preloadIllustration("hero-partner")];

/** /ecologyPartner: the partner programme — benefits, partner types, tiers, process and FAQ. */
export default function EcologyPartner({ loaderData: page }: Route.ComponentProps) {
  const { messages } = useSite();
  return (
    <>
      <PageHero hero={page.hero} art="hero-partner" />
      <FigureBand figures={page.figures} title={messages.sections.keyFigures} />
      <ProseSection id="intro" text={page.intro} />
      <SectionBlock id="benefits" heading={page.benefitsHeading} tone="soft">
        <FeatureGrid features={page.benefits} columns={4} />
      </SectionBlock>
      <SectionBlock id="types" heading={page.typesHeading}>
        <TypeGrid types={page.types} />
      </SectionBlock>
      <SectionBlock id="tiers" heading={page.tiersHeading} tone="soft">
        <TierGrid tiers={page.tiers} labels={page.tierLabels} />
      </SectionBlock>
      <SectionBlock id="process" heading={page.processHeading}>
        <StepList steps={page.process} />
      </SectionBlock>
      <SectionBlock id="faq" heading={page.faqHeading} tone="soft">
        <FaqList faqs={page.faqs} />
      </SectionBlock>
      <SectionBlock id="apply" heading={{ title: page.application.copy.title, lead: page.application.copy.lead }}>
        <div className="partner-apply-card">
          <PartnerApplicationForm {...page.application} />
        </div>
      </SectionBlock>
    </>
  );
}
