import type { Route } from "./+types/about";
import { aboutContent } from "../../content/pages/about.ts";
import { BusinessGrid } from "../components/about/business-grid.tsx";
import { MissionValues } from "../components/about/mission-values.tsx";
import { QualificationList } from "../components/about/qualification-list.tsx";
import { FigureBand } from "../components/sections/figure-band.tsx";
import { MilestoneList } from "../components/sections/milestone-list.tsx";
import { PageHero } from "../components/sections/page-hero.tsx";
import { ProseSection } from "../components/sections/prose-section.tsx";
import { SectionBlock } from "../components/sections/section-block.tsx";
import { LinkButtons } from "../components/sections/link-buttons.tsx";
import { Illustration } from "../components/ui/illustration.tsx";
import { preloadIllustration } from "../lib/images.ts";
import { keepUnitsWholeIn } from "../../common/chinese-units.ts";
import { languageOfRequest } from "../../common/language.ts";
import { pageMeta } from "../lib/page-meta.ts";
import { useSite } from "../lib/use-site.ts";

export function loader({ request }: Route.LoaderArgs) {
  return keepUnitsWholeIn(aboutContent[languageOfRequest(request)]);
}

export const meta = pageMeta;
export const links = () => [preloadIllustration("hero-about")];

/** /about: company introduction, business lines, mission and values, 14 years of history, qualifications. */
export default function About({ loaderData: page }: Route.ComponentProps) {
  const { messages } = useSite();
  return (
    <>
      <PageHero hero={page.hero} art="hero-about" />
      <FigureBand figures={page.figures} title={messages.sections.keyFigures} />
      <ProseSection id="intro" text={page.intro} aside={<Illustration name="campus" className="prose-art" />} />
      <SectionBlock id="business" heading={page.businessHeading} tone="soft">
        <BusinessGrid lines={page.business} />
      </SectionBlock>
      <SectionBlock id="mission" heading={page.missionHeading}>
        <MissionValues mission={page.mission} vision={page.vision} values={page.values} />
      </SectionBlock>
      <SectionBlock id="history" heading={page.historyHeading} tone="soft" animation="fadeInUp">
        <MilestoneList items={page.history} label={messages.sections.timelineLabel} />
      </SectionBlock>
      <SectionBlock id="qualifications" heading={page.qualificationsHeading}>
        <QualificationList items={page.qualifications} />
      </SectionBlock>
      <section className="section" data-tone="soft" aria-labelledby="contact-title">
        <div className="container contact-block">
          <h2 id="contact-title">{page.contact.heading}</h2>
          {page.contact.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <LinkButtons links={page.contact.links} />
        </div>
      </section>
    </>
  );
}
