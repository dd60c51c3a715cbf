import type { Figure } from "../../../content/types.ts";

/** Headline numbers under a hero; the heading is for screen readers. */
export function FigureBand({ figures, title }: { figures: Figure[]; title: string }) {
  return (
    <section className="figures-band" aria-label={title}>
      <div className="container">
        <ul className="figures" data-count={figures.length}>
          {figures.map((figure) => (
            <li key={figure.label} className="figure">
              {/* Its length lets the stylesheet shrink a long number to fit on one line. */}
              <p className="figure-value" style={{ "--figure-chars": figure.value.length } as React.CSSProperties}>
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
