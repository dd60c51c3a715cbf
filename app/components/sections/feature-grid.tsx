import type { Feature } from "../../../content/types.ts";

/** Cards of titled paragraphs; `level` keeps the heading outline right where the grid sits. */
export function FeatureGrid({ features, columns = 3, level = 3 }: { features: Feature[]; columns?: 2 | 3 | 4; level?: 3 | 4 }) {
  const Heading = level === 3 ? "h3" : "h4";
  return (
    <ul className="card-grid" data-columns={columns}>
      {features.map((feature) => (
        <li key={feature.title} className="card">
          <Heading className="card-title">{feature.title}</Heading>
          <p>{feature.body}</p>
        </li>
      ))}
    </ul>
  );
}
