import type { InfrastructureFeature } from "../../../content/pages/aidc.ts";

export function InfrastructureGrid({ items }: { items: InfrastructureFeature[] }) {
  return (
    <ul className="card-grid" data-columns={2}>
      {items.map((item) => (
        <li key={item.id} className="card" data-feature={item.id}>
          <h3 className="card-title">{item.title}</h3>
          <p>{item.summary}</p>
          <ul className="check-list">
            {item.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
