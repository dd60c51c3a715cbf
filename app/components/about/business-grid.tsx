import type { BusinessLine } from "../../../content/pages/about.ts";
import { AppLink } from "../ui/app-link.tsx";
import { ArrowRightIcon } from "../ui/icons.tsx";

export function BusinessGrid({ lines }: { lines: BusinessLine[] }) {
  return (
    <ul className="card-grid" data-columns={4}>
      {lines.map((line) => (
        <li key={line.title} className="card">
          <h3 className="card-title">{line.title}</h3>
          <p>{line.body}</p>
          <AppLink to={line.link.to} className="text-link">
            {line.link.label}
            <ArrowRightIcon size={16} />
          </AppLink>
        </li>
      ))}
    </ul>
  );
}
