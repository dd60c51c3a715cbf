import { sql, type RawBuilder, type Selectable, type SelectQueryBuilder } from "kysely";
import type { SortOrder } from "../../common/contracts/admin-fields.ts";

/** What each sortable column of a console list orders by: a column name or an expression. */
export type SortColumns<Sort extends string> = Record<Sort, string | RawBuilder<unknown>>;

/**
 * A list's `order by` (common/contracts/admin-fields.ts `listSort`): the column in the asked
 * direction with empty values last either way (SQLite puts NULL first ascending, PostgreSQL last),
 * then the id the same way, so that pages never overlap.
 */
export function orderOf<Sort extends string>(columns: SortColumns<Sort>, query: { sort: Sort; order: SortOrder }, idColumn = "id") {
  const column = columns[query.sort];
  const value = typeof column === "string" ? sql.ref(column) : column;
  const direction = sql.raw(query.order);
  return sql`${value} is null, ${value} ${direction}, ${sql.ref(idColumn)} ${direction}`;
}

/** One sorted page of a one-table console list, and the count of the whole filtered list: the same query twice, run together. */
export async function sortedPage<DB, TB extends keyof DB, Sort extends string>(
  base: SelectQueryBuilder<DB, TB, object>,
  query: { pageNum: number; pageSize: number; sort: Sort; order: SortOrder },
  columns: SortColumns<Sort>,
): Promise<{ rows: Selectable<DB[TB]>[]; total: number }> {
  const [{ total }, rows] = await Promise.all([
    base.select(sql<number>`count(*)`.as("total")).executeTakeFirstOrThrow() as Promise<{ total: number | string }>,
    base
      .selectAll()
      .orderBy(orderOf(columns, query))
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize)
      .execute() as Promise<Selectable<DB[TB]>[]>,
  ]);
  return { rows, total: Number(total) };
}
