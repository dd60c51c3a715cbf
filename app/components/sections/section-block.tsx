import type { SectionHeading } from "../../../content/types.ts";
import { Reveal } from "../ui/reveal.tsx";
import type { AnimationName } from "../../../common/animations.ts";

interface SectionBlockProps {
  /** Anchor and heading id stem, e.g. "history" gives #history and #history-title. */
  id: string;
  heading: SectionHeading;
  tone?: "plain" | "soft";
  /** Entrance animation, shown only when site settings enable animations. */
  animation?: AnimationName;
  children: React.ReactNode;
}

/** A page section: an h2 with its lead sentence, then the content. */
export function SectionBlock({ id, heading, tone = "plain", animation, children }: SectionBlockProps) {
  return (
    <section id={id} className="section" data-tone={tone} aria-labelledby={`${id}-title`}>
      <Reveal className="container" animation={animation}>
        <header className="section-header">
          <h2 id={`${id}-title`}>{heading.title}</h2>
          {heading.lead ? <p>{heading.lead}</p> : null}
        </header>
        {children}
      </Reveal>
    </section>
  );
}
