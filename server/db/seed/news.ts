import { sql, type Kysely } from "kysely";
import { newsSeed } from "../../../content/pages/news-seed.ts";
import { sanitizeRichText } from "../../services/rich-text.ts";
import type { Database } from "../schema.ts";
import { insertIgnoringDuplicates } from "./home-content.ts";

/** The news articles of content/pages/news-seed.ts, in publication order, when the table is empty. */
export async function seedNews(db: Kysely<Database>, now: number = Date.now()): Promise<string[]> {
  if ((await db.selectFrom("news").select("id").limit(1).execute()).length > 0) return [];
  await insertIgnoringDuplicates(() =>
    db
      .insertInto("news")
      .values(
        newsSeed.map((item) => ({
          slug: item.slug,
          column_no: item.column,
          title: item.zh_CN.title,
          title_en: item.en_US.title,
          summary: item.zh_CN.summary,
          summary_en: item.en_US.summary,
          body: sanitizeRichText(item.zh_CN.body),
          body_en: sanitizeRichText(item.en_US.body),
          cover: "",
          publish_at: Date.parse(item.publishAt),
          created_at: now,
          updated_at: now,
          status: "published" as const,
        })),
      )
      .execute(),
  );
  // Each article starts its history with what it says now, as migration 008 does for older databases.
  await sql`insert into news_revision (news_id, reason, column_no, title, title_en, summary, summary_en, body, body_en,
      cover, status, publish_at, author_name, created_at)
    select id, 'import', column_no, title, title_en, summary, summary_en, body, body_en, cover, status, publish_at, '', created_at
    from news where not exists (select 1 from news_revision r where r.news_id = news.id)`.execute(db);
  return ["news"];
}
