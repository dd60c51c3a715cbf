import { tableFeatures, useTable, type ColumnDef, type RowData } from "@tanstack/react-table";
import type { SortOrder } from "../../../common/contracts/admin-fields.ts";
import { fill } from "../../lib/fill.ts";
import { useConsoleTexts } from "./console-texts.ts";
import type { ListSelection } from "./use-list-screen.ts";

export const consoleTableFeatures = tableFeatures({});
export type ConsoleColumn<Row extends RowData> = ColumnDef<typeof consoleTableFeatures, Row>;

export interface DataTableProps<Row extends RowData> {
  caption: string;
  columns: ConsoleColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  empty: string;
  busy: boolean;
  /** The server's order (use-list-screen.ts): the table shows it and asks for another. */
  sort?: { column: string; order: SortOrder };
  /** Ids of the columns whose header sorts. */
  sortable?: readonly string[];
  onSort?: (column: string) => void;
  /** A checkbox per row for bulk actions (use-list-screen.ts), with what each box is called. */
  selection?: ListSelection & { rowLabel: (row: Row) => string };
  /** Extra attributes of a row (a highlight). */
  rowData?: (row: Row) => Record<`data-${string}`, string | undefined>;
}

const ARIA_SORT = { asc: "ascending", desc: "descending" } as const;
const SORT_MARK = { asc: " ▲", desc: " ▼" } as const;

/**
 * The console's lists on TanStack Table (headless), drawn through `DataTable` (data-table.tsx):
 * rows, filters, sorting and paging come from the server, so the table only draws. Sortable
 * headers are buttons with aria-sort on their column header.
 */
export function SortableTable<Row extends RowData>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
  busy,
  sort,
  sortable = [],
  onSort,
  selection,
  rowData,
}: DataTableProps<Row>) {
  const { t } = useConsoleTexts();
  const table = useTable({ features: consoleTableFeatures, columns, data: rows, getRowId: rowKey });

  return (
    <div className="console-table-wrap" aria-busy={busy}>
      <table className="console-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {selection && (
                <th scope="col" className="console-select">
                  <input
                    type="checkbox"
                    aria-label={t.list.selectAll}
                    checked={selection.allSelected}
                    disabled={rows.length === 0}
                    onChange={selection.toggleAll}
                  />
                </th>
              )}
              {group.headers.map((header) => {
                const order = sort?.column === header.column.id ? sort.order : undefined;
                return (
                  <th key={header.id} scope="col" aria-sort={order && ARIA_SORT[order]}>
                    {sortable.includes(header.column.id) ? (
                      <button type="button" className="console-sort" onClick={() => onSort?.(header.column.id)}>
                        <table.FlexRender header={header} />
                        <span aria-hidden="true">{order ? SORT_MARK[order] : " ↕"}</span>
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
            <tr key={row.id} {...rowData?.(row.original)}>
              {selection && (
                <td className="console-select">
                  <input
                    type="checkbox"
                    aria-label={selection.rowLabel(row.original)}
                    checked={selection.keys.has(row.id)}
                    onChange={() => selection.toggle(row.id)}
                  />
                </td>
              )}
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
              <td colSpan={columns.length + (selection ? 1 : 0)} className="console-empty">
                {empty}
              </td>
            </tr>
          )}
        </tbody>
      </table>
      <span className="visually-hidden" aria-live="polite">
        {busy ? "" : fill(t.list.total, { total: rows.length })}
      </span>
    </div>
  );
}
