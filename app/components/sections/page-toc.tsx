import { useSite } from "../../lib/use-site.ts";

/** In-page links to the sections of a long page. */
export function PageToc({ items }: { items: Array<{ id: string; label: string }> }) {
  const { messages } = useSite();
  return (
    <nav className="page-toc" aria-label={messages.sections.onThisPage}>
      <div className="container">
        <ul>
          {items.map((item) => (
            <li key={item.id}>
              <a href={`#${item.id}`}>{item.label}</a>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
