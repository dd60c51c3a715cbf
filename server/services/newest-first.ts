import { sql, type Selectable, type SelectQueryBuilder } from "kysely";

/**
 * One page of a console list, newest first (ties by id, so pages never overlap), and the count of
 * the whole filtered list: the same query twice, run together.
 */
export async function newestFirstPage<DB, TB extends keyof DB>(
  base: SelectQueryBuilder<DB, TB, object>,
  page: { pageNum: number; pageSize: number },
): Promise<{ rows: Selectable<DB[TB]>[]; total: number }> {
  const [{ total }, rows] = await Promise.all([
    base.select(sql<number>`count(*)`.as("total")).executeTakeFirstOrThrow() as Promise<{ total: number | string }>,
    base
      .selectAll()
      .orderBy(sql`created_at desc, id desc`)
      .limit(page.pageSize)
      .offset((page.pageNum - 1) * page.pageSize)
      .execute() as Promise<Selectable<DB[TB]>[]>,
  ]);
  return { rows, total: Number(total) };
}
