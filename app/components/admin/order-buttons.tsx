import type { ConsoleColumn } from "./data-table.tsx";
import { fill } from "../../lib/fill.ts";
import { useConsoleTexts } from "./console-texts.ts";

/** The ids with the one at `index` moved by `offset` (-1 up, +1 down). */
function moved(ids: number[], index: number, offset: -1 | 1): number[] {
  const next = [...ids];
  const [id] = next.splice(index, 1);
  next.splice(index + offset, 0, id as number);
  return next;
}

/**
 * Move up / move down: real buttons, so the keyboard reorders as well as the mouse; the first row
 * cannot go up nor the last down. Each names its row for screen readers.
 */
function OrderButtons({ index, count, name, onMove }: { index: number; count: number; name: string; onMove: (offset: -1 | 1) => void }) {
  const { t } = useConsoleTexts();
  return (
    <div className="console-order" data-order={index + 1}>
      <span className="visually-hidden">{fill(t.content.position, { n: index + 1 })}</span>
      <button
        type="button"
        className="console-button"
        disabled={index === 0}
        aria-label={`${t.content.moveUp}: ${name}`}
        onClick={() => onMove(-1)}
      >
        ↑
      </button>
      <button
        type="button"
        className="console-button"
        disabled={index === count - 1}
        aria-label={`${t.content.moveDown}: ${name}`}
        onClick={() => onMove(1)}
      >
        ↓
      </button>
    </div>
  );
}

/**
 * The order column of a list the staff arrange by hand (dictionaries, home lists, investor
 * documents): a move sends the whole list's new order, which the server takes only if it names
 * every row (server/services/reorder.ts).
 */
export function orderColumn<Row extends { id: number }>(
  header: string,
  rows: Row[],
  nameOf: (row: Row) => string,
  reorder: (ids: number[]) => void,
): ConsoleColumn<Row> {
  const ids = rows.map((row) => row.id);
  return {
    id: "order",
    header,
    cell: ({ row }) => (
      <OrderButtons
        index={row.index}
        count={rows.length}
        name={nameOf(row.original)}
        onMove={(offset) => reorder(moved(ids, row.index, offset))}
      />
    ),
  };
}
