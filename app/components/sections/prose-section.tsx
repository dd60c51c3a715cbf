import type { TextSection } from "../../../content/types.ts";
import { Reveal } from "../ui/reveal.tsx";

/** A titled block of paragraphs (company introduction, page introductions). */
export function ProseSection({ id, text, aside }: { id: string; text: TextSection; aside?: React.ReactNode }) {
  return (
    <section id={id} className="section" aria-labelledby={`${id}-title`}>
      <Reveal className="container prose-layout">
        <div className="prose">
          <h2 id={`${id}-title`}>{text.heading}</h2>
          {text.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        {aside}
      </Reveal>
    </section>
  );
}
