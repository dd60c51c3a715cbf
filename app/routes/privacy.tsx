import type { Route } from "./+types/privacy";
import { privacyContent } from "../../content/pages/privacy.ts";
import { languageOfRequest } from "../../common/language.ts";
import { pageContext } from "../../common/page-context.ts";
import { PageHero } from "../components/sections/page-hero.tsx";
import { PageToc } from "../components/sections/page-toc.tsx";
import { ParagraphsAndList } from "../components/sections/paragraphs-and-list.tsx";
import { fill } from "../lib/fill.ts";
import { pageMeta } from "../lib/page-meta.ts";

/**
 * The policy in the page's language, its figures filled in from the running configuration and the
 * site settings (retention periods, the operator's name and contact): what it states is what the
 * server does (docs/decisions/025-first-party-analytics.md).
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const language = languageOfRequest(request);
  const { privacy, name } = context.get(pageContext).site;
  const values = {
    siteName: name[language],
    contact: privacy.contact,
    analyticsRawDays: privacy.analyticsRawDays,
    saltHours: privacy.saltHours,
    sentMailRetentionDays: privacy.sentMailRetentionDays,
    sessionDays: privacy.sessionDays,
    sessionIdleHours: privacy.sessionIdleHours,
  };
  const page = filled(privacyContent[language], values);
  return {
    ...page,
    sections: privacy.analyticsEnabled
      ? page.sections
      : page.sections.map((section) => (section.id === page.analyticsOff.id ? page.analyticsOff : section)),
    retention: { ...page.retention, rows: page.retention.rows.filter((row) => privacy.analyticsEnabled || !row.analytics) },
    contactValue: privacy.contact,
  };
}

/** Every text of the page with its placeholders filled in. */
function filled<T>(value: T, values: Record<string, string | number>): T {
  if (typeof value === "string") return fill(value, values) as T;
  if (Array.isArray(value)) return value.map((entry: unknown) => filled(entry, values)) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, filled(entry, values)])) as T;
  }
  return value;
}

export const meta = pageMeta;

/** /privacy: the personal information protection policy (个人信息保护政策). */
export default function Privacy({ loaderData: page }: Route.ComponentProps) {
  const toc = [...page.sections, page.retention, page.contact].map((section) => ({ id: section.id, label: section.heading }));
  return (
    <>
      <PageHero hero={page.hero}>
        <p className="privacy-updated">{page.updated}</p>
      </PageHero>
      <PageToc items={toc} />
      <div className="container privacy">
        {page.sections.map((section) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
            <h2 id={`${section.id}-title`}>{section.heading}</h2>
            <ParagraphsAndList paragraphs={section.paragraphs} items={section.items} />
          </section>
        ))}
        <section id={page.retention.id} aria-labelledby="retention-title">
          <h2 id="retention-title">{page.retention.heading}</h2>
          <p>{page.retention.lead}</p>
          <div className="privacy-table-wrap">
            <table className="privacy-table" data-retention="">
              <thead>
                <tr>
                  <th scope="col">{page.retention.columns.what}</th>
                  <th scope="col">{page.retention.columns.howLong}</th>
                </tr>
              </thead>
              <tbody>
                {page.retention.rows.map((row) => (
                  <tr key={row.what}>
                    <th scope="row">{row.what}</th>
                    <td>{row.howLong}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
        <section id={page.contact.id} aria-labelledby="contact-title">
          <h2 id="contact-title">{page.contact.heading}</h2>
          {page.contact.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <p className="privacy-contact">
            {page.contact.label}: <strong data-testid="privacy-contact">{page.contactValue}</strong>
          </p>
        </section>
      </div>
    </>
  );
}
