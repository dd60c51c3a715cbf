import { sql, type Kysely } from "kysely";
import type { Language } from "../../common/constants.ts";
import type { FileUsage } from "../../common/contracts/admin-files.ts";
import type { Database } from "../db/schema.ts";
import type { Clock } from "./clock.ts";
import { isShownToVisitors } from "./news.ts";

/**
 * One kind of record that points at stored files. A file is "in use" while any source lists it:
 * the console shows where, and a delete is refused. It is *public* while a use publishes it (a
 * shown investor document, a published article, a shown home-page row): only then does
 * GET /api/resource/oss/download/{id} serve it (decision 019). A new reference adds one entry to
 * FILE_USAGE_SOURCES with a query over its own file-id column(s), and says when the record is public.
 */
export interface FileUsageSource {
  kind: string;
  /** `now`: what counts as published (an article scheduled for later is not yet). */
  find(db: Kysely<Database>, fileIds: readonly number[], language: Language, now: number): Promise<(FileUsage & { fileId: number })[]>;
}

const investorDocuments: FileUsageSource = {
  kind: "investorDocument",
  async find(db, fileIds, language) {
    const rows = await db
      .selectFrom("investor_document")
      .select(["id", "title", "title_en", "file_id", "file_id_en", "hidden"])
      .where((eb) => eb.or([eb("file_id", "in", fileIds), eb("file_id_en", "in", fileIds)]))
      .execute();
    return rows.flatMap((row) =>
      [row.file_id, row.file_id_en]
        .filter((fileId): fileId is number => fileId !== null && fileIds.includes(fileId))
        .map((fileId) => ({
          fileId,
          kind: "investorDocument",
          id: row.id,
          label: language === "en_US" ? row.title_en : row.title,
          public: row.hidden === 0,
        })),
    );
  },
};

/** Rich text and image fields hold a file by its url, /files/{id}-{hash}/...: "/files/1-" never matches file 11. */
const urlPrefix = (fileId: number) => `/files/${fileId}-`;

/** Any of these text columns holds a url of any of these files. */
const mentioning = (columns: readonly string[], fileIds: readonly number[]) =>
  sql<boolean>`(${sql.join(
    columns.flatMap((column) => fileIds.map((fileId) => sql`${sql.ref(column)} like ${`%${urlPrefix(fileId)}%`}`)),
    sql` or `,
  )})`;

const mentionedIn = (texts: readonly string[], fileIds: readonly number[]) =>
  fileIds.filter((fileId) => texts.some((text) => text.includes(urlPrefix(fileId))));

/** An article's cover and social images (by id) and the images in either language's body (by url); drafts count too. */
const newsArticles: FileUsageSource = {
  kind: "newsArticle",
  async find(db, fileIds, language, now) {
    const rows = await db
      .selectFrom("news")
      .select([
        "id",
        "title",
        "title_en",
        "cover_file_id",
        "social_image_file_id",
        "social_image_file_id_en",
        "body",
        "body_en",
        "status",
        "publish_at",
        "unpublish_at",
      ])
      .where((eb) =>
        eb.or([
          eb("cover_file_id", "in", fileIds),
          eb("social_image_file_id", "in", fileIds),
          eb("social_image_file_id_en", "in", fileIds),
          mentioning(["body", "body_en"], fileIds),
        ]),
      )
      .execute();
    return rows.flatMap((row) =>
      fileIds
        .filter(
          (fileId) =>
            [row.cover_file_id, row.social_image_file_id, row.social_image_file_id_en].includes(fileId) ||
            mentionedIn([row.body, row.body_en], [fileId]).length > 0,
        )
        .map((fileId) => ({
          fileId,
          kind: "newsArticle",
          id: row.id,
          label: language === "en_US" && row.title_en ? row.title_en : row.title,
          public: isShownToVisitors(row, now),
        })),
    );
  },
};

const HOME_LISTS = [
  ["home_customer_case", "homeCase"],
  ["home_solution", "homeSolution"],
  ["home_qualification", "homeQualification"],
] as const;

/** The home page's case, solution and qualification rows, each with an optional image url. */
const homeRows: readonly FileUsageSource[] = HOME_LISTS.map(([table, kind]) => ({
  kind,
  async find(db, fileIds, language) {
    const rows = await db
      .selectFrom(table)
      .select(["id", "title", "title_en", "image_url", "hidden"])
      .where(mentioning(["image_url"], fileIds))
      .execute();
    return rows.flatMap((row) =>
      mentionedIn([row.image_url ?? ""], fileIds).map((fileId) => ({
        fileId,
        kind,
        id: row.id,
        label: language === "en_US" && row.title_en ? row.title_en : row.title,
        public: row.hidden === 0,
      })),
    );
  },
}));

export const FILE_USAGE_SOURCES: readonly FileUsageSource[] = [investorDocuments, newsArticles, ...homeRows];

export function createFileUsage(db: Kysely<Database>, clock: Clock, sources: readonly FileUsageSource[] = FILE_USAGE_SOURCES) {
  async function of(fileIds: readonly number[], language: Language): Promise<Map<number, FileUsage[]>> {
    const usages = new Map<number, FileUsage[]>(fileIds.map((id) => [id, []]));
    if (fileIds.length === 0) return usages;
    const now = clock.now();
    const found = await Promise.all(sources.map((source) => source.find(db, fileIds, language, now)));
    for (const { fileId, ...usage } of found.flat()) usages.get(fileId)?.push(usage);
    return usages;
  }
  return {
    /** Every use of each of these files, in the language's labels, each saying whether it makes the file public. */
    of,

    /** Whether something shown to everyone uses this file (see FileUsageSource). */
    async isPublic(fileId: number): Promise<boolean> {
      return ((await of([fileId], "zh_CN")).get(fileId) ?? []).some((usage) => usage.public);
    },
  };
}

export type FileUsageLookup = ReturnType<typeof createFileUsage>;
