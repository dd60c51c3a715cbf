import { useId } from "react";
import type { Figure } from "../../../content/types.ts";

/** A figure this long ("99.9999999999") needs a phone's full width to stay at the others' size. */
const LONG_FIGURE_CHARS = 8;

/** Headline numbers under a hero (the home page and the product pages); the heading is for screen readers. */
export function FigureBand({ figures, title }: { figures: Figure[]; title: string }) {
  const headingId = useId();
  const longest = Math.max(...figures.map((figure) => figure.value.length));
  return (
    <section className="figures-band" aria-labelledby={headingId}>
      <div className="container">
        <h2 id={headingId} className="visually-hidden">
          {title}
        </h2>
        {/* The longest number sets one size for the row (it must fit its column on one line), so
            the figures stay even instead of one shrinking alone (--figure-chars: styles/site/figures.css). */}
        <ul
          className="figures"
          data-count={figures.length}
          data-long={longest > LONG_FIGURE_CHARS || undefined}
          style={{ "--figure-chars": longest } as React.CSSProperties}
        >
          {figures.map((figure) => (
            <li key={figure.label} className="figure">
              <p className="figure-value">
                {figure.value}
                {figure.unit ? <span className="figure-unit">{figure.unit}</span> : null}
              </p>
              <p className="figure-label">{figure.label}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
