import type { Figure } from "../../../content/types.ts";

/** Figures with an explanatory note each (service levels, heat reuse results). */
export function StatCards({ items }: { items: Array<Figure & { note?: string }> }) {
  return (
    <ul className="stat-grid">
      {items.map((item) => (
        <li key={item.label} className="stat-card">
          <p className="stat-value">
            {item.value}
            {item.unit ? <span className="figure-unit">{item.unit}</span> : null}
          </p>
          <h3 className="stat-label">{item.label}</h3>
          {item.note ? <p className="stat-note">{item.note}</p> : null}
        </li>
      ))}
    </ul>
  );
}
