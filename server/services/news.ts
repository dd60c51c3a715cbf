import { sql, type Kysely, type RawBuilder, type Selectable, type SqlBool } from "kysely";
import type { Language } from "../../common/constants.ts";
import type { NewsArticle, NewsDetailData, NewsListItem, NewsListQuery } from "../../common/contracts/content.ts";
import { newsColumnOf, type NewsColumn } from "../../common/news.ts";
import type { NewsSource } from "../../common/page-context.ts";
import { parseTime } from "../../common/time.ts";
import type { Database, NewsTable } from "../db/schema.ts";
import type { Clock } from "./clock.ts";
import { imageUrlFor } from "../../common/file-paths.ts";
import type { Dictionaries } from "./dictionaries.ts";
import { fileUrls } from "./file-urls.ts";
import { previewedArticleId } from "./news-preview-links.ts";
import { articleHtml } from "./rich-text.ts";

type CoverColumns = { cover: string; cover_file_id: number | null };

/** The widest a cover is shown (the article page's column); list cards are narrower. */
const COVER_WIDTH = 960;

/**
 * Where these stored images are served, each as its variant at least `width` wide (a same-origin
 * path, as the CSP wants; resolved when read, so an article follows a replaced file). One query.
 */
export async function storedImageUrls(db: Kysely<Database>, fileIds: ReadonlyArray<number | null>, width: number) {
  const ids = [...new Set(fileIds.filter((id) => id !== null))];
  const files =
    ids.length === 0
      ? []
      : await db.selectFrom("stored_file").select(["id", "sha256", "content_type", "variants"]).where("id", "in", ids).execute();
  return new Map(files.map((file) => [file.id, imageUrlFor(fileUrls(file), width)]));
}

/**
 * Where each of these articles' covers is served: its stored image when it has one, else the path
 * it was seeded with. One query for the whole page of rows.
 */
export async function coverUrls(db: Kysely<Database>, rows: readonly CoverColumns[]): Promise<(row: CoverColumns) => string> {
  const urls = await storedImageUrls(
    db,
    rows.map((row) => row.cover_file_id),
    COVER_WIDTH,
  );
  return (row) => (row.cover_file_id === null ? row.cover : (urls.get(row.cover_file_id) ?? ""));
}

/** The size link previews ask for (Open Graph: 1200 × 630). */
const SOCIAL_IMAGE_WIDTH = 1200;

type SocialImageColumns = { social_image_file_id: number | null; social_image_file_id_en: number | null };

/** Where each language's social image of these articles (or revisions) is served ("" none). */
export async function socialImageUrls(db: Kysely<Database>, rows: readonly SocialImageColumns[]) {
  const urls = await storedImageUrls(
    db,
    rows.flatMap((row) => [row.social_image_file_id, row.social_image_file_id_en]),
    SOCIAL_IMAGE_WIDTH,
  );
  const url = (id: number | null) => (id === null ? "" : (urls.get(id) ?? ""));
  return (row: SocialImageColumns) => ({ zh: url(row.social_image_file_id), en: url(row.social_image_file_id_en) });
}

type ListedRow = Pick<Selectable<NewsTable>, (typeof LIST_COLUMNS)[number]>;

function toItem(row: ListedRow, coverOf: (row: CoverColumns) => string): NewsListItem {
  return {
    id: row.id,
    type: row.column_no,
    title: row.title,
    titleEn: row.title_en,
    summary: row.summary,
    summaryEn: row.summary_en,
    cover: coverOf(row),
    coverAlt: { zh: row.cover_alt, en: row.cover_alt_en },
    publishTime: parseTime(row.publish_at, "{y}-{m}-{d}"),
  };
}

const LIST_COLUMNS = [
  "id",
  "column_no",
  "title",
  "title_en",
  "summary",
  "summary_en",
  "cover",
  "cover_file_id",
  "cover_alt",
  "cover_alt_en",
  "publish_at",
] as const;

