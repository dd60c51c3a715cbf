import { sql, type Kysely } from "kysely";
import type { searchStatsCall, SearchStatRow } from "../../common/contracts/admin-searches.ts";
import type { ParsedQuery } from "../../common/contracts/call.ts";
import { addDays, dayInZone, weekStart } from "../../common/site-time.ts";
import type { Database } from "../db/schema.ts";
import type { Clock } from "./clock.ts";
import { containsText } from "./search-text.ts";
import { orderOf, type SortColumns } from "./sorted-page.ts";

type SearchStatsQuery = ParsedQuery<typeof searchStatsCall>;

const sortColumns: SortColumns<SearchStatsQuery["sort"]> = {
  searches: sql`sum(searches)`,
  emptySearches: sql`sum(empty_searches)`,
  query: "query",
};

/**
 * The console's "Searches" screen (issue 29): what visitors searched, summed over a week of the
 * site's time zone from the per-day counts site search keeps (search_query_day: no address, no
 * visitor, no time of day; deleted by the maintenance job after SEARCH_QUERY_RETENTION_DAYS).
 */
export function createSearchStatistics(deps: { db: Kysely<Database>; clock: Clock; timeZone: string }) {
  const { db, clock, timeZone } = deps;
  return {
    async list(query: SearchStatsQuery): Promise<{ rows: SearchStatRow[]; total: number }> {
      const monday = weekStart(query.week ?? dayInZone(clock.now(), timeZone));
      let base = db.selectFrom("search_query_day").where("day", ">=", monday).where("day", "<=", addDays(monday, 6));
      if (query.language) base = base.where("language", "=", query.language);
      if (query.q) base = base.where(containsText("query", query.q));
      const grouped = base
        .select(["language", "query"])
        .select((eb) => [eb.fn.sum<number>("searches").as("searches"), eb.fn.sum<number>("empty_searches").as("empty_searches")])
        .groupBy(["language", "query"])
        .$if(query.view === "empty", (qb) => qb.having((eb) => eb.fn.sum("empty_searches"), ">", 0));
      const [rows, count] = await Promise.all([
        grouped
          .orderBy(orderOf(sortColumns, query, "language"))
          .orderBy("query")
          .limit(query.pageSize)
          .offset((query.pageNum - 1) * query.pageSize)
          .execute(),
        db
          .selectFrom(grouped.as("week"))
          .select((eb) => eb.fn.countAll<number>().as("total"))
          .executeTakeFirstOrThrow(),
      ]);
      return {
        rows: rows.map((row) => ({
          language: row.language,
          query: row.query,
          searches: Number(row.searches),
          emptySearches: Number(row.empty_searches),
        })),
        total: Number(count.total),
      };
    },
  };
}

export type SearchStatistics = ReturnType<typeof createSearchStatistics>;
