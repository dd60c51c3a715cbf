import type { Hero } from "../../../content/types.ts";
import type { IllustrationName } from "../../lib/images.ts";
import { Illustration } from "../ui/illustration.tsx";

/**
 * The banner of a content page: eyebrow, the page's one h1, the lead sentence and, on the right,
 * its illustration (the likely LCP element: eager, high priority and preloaded by the route).
 */
export function PageHero({ hero, art, children }: { hero: Hero; art?: IllustrationName; children?: React.ReactNode }) {
  return (
    <section className="page-hero" aria-labelledby="page-title">
      <div className="container page-hero-inner">
        <div className="page-hero-text">
          <p className="eyebrow">{hero.eyebrow}</p>
          <h1 id="page-title">{hero.title}</h1>
          <p className="page-hero-lead">{hero.subtitle}</p>
          {children}
        </div>
        {art ? <Illustration name={art} className="page-hero-art" priority /> : null}
      </div>
    </section>
  );
}
