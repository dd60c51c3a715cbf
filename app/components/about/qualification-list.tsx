import type { QualificationEntry } from "../../../content/pages/about.ts";

export function QualificationList({ items }: { items: QualificationEntry[] }) {
  return (
    <ul className="qualification-list">
      {items.map((item) => (
        <li key={item.title} className="qualification">
          <svg className="qualification-mark" width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M12 2 4 5v6c0 5 3.4 9.4 8 11 4.6-1.6 8-6 8-11V5l-8-3z" fill="currentColor" opacity="0.14" />
            <path
              d="m8.5 12 2.5 2.5 4.5-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <div>
            <h3 className="qualification-title">{item.title}</h3>
            <p>{item.scope}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