/**
 * Whether visitors may see an article at `now`: published, its publish time come and its unpublish
 * time (if any) not yet. The one rule of the news centre, its neighbours, the sitemap and site
 * search (server/search/search-query.ts); `table` names the news table or its alias in the query.
 */
export function shownToVisitors(now: number, table = "news"): RawBuilder<SqlBool> {
  const column = (name: string) => sql.ref(`${table}.${name}`);
  return sql<SqlBool>`(${column("status")} = 'published' and ${column("publish_at")} <= ${now} and (${column("unpublish_at")} is null or ${column("unpublish_at")} > ${now}))`;
}

/** The same rule for an article in hand. */
export function isShownToVisitors(row: Pick<Selectable<NewsTable>, "status" | "publish_at" | "unpublish_at">, now: number): boolean {
  return row.status === "published" && row.publish_at <= now && (row.unpublish_at === null || row.unpublish_at > now);
}

/** Sanitised again on the way out: a row written by any other path still renders nothing that runs. */
async function articleOf(db: Kysely<Database>, row: Selectable<NewsTable>): Promise<NewsArticle> {
  const socialImage = (await socialImageUrls(db, [row]))(row);
  return {
    ...toItem(row, await coverUrls(db, [row])),
    body: articleHtml(row.body, "zh_CN"),
    bodyEn: articleHtml(row.body_en, "en_US"),
    slug: row.slug,
    seo: {
      zh: { title: row.seo_title, description: row.seo_description, image: socialImage.zh },
      en: { title: row.seo_title_en, description: row.seo_description_en, image: socialImage.en },
    },
  };
}

/**
 * The news centre: newest first, optionally one column (type 1-4), paged. Visitors see only
 * published articles whose publish time has come (by the injected clock): drafts and scheduled
 * articles do not exist for them, not even as neighbours or in the sitemap. The columns' names and
 * order are the operators' (the web_news_column dictionary).
 */
export function createNews(db: Kysely<Database>, clock: Clock, dictionaries: Dictionaries): NewsSource {
  const visible = () => db.selectFrom("news").where(shownToVisitors(clock.now()));
  return {
    async columns(language: Language): Promise<NewsColumn[]> {
      const entries = await dictionaries.list("web_news_column", language);
      // An entry the console added beyond the spec's four has no articles (they are 1-4): no tab.
      return entries.flatMap((entry) => {
        const id = newsColumnOf(entry.dictValue);
        return id === undefined ? [] : [{ id, name: entry.dictLabel }];
      });
    },

    async list(query: NewsListQuery): Promise<{ rows: NewsListItem[]; total: number }> {
      let base = visible();
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
      const coverOf = await coverUrls(db, rows);
      return { rows: rows.map((row) => toItem(row, coverOf)), total: Number(count.total) };
    },

    /** One article with its neighbours in publication order (previous = older, next = newer). */
    async detail(id: number): Promise<NewsDetailData | undefined> {
      const row = await visible().selectAll().where("id", "=", id).executeTakeFirst();
      if (!row) return undefined;
      const neighbour = (direction: "older" | "newer") =>
        visible()
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
      return { news: await articleOf(db, row), previous: shape(previous), next: shape(next) };
    },

    /**
     * The article a share-preview link opens (server/services/news-preview-links.ts): as saved,
     * whatever its state, with no neighbours; undefined for a token that opens nothing.
     */
    async preview(token: string): Promise<NewsArticle | undefined> {
      const id = await previewedArticleId(db, token, clock.now());
      if (id === undefined) return undefined;
      const row = await db.selectFrom("news").selectAll().where("id", "=", id).executeTakeFirst();
      return row && articleOf(db, row);
    },

    /** Every article id and time, for the sitemap. */
    async allIds(): Promise<Array<{ id: number; publishAt: number }>> {
      const rows = await visible().select(["id", "publish_at"]).orderBy("publish_at", "desc").execute();
      return rows.map((row) => ({ id: row.id, publishAt: row.publish_at }));
    },
  };
}
