import { useState } from "react";
import type { AiProduct, AiProductCategory, AiProductCategoryId } from "../../../content/pages/ai-product.ts";
import { fill } from "../../lib/fill.ts";
import { useSite } from "../../lib/use-site.ts";
import { AppLink } from "../ui/app-link.tsx";
import { ArrowRightIcon } from "../ui/icons.tsx";

interface ProductCatalogueProps {
  allLabel: string;
  categories: AiProductCategory[];
  products: AiProduct[];
}

/**
 * The AI product list with category filter buttons (toggle buttons: aria-pressed tells which
 * filter is on). The server renders every product; filtering only hides cards.
 */
export function ProductCatalogue({ allLabel, categories, products }: ProductCatalogueProps) {
  const { messages } = useSite();
  const [category, setCategory] = useState<AiProductCategoryId | "all">("all");
  const present = categories.filter((item) => products.some((product) => product.categoryId === item.id));
  const shown = category === "all" ? products : products.filter((product) => product.categoryId === category);
  const filters: Array<{ id: AiProductCategoryId | "all"; label: string }> = [{ id: "all", label: allLabel }, ...present];
  return (
    <>
      <fieldset className="filter-bar">
        <legend className="visually-hidden">{messages.sections.filterLabel}</legend>
        {filters.map((filter) => (
          <button
            key={filter.id}
            type="button"
            className="filter-button"
            aria-pressed={category === filter.id}
            data-category={filter.id}
            onClick={() => setCategory(filter.id)}
          >
            {filter.label}
          </button>
        ))}
      </fieldset>
      <p className="filter-count" aria-live="polite">
        {fill(messages.sections.productCount, { count: shown.length })}
      </p>
      <ul className="card-grid product-grid" data-columns={2}>
        {shown.map((product) => (
          <li key={product.id} id={product.id} className="card product-card" data-category={product.categoryId}>
            <p className="tag">{product.category}</p>
            <h3 className="card-title">{product.name}</h3>
            <p className="product-tagline">{product.tagline}</p>
            <p>{product.summary}</p>
            <ul className="check-list">
              {product.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
            <AppLink to={product.link.to} className="text-link">
              {product.link.label}
              <ArrowRightIcon size={16} />
            </AppLink>
          </li>
        ))}
      </ul>
    </>
  );
}
