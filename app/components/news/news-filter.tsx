import type { NewsColumn } from "../../../common/news.ts";
import { AppLink } from "../ui/app-link.tsx";

/** The column filter of /news (spec section 2, ?type=1..4): links in the order given, the current one marked. */
export function NewsFilter({
  columns,
  allLabel,
  current,
  label,
}: {
  columns: NewsColumn[];
  allLabel: string;
  current: number | undefined;
  label: string;
}) {
  const items = [
    { to: "/news", name: allLabel, active: current === undefined },
    ...columns.map((column) => ({ to: `/news?type=${column.id}`, name: column.name, active: current === column.id })),
  ];
  return (
    <nav className="page-toc news-filter" aria-label={label}>
      <div className="container">
        <ul>
          {items.map((item) => (
            <li key={item.to}>
              <AppLink to={item.to} aria-current={item.active ? "page" : undefined}>
                {item.name}
              </AppLink>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
