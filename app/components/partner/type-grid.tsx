import type { PartnerType } from "../../../content/pages/partner.ts";

export function TypeGrid({ types }: { types: PartnerType[] }) {
  return (
    <ul className="card-grid" data-columns={2}>
      {types.map((type) => (
        <li key={type.id} className="card" data-partner-type={type.id}>
          <h3 className="card-title">{type.title}</h3>
          <p>{type.summary}</p>
          <p className="card-meta">{type.idealFor}</p>
          <ul className="chip-list">
            {type.examples.map((example) => (
              <li key={example}>{example}</li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
