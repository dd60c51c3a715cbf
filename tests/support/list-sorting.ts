import { expect } from "vitest";

/**
 * Every sortable column of a console list, both ways (common/contracts/admin-fields.ts
 * `listSort`): descending is ascending reversed, with rows that have no value last both times,
 * and where the test can compare values itself (numbers, times, ASCII), ascending is in order.
 * Text is otherwise left to the database's collation, which SQLite and PostgreSQL need not share.
 */
export async function expectEverySortBothWays<Row extends { id: number }>(
  fetchRows: (query: string) => Promise<Row[]>,
  columns: Record<string, { value: (row: Row) => unknown; comparable?: boolean }>,
) {
  for (const [column, { value, comparable = false }] of Object.entries(columns)) {
    const ascending = await fetchRows(`sort=${column}&order=asc&pageSize=100`);
    const descending = await fetchRows(`sort=${column}&order=desc&pageSize=100`);
    const ids = (rows: Row[]) => rows.map((row) => row.id);
    const filled = (rows: Row[]) => rows.filter((row) => value(row) !== null);
    const values = filled(ascending).map(value) as Array<number | string>;
    // Each check names its column, so a failure says which one.
    expect({ column, wholeListOnOnePage: ascending.length < 100, distinctValues: new Set(ascending.map(value)).size > 1 }).toEqual({
      column,
      wholeListOnOnePage: true,
      distinctValues: true,
    });
    expect({ column, rows: ids(descending).toSorted() }).toEqual({ column, rows: ids(ascending).toSorted() });
    expect({ column, descending: ids(filled(descending)) }).toEqual({ column, descending: ids(filled(ascending)).toReversed() });
    expect({
      column,
      emptyLast: [ascending, descending].map((rows) => rows.slice(filled(rows).length).every((row) => value(row) === null)),
    }).toEqual({
      column,
      emptyLast: [true, true],
    });
    if (comparable) expect({ column, values }).toEqual({ column, values: values.toSorted((a, b) => (a < b ? -1 : a > b ? 1 : 0)) });
  }
}
