import type { Feature, Spec } from "../../../content/types.ts";
import { SpecList } from "../sections/spec-list.tsx";
import { Reveal } from "../ui/reveal.tsx";

export interface ProductBlockData {
  id: string;
  name: string;
  tagline: string;
  summary: string;
  features: Feature[];
  specs: Spec[];
  /** Use cases (cloud products). */
  scenarios?: Feature[];
}

interface ProductBlockProps {
  product: ProductBlockData;
  labels: { features: string; specs: string; useCases?: string };
  /** Buttons under the summary (e.g. book a demo). */
  actions?: React.ReactNode;
  index: number;
}

/**
 * One product or service as its own section (h2 with the name), so that its features,
 * specifications and use cases sit under a heading of their own: cloud products, network services.
 */
export function ProductBlock({ product, labels, actions, index }: ProductBlockProps) {
  const titleId = `${product.id}-title`;
  const scenarios = product.scenarios ?? [];
  return (
    <section id={product.id} className="section product-block" data-tone={index % 2 ? "soft" : "plain"} aria-labelledby={titleId}>
      <Reveal className="container">
        <div className="product-intro">
          <div>
            <p className="eyebrow eyebrow-dark">{product.tagline}</p>
            <h2 id={titleId}>{product.name}</h2>
            <p className="product-summary">{product.summary}</p>
            {actions}
          </div>
          <div className="product-specs">
            <h3>{labels.specs}</h3>
            <SpecList specs={product.specs} />
          </div>
        </div>
        <h3 className="subheading">{labels.features}</h3>
        <ul className="card-grid" data-columns={product.features.length > 4 ? 3 : 2}>
          {product.features.map((feature) => (
            <li key={feature.title} className="card card-compact">
              <h4 className="card-title">{feature.title}</h4>
              <p>{feature.body}</p>
            </li>
          ))}
        </ul>
        {scenarios.length > 0 && labels.useCases ? (
          <>
            <h3 className="subheading">{labels.useCases}</h3>
            <ul className="card-grid" data-columns={3}>
              {scenarios.map((scenario) => (
                <li key={scenario.title} className="card card-compact card-accent">
                  <h4 className="card-title">{scenario.title}</h4>
                  <p>{scenario.body}</p>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </Reveal>
    </section>
  );
}
