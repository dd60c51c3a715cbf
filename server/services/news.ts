import type { Kysely, Selectable } from "kysely";
import type { NewsArticle, NewsDetailData, NewsListItem, NewsListQuery } from "../../common/contracts/content.ts";
import type { NewsSource } from "../../common/page-context.ts";
import { parseTime } from "../../common/time.ts";
import type { Database, NewsTable } from "../db/schema.ts";

function toItem(row: Omit<Selectable<NewsTable>, "body" | "body_en" | "slug" | "created_at">): NewsListItem {
  return {
    id: row.id,
    type: row.column_no,
    title: row.title,
    titleEn: row.title_en,
    summary: row.summary,
    summaryEn: row.summary_en,
    cover: row.cover,
    publishTime: parseTime(row.publish_at, "{y}-{m}-{d}"),
  };
}

const LIST_COLUMNS = ["id", "column_no", "title", "title_en", "summary", "summary_en", "cover", "publish_at"] as const;

/** The news centre: newest first, optionally one column (type 1-4), paged. */
export function createNews(db: Kysely<Database>): NewsSource {
  return {
    async list(query: NewsListQuery): Promise<{ rows: NewsListItem[]; total: number }> {
      let base = db.selectFrom("news");
      if (query.type !== undefined) base = base.where("column_no", "=", query.type);
      const [rows, count] = await Promise.all([
        base
          .select(LIST_COLUMNS)
          .orderBy("publish_at", "desc")
          .orderBy("id", "desc")
          .limit(query.pageSize)
          .offset((query.pageNum - 1) * query.pageSize)
          .execute(),
        base.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow(),
      ]);
      return { rows: rows.map(toItem), total: Number(count.total) };
    },

    /** One article with its neighbours in publication order (previous = older, next = newer). */
    async detail(id: number): Promise<NewsDetailData | undefined> {
      const row = await db.selectFrom("news").selectAll().where("id", "=", id).executeTakeFirst();
      if (!row) return undefined;
      const neighbour = (direction: "older" | "newer") =>
        db
          .selectFrom("news")
          .select(["id", "title", "title_en"])
          .where((eb) =>
            direction === "older"
              ? eb.or([eb("publish_at", "<", row.publish_at), eb.and([eb("publish_at", "=", row.publish_at), eb("id", "<", row.id)])])
              : eb.or([eb("publish_at", ">", row.publish_at), eb.and([eb("publish_at", "=", row.publish_at), eb("id", ">", row.id)])]),
          )
          .orderBy("publish_at", direction === "older" ? "desc" : "asc")
          .orderBy("id", direction === "older" ? "desc" : "asc")
          .limit(1)
          .executeTakeFirst();
      const [previous, next] = await Promise.all([neighbour("older"), neighbour("newer")]);
      const shape = (item: typeof previous) => (item ? { id: item.id, title: item.title, titleEn: item.title_en } : null);
      const news: NewsArticle = { ...toItem(row), body: row.body, bodyEn: row.body_en };
      return { news, previous: shape(previous), next: shape(next) };
    },

    /** Every article id and time, for the sitemap. */
    async allIds(): Promise<Array<{ id: number; publishAt: number }>> {
      const rows = await db.selectFrom("news").select(["id", "publish_at"]).orderBy("publish_at", "desc").execute();
      return rows.map((row) => ({ id: row.id, publishAt: row.publish_at }));
    },
  };
}
