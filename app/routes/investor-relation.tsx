import type { Route } from "./+types/investor-relation";
import { investorContent } from "../../content/pages/investor.ts";
import { pageContext } from "../../common/page-context.ts";
import { formatFileSize, ReportDownload, ReportsZipDownload } from "../components/investor/report-download.tsx";
import { ReportList } from "../components/investor/report-list.tsx";
import { FeatureGrid } from "../components/sections/feature-grid.tsx";
import { PageHero } from "../components/sections/page-hero.tsx";
import { ProseSection } from "../components/sections/prose-section.tsx";
import { SectionBlock } from "../components/sections/section-block.tsx";
import { LinkButtons } from "../components/sections/link-buttons.tsx";
import { leadsCatalogs } from "../i18n/leads-catalogs.ts";
import { preloadIllustration } from "../lib/images.ts";
import { keepUnitsWholeIn } from "../../common/chinese-units.ts";
import { languageOfRequest } from "../../common/language.ts";
import { pageMeta } from "../lib/page-meta.ts";

/** The page copy, and the reports and announcements the console keeps (each with its PDF). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const language = languageOfRequest(request);
  const documents = context.get(pageContext).investorDocuments;
  const [reports, announcements] = await Promise.all([
    documents.published("report", language),
    documents.published("announcement", language),
  ]);
  return {
    ...keepUnitsWholeIn(investorContent[language]),
    language,
    reports,
    announcements,
    downloads: leadsCatalogs[language].downloads,
  };
}

export const meta = pageMeta;
export const links = () => [preloadIllustration("hero-investor")];

/** /investorRelation: letter to investors, strengths, governance, announcements and periodic reports. */
export default function InvestorRelation({ loaderData: page }: Route.ComponentProps) {
  return (
    <>
      <PageHero hero={page.hero} art="hero-investor" />
      <ProseSection id="intro" text={page.intro} />
      <SectionBlock id="highlights" heading={page.highlightsHeading} tone="soft">
        <FeatureGrid features={page.highlights} columns={4} />
      </SectionBlock>
      <SectionBlock id="announcements" heading={page.announcementsHeading}>
        <ul className="document-list">
          {page.announcements.map((item) => (
            <li key={item.id} className="document-item" data-announcement={item.ref}>
              <time className="document-date" dateTime={item.date}>
                {item.date}
              </time>
              {/* A plain link: the PDF opens in the browser's viewer (served inline), with or without scripts. */}
              <a className="document-title document-link" href={item.url} type="application/pdf">
                {item.title}
                <span className="document-size"> (PDF, {formatFileSize(item.size, page.language)})</span>
              </a>
            </li>
          ))}
        </ul>
      </SectionBlock>
      <SectionBlock id="reports" heading={page.reportsHeading} tone="soft">
        <ReportList
          reports={page.reports.map((report) => ({
            id: report.ref,
            title: report.title,
            year: report.year ?? 0,
            kind: report.reportKind ?? "annual",
            publishedAt: report.date,
          }))}
          kindLabels={page.reportKindLabels}
          pending={page.downloadPending}
          actions={Object.fromEntries(
            page.reports.map((report) => [
              report.ref,
              <ReportDownload key={report.id} title={report.title} file={report} language={page.language} text={page.downloads} />,
            ]),
          )}
        />
        {page.reports.length > 0 ? (
          <div className="button-row report-actions">
            <ReportsZipDownload label={page.downloads.downloadAll} fileName={page.downloads.zipName} />
          </div>
        ) : null}
      </SectionBlock>
      <SectionBlock id="governance" heading={page.governanceHeading}>
        <FeatureGrid features={page.governance} columns={4} />
      </SectionBlock>
      <section className="section" data-tone="soft" aria-labelledby="contact-title">
        <div className="container contact-block">
          <h2 id="contact-title">{page.contact.heading}</h2>
          <p>{page.contact.body}</p>
          <LinkButtons links={page.contact.links} />
          <p className="disclaimer">{page.disclaimer}</p>
        </div>
      </section>
    </>
  );
}
