import { fill } from "../../lib/fill.ts";
import { AppLink } from "../ui/app-link.tsx";

/** Page numbers to show: all of them up to 7, else the ends and the neighbourhood of the current one. */
export function pageNumbers(current: number, count: number): Array<number | "gap"> {
  if (count <= 7) return Array.from({ length: count }, (_, index) => index + 1);
  const wanted = new Set([1, 2, count - 1, count, current - 1, current, current + 1].filter((page) => page >= 1 && page <= count));
  const sorted = [...wanted].toSorted((a, b) => a - b);
  const result: Array<number | "gap"> = [];
  for (const page of sorted) {
    const last = result.at(-1);
    if (typeof last === "number" && page - last > 1) result.push("gap");
    result.push(page);
  }
  return result;
}

interface PaginationProps {
  current: number;
  count: number;
  /** The link of a page number. */
  hrefOf(page: number): string;
  text: { pagination: string; previousPage: string; nextPage: string; pageN: string };
}

/** Paging links (?page=N): previous, the page numbers (the current one marked), next. */
export function Pagination({ current, count, hrefOf, text }: PaginationProps) {
  if (count <= 1) return null;
  const step = (page: number, label: string, rel: "prev" | "next") =>
    page >= 1 && page <= count ? (
      <AppLink to={hrefOf(page)} rel={rel} data-page-step={rel}>
        {label}
      </AppLink>
    ) : (
      <span aria-disabled="true">{label}</span>
    );
  return (
    <nav className="pagination" aria-label={text.pagination}>
      <ul>
        <li>{step(current - 1, text.previousPage, "prev")}</li>
        {pageNumbers(current, count).map((page, index) => (
          <li key={page === "gap" ? `gap-${index}` : page}>
            {page === "gap" ? (
              <span aria-hidden="true">…</span>
            ) : (
              <AppLink
                to={hrefOf(page)}
                aria-current={page === current ? "page" : undefined}
                aria-label={fill(text.pageN, { page })}
                data-page={page}
              >
                {page}
              </AppLink>
            )}
          </li>
        ))}
        <li>{step(current + 1, text.nextPage, "next")}</li>
      </ul>
    </nav>
  );
}
