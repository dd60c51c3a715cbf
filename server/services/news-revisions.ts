import type { Kysely, Selectable } from "kysely";
import type { NewsRevision, NewsRevisionRow } from "../../common/contracts/admin-news.ts";
import type { Database, NewsRevisionTable, NewsTable } from "../db/schema.ts";
import type { Actor } from "./audit-log.ts";
import { coverUrls } from "./news.ts";
import { ServiceError } from "./service-error.ts";

export type RevisionReason = "create" | "update" | "publish" | "unpublish" | "restore";

const iso = (ms: number) => new Date(ms).toISOString();

function toRow(row: Selectable<NewsRevisionTable>): NewsRevisionRow {
  return {
    id: row.id,
    reason: row.reason,
    restoredFrom: row.restored_from,
    authorName: row.author_name,
    createdAt: iso(row.created_at),
    status: row.status,
    title: { zh: row.title, en: row.title_en },
  };
}

/** An article's history: every save is a complete copy, added and never changed. */
export function createNewsRevisions(db: Kysely<Database>) {
  return {
    /** Keeps what `article` says now; call it in the transaction that wrote it. */
    async record(
      trx: Kysely<Database>,
      article: Selectable<NewsTable>,
      change: { reason: RevisionReason; actor: Actor; at: number; restoredFrom?: number },
    ): Promise<number> {
      const row = await trx
        .insertInto("news_revision")
        .values({
          news_id: article.id,
          reason: change.reason,
          restored_from: change.restoredFrom ?? null,
          column_no: article.column_no,
          title: article.title,
          title_en: article.title_en,
          summary: article.summary,
          summary_en: article.summary_en,
          body: article.body,
          body_en: article.body_en,
          cover: article.cover,
          cover_file_id: article.cover_file_id,
          status: article.status,
          publish_at: article.publish_at,
          author_id: change.actor.userId,
          author_name: change.actor.username,
          created_at: change.at,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async list(newsId: number): Promise<NewsRevisionRow[]> {
      const rows = await db.selectFrom("news_revision").selectAll().where("news_id", "=", newsId).orderBy("id", "desc").execute();
      return rows.map(toRow);
    },

    async get(newsId: number, revisionId: number): Promise<NewsRevision> {
      const row = await db
        .selectFrom("news_revision")
        .selectAll()
        .where("news_id", "=", newsId)
        .where("id", "=", revisionId)
        .executeTakeFirst();
      if (!row) throw new ServiceError(404, "notFound");
      return {
        ...toRow(row),
        column: row.column_no,
        summary: { zh: row.summary, en: row.summary_en },
        body: { zh: row.body, en: row.body_en },
        cover: (await coverUrls(db, [row]))(row),
        coverFileId: row.cover_file_id,
        publishAt: iso(row.publish_at),
      };
    },
  };
}

export type NewsRevisions = ReturnType<typeof createNewsRevisions>;
