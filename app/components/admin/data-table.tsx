import { lazy, Suspense } from "react";
import type { RowData } from "@tanstack/react-table";
import { fill } from "../../lib/fill.ts";
import { useConsoleTexts } from "./console-texts.ts";
import type { DataTableProps, SortableTable as SortableTableComponent } from "./sortable-table.tsx";

export type { ConsoleColumn } from "./sortable-table.tsx";

// TanStack Table comes with the first list drawn: the server, which never draws the console's
// lists, does not load it at start (docs/decisions/010-page-speed-budgets.md).
const SortableTable = lazy(() =>
  import("./sortable-table.tsx").then((module) => ({ default: module.SortableTable })),
) as unknown as typeof SortableTableComponent;

/** A console list: sortable headers, rows, and a line for when there are none. */
export function DataTable<Row extends RowData>(props: DataTableProps<Row>) {
  return (
    <Suspense fallback={<div className="console-table-wrap" aria-busy="true" />}>
      <SortableTable {...props} />
    </Suspense>
  );
}

/** Previous / next with the page number; pages count from 1 like the API's pageNum. */
export function Pager({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const { t } = useConsoleTexts();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav className="console-pager" aria-label={t.pager.label}>
      <span>{fill(t.list.total, { total })}</span>
      <button type="button" className="console-button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t.pager.previous}
      </button>
      <span>{fill(t.pager.page, { page, pages })}</span>
      <button type="button" className="console-button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t.pager.next}
      </button>
    </nav>
  );
}
