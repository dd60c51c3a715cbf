import { rowSortingFeature, tableFeatures, useTable, type ColumnDef, type RowData, type SortingState } from "@tanstack/react-table";
import { fill } from "../../lib/fill.ts";
import { useConsoleTexts } from "./console-texts.ts";

export const consoleTableFeatures = tableFeatures({ rowSortingFeature });
export type ConsoleColumn<Row extends RowData> = ColumnDef<typeof consoleTableFeatures, Row>;

export interface DataTableProps<Row extends RowData> {
  caption: string;
  columns: ConsoleColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  empty: string;
  busy: boolean;
  /** Server-side sorting: the table only shows and changes the state. */
  sorting?: SortingState;
  onSortingChange?: (sorting: SortingState) => void;
}

/**
 * The console's lists on TanStack Table (headless), drawn through `DataTable` (data-table.tsx):
 * rows, filters, sorting and paging come from the server, so the table registers sorting only, in
 * manual mode. Sortable headers are buttons with aria-sort on their column header.
 */
export function SortableTable<Row extends RowData>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
  busy,
  sorting = [],
  onSortingChange,
}: DataTableProps<Row>) {
  const { t } = useConsoleTexts();
  const table = useTable({
    features: consoleTableFeatures,
    columns,
    data: rows,
    getRowId: rowKey,
    manualSorting: true,
    enableSortingRemoval: false,
    state: { sorting },
    onSortingChange: (updater) => onSortingChange?.(typeof updater === "function" ? updater(sorting) : updater),
  });

  return (
    <div className="console-table-wrap" aria-busy={busy}>
      <table className="console-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                return (
                  <th key={header.id} scope="col" aria-sort={sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : undefined}>
                    {header.column.getCanSort() ? (
                      <button type="button" className="console-sort" onClick={header.column.getToggleSortingHandler()}>
                        <table.FlexRender header={header} />
                        <span aria-hidden="true">{sorted === "asc" ? " ▲" : sorted === "desc" ? " ▼" : " ↕"}</span>
                      </button>
                    ) : (
                      <table.FlexRender header={header} />
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id}>
              {row.getAllCells().map((cell) => (
                // oxlint-disable-next-line jsx-a11y/control-has-associated-label -- the cell's content comes from its column
                <td key={cell.id} data-label={String(cell.column.columnDef.header ?? "")}>
                  <table.FlexRender cell={cell} />
                </td>
              ))}
            </tr>
          ))}
          {rows.length === 0 && !busy && (
            <tr>
              <td colSpan={columns.length} className="console-empty">
                {empty}
              </td>
            </tr>
          )}
        </tbody>
      </table>
      <span className="visually-hidden" aria-live="polite">
        {busy ? "" : fill(t.leads.total, { total: rows.length })}
      </span>
    </div>
  );
}
