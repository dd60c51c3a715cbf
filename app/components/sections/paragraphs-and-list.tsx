/** A text section's paragraphs, then its bullet list if it has one (the privacy policy, the partner agreement). */
export function ParagraphsAndList({ paragraphs, items = [] }: { paragraphs: string[]; items?: string[] }) {
  return (
    <>
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {items.length > 0 ? (
        <ul>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
