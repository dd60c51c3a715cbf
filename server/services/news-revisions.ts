import type { Kysely, Selectable } from "kysely";
import type { NewsRevision, NewsRevisionRow } from "../../common/contracts/admin-news.ts";
import type { Database, NewsRevisionTable, NewsTable } from "../db/schema.ts";
import type { Actor } from "./audit-log.ts";
import { coverUrls, socialImageUrls } from "./news.ts";
import { ServiceError } from "./service-error.ts";

export type RevisionReason = "create" | "update" | "publish" | "unpublish" | "restore";

const iso = (ms: number) => new Date(ms).toISOString();

/** The publishing fields an article and its revisions share, as stored. */
type PublishingColumns = Pick<
  Selectable<NewsTable>,
  | "slug"
  | "seo_title"
  | "seo_title_en"
  | "seo_description"
  | "seo_description_en"
  | "cover_alt"
  | "cover_alt_en"
  | "social_image_file_id"
  | "social_image_file_id_en"
  | "unpublish_at"
>;

/** The publishing fields of an article or revision as the console reads them. */
export async function publishingFieldsOf(db: Kysely<Database>, row: PublishingColumns) {
  return {
    slug: row.slug,
    seoTitle: { zh: row.seo_title, en: row.seo_title_en },
    seoDescription: { zh: row.seo_description, en: row.seo_description_en },
    coverAlt: { zh: row.cover_alt, en: row.cover_alt_en },
    socialImageFileId: { zh: row.social_image_file_id, en: row.social_image_file_id_en },
    socialImage: (await socialImageUrls(db, [row]))(row),
    unpublishAt: row.unpublish_at === null ? null : iso(row.unpublish_at),
  };
}

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
          slug: article.slug,
          seo_title: article.seo_title,
          seo_title_en: article.seo_title_en,
          seo_description: article.seo_description,
          seo_description_en: article.seo_description_en,
          cover_alt: article.cover_alt,
          cover_alt_en: article.cover_alt_en,
          social_image_file_id: article.social_image_file_id,
          social_image_file_id_en: article.social_image_file_id_en,
          unpublish_at: article.unpublish_at,
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
        ...(await publishingFieldsOf(db, row)),
      };
    },
  };
}

export type NewsRevisions = ReturnType<typeof createNewsRevisions>;
