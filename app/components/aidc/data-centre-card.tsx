import type { DataCentre, DataCentreFieldLabels } from "../../../content/pages/aidc.ts";
import { formatNumber } from "../../lib/format.ts";
import { useSite } from "../../lib/use-site.ts";

/** One of the five campuses: key facts, certifications, connectivity and highlights. */
export function DataCentreCard({ centre, labels }: { centre: DataCentre; labels: DataCentreFieldLabels }) {
  const { language } = useSite();
  const facts = [
    { label: labels.power, value: `${centre.powerCapacityMw} MW` },
    { label: labels.racks, value: formatNumber(centre.racks, language) },
    { label: labels.density, value: `${centre.maxKwPerRack} kW` },
    { label: labels.pue, value: centre.designPue.toFixed(2) },
  ];
  const titleId = `${centre.id}-title`;
  return (
    <article id={centre.id} className="dc-card" aria-labelledby={titleId}>
      <header className="dc-card-header">
        <span className="dc-region" aria-hidden="true">
          {centre.region}
        </span>
        <h3 id={titleId}>{centre.name}</h3>
        <p>{centre.summary}</p>
      </header>
      <dl className="dc-facts">
        {facts.map((fact) => (
          <div key={fact.label}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      <div className="dc-details">
        <div>
          <h4>{labels.designStandard}</h4>
          <p>{centre.designStandard}</p>
          <h4>{labels.certifications}</h4>
          <ul className="chip-list">
            {centre.certifications.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
        <div>
          <h4>{labels.connectivity}</h4>
          <ul className="check-list">
            {centre.connectivity.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <h4>{labels.highlights}</h4>
          <ul className="check-list">
            {centre.highlights.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      </div>
    </article>
  );
}
