import type { Route } from "./+types/green-develop";
import { greenContent } from "../../content/pages/green.ts";
import { TrendBars } from "../components/green/trend-bars.tsx";
import { FeatureGrid } from "../components/sections/feature-grid.tsx";
import { FigureBand } from "../components/sections/figure-band.tsx";
import { MilestoneList } from "../components/sections/milestone-list.tsx";
import { PageHero } from "../components/sections/page-hero.tsx";
import { ProseSection } from "../components/sections/prose-section.tsx";
import { SectionBlock } from "../components/sections/section-block.tsx";
import { StatCards } from "../components/sections/stat-cards.tsx";
import { AppLink } from "../components/ui/app-link.tsx";
import { preloadIllustration } from "../lib/images.ts";
import { keepUnitsWholeIn } from "../../common/chinese-units.ts";
import { languageOfRequest } from "../../common/language.ts";
import { pageMeta } from "../lib/page-meta.ts";
import { useSite } from "../lib/use-site.ts";

export function loader({ request }: Route.LoaderArgs) {
  return keepUnitsWholeIn(greenContent[languageOfRequest(request)]);
}

export const meta = pageMeta;
export const links = () => [preloadIllustration("hero-green")];

/** /greenDevelop: ESG — energy efficiency, renewables, liquid cooling, heat reuse, targets, reports. */
export default function GreenDevelop({ loaderData: page }: Route.ComponentProps) {
  const { messages } = useSite();
  const t = messages.sections;
  return (
    <>
      <PageHero hero={page.hero} art="hero-green" />
      <FigureBand figures={page.figures} title={t.keyFigures} />
      <ProseSection id="intro" text={page.intro} />
      <SectionBlock id="efficiency" heading={page.efficiencyHeading} tone="soft">
        <div className="chart-layout">
          <TrendBars
            caption={page.efficiencyHeading.title}
            yearLabel={t.yearsLabel}
            valueLabel="PUE"
            points={page.pueTrend.map((point) => ({ year: point.year, value: point.pue, note: point.note }))}
            format={(value) => value.toFixed(2)}
            range={[1, 1.5]}
          />
          <p className="section-note">{page.pueNote}</p>
        </div>
      </SectionBlock>
      <SectionBlock id="renewables" heading={page.renewablesHeading}>
        <div className="chart-layout">
          <TrendBars
            caption={page.renewablesHeading.title}
            yearLabel={t.yearsLabel}
            valueLabel={page.renewablesHeading.title}
            points={page.renewablesTrend.map((point) => ({ year: point.year, value: point.sharePercent, note: point.note }))}
            format={(value) => `${value}%`}
            range={[0, 100]}
          />
          <FeatureGrid features={page.renewables} columns={2} />
        </div>
      </SectionBlock>
      <SectionBlock id="liquid-cooling" heading={page.liquidCoolingHeading} tone="soft">
        <FeatureGrid features={page.liquidCooling} />
      </SectionBlock>
      <SectionBlock id="heat-reuse" heading={page.heatReuseHeading}>
        <div className="prose-layout">
          <div className="prose">
            {page.heatReuse.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <StatCards items={page.heatReuse.figures} />
        </div>
      </SectionBlock>
      <SectionBlock id="targets" heading={page.targetsHeading} tone="soft">
        <MilestoneList items={page.targets} label={page.targetsHeading.title} />
      </SectionBlock>
      <SectionBlock id="social" heading={page.socialHeading}>
        <FeatureGrid features={page.social} columns={4} />
      </SectionBlock>
      <SectionBlock id="governance" heading={page.governanceHeading} tone="soft">
        <FeatureGrid features={page.governance} columns={4} />
      </SectionBlock>
      <SectionBlock id="reports" heading={page.reportsHeading}>
        <ul className="document-list">
          {page.reports.map((report) => (
            <li key={report.id} className="document-item" data-report={report.id}>
              <span className="document-year">{report.year}</span>
              <span className="document-title">{report.title}</span>
            </li>
          ))}
        </ul>
        <p className="section-note">
          {page.reportsNote} <AppLink to={page.reportsLink.to}>{page.reportsLink.label}</AppLink>
        </p>
      </SectionBlock>
    </>
  );
}
