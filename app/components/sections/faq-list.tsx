import type { Faq } from "../../../content/types.ts";

/** Questions as native disclosure widgets (details/summary): keyboard and screen-reader support built in. */
export function FaqList({ faqs }: { faqs: Faq[] }) {
  return (
    <div className="faq-list">
      {faqs.map((faq) => (
        <details key={faq.question} className="faq-item">
          <summary>{faq.question}</summary>
          <p>{faq.answer}</p>
        </details>
      ))}
    </div>
  );
}
