import type { Kysely, Selectable } from "kysely";
import type { Language } from "../../common/constants.ts";
import type { AuditAction } from "../../common/contracts/admin-audit.ts";
import type {
  adminNewsListCall,
  AdminNewsColumn,
  AdminNewsDetail,
  AdminNewsRow,
  NewsSaveBody,
  NewsState,
  NewsUpdateBody,
} from "../../common/contracts/admin-news.ts";
import type { ParsedQuery } from "../../common/contracts/call.ts";
import { fieldMessages, type FieldMessageKey } from "../../common/field-messages.ts";
import { newsColumnOf } from "../../common/news.ts";
import { slugOf } from "../../common/news-publishing.ts";
import { isUniqueViolation } from "../db/unique-violation.ts";
import type { Database, NewsStatus, NewsTable } from "../db/schema.ts";
import type { Actor } from "./audit-log.ts";
import { coverUrls } from "./news.ts";
import { createNewsRevisions, publishingFieldsOf, type RevisionReason } from "./news-revisions.ts";
import { articleHtml, sanitizeRichText } from "./rich-text.ts";
import { containsText } from "./search-text.ts";
import type { ContentWriterDeps } from "./content-writer-deps.ts";
import { ServiceError } from "./service-error.ts";
import { orderOf, type SortColumns } from "./sorted-page.ts";

type NewsListFilter = ParsedQuery<typeof adminNewsListCall>;

const sortColumns: SortColumns<NewsListFilter["sort"]> = {
  updatedAt: "news.updated_at",
  publishAt: "news.publish_at",
  title: "news.title",
  column: "news.column_no",
};

const iso = (ms: number) => new Date(ms).toISOString();
type Article = Selectable<NewsTable>;

export function stateOf(article: Pick<Article, "status" | "publish_at" | "unpublish_at">, now: number): NewsState {
  if (article.status === "draft") return "draft";
  if (article.publish_at > now) return "scheduled";
  return article.unpublish_at !== null && article.unpublish_at <= now ? "ended" : "published";
}

/** A refused field, named as the contract names it, in the language of the request. */
function fieldError(key: FieldMessageKey, field: string, language: Language): ServiceError {
  return new ServiceError(500, key, { data: { fields: { [field]: fieldMessages[language][key] } } });
}

/** The publish time: the one asked for; else the one it had if it stays published, else now. */
function publishTimeOf(body: NewsSaveBody, current: Article | undefined, now: number): number {
  if (body.publishAt) return Date.parse(body.publishAt);
  if (current && (current.status === body.status || body.status === "draft")) return current.publish_at;
  return now;
}

function actionOf(before: NewsStatus, after: NewsStatus): { action: AuditAction; reason: RevisionReason } {
  if (before === "draft" && after === "published") return { action: "newsPublished", reason: "publish" };
  if (before === "published" && after === "draft") return { action: "newsUnpublished", reason: "unpublish" };
  return { action: "newsUpdated", reason: "update" };
}

/** The cover's columns: a stored image, none (null), or what the article had (absent). */
async function coverOf(q: Kysely<Database>, fileId: number | null | undefined, current?: Pick<Article, "cover" | "cover_file_id">) {
  if (fileId === undefined)
    return current ? { cover: current.cover, cover_file_id: current.cover_file_id } : { cover: "", cover_file_id: null };
  if (fileId === null) return { cover: "", cover_file_id: null };
  const file = await q.selectFrom("stored_file").select(["id", "content_type"]).where("id", "=", fileId).executeTakeFirst();
  if (!file || !file.content_type.startsWith("image/")) throw new ServiceError(500, "newsCoverInvalid", { data: { fields: {} } });
  return { cover: "", cover_file_id: file.id };
}

/** Each language's social image: a stored image, or none. */
async function socialImagesOf(q: Kysely<Database>, fileIds: NewsSaveBody["socialImageFileId"], language: Language) {
  const named = [fileIds.zh, fileIds.en].filter((id) => id !== null);
  const images =
    named.length === 0
      ? []
      : await q.selectFrom("stored_file").select("id").where("id", "in", named).where("content_type", "like", "image/%").execute();
  for (const lang of ["zh", "en"] as const) {
    const id = fileIds[lang];
    if (id !== null && !images.some((image) => image.id === id))
      throw fieldError("newsSocialImageInvalid", `socialImageFileId.${lang}`, language);
  }
  return { social_image_file_id: fileIds.zh, social_image_file_id_en: fileIds.en };
}

/**
 * The readable link's words: the ones asked for, which no other article may have; else words
 * from the English title, numbered when another article has them (`-2`, `-3`, …).
 */
async function slugFor(
  q: Kysely<Database>,
  asked: string,
  title: NewsSaveBody["title"],
  id: number | undefined,
  language: Language,
): Promise<string> {
  const words = asked || slugOf(title.en) || "article";
  const rows = await q
    .selectFrom("news")
    .select("slug")
    .where((eb) => eb.or([eb("slug", "=", words), ...(asked ? [] : [eb("slug", "like", `${words.slice(0, 75)}-%`)])]))
    .$if(id !== undefined, (query) => query.where("id", "<>", id!))
    .execute();
  const taken = new Set(rows.map((row) => row.slug));
  if (asked) {
    if (taken.has(asked)) throw fieldError("newsSlugTaken", "slug", language);
    return asked;
  }
  for (let n = 1; ; n += 1) {
    const candidate = n === 1 ? words : `${words.slice(0, 75)}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** Two saves that chose the same slug at once: the unique index lets one in, the other hears why. */
async function slugRaceAsField<T>(write: () => Promise<T>, language: Language): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError("newsSlugTaken", "slug", language);
    throw error;
  }
}

/** The stored columns of a save; `q` reads in the save's transaction (SQLite has one connection). */
async function contentOf(q: Kysely<Database>, body: NewsSaveBody, current: Article | undefined, now: number, language: Language) {
  const publishAt = publishTimeOf(body, current, now);
  const unpublishAt = body.unpublishAt ? Date.parse(body.unpublishAt) : null;
  if (unpublishAt !== null && unpublishAt <= publishAt) throw fieldError("newsUnpublishBeforePublish", "unpublishAt", language);
  return {
    slug: await slugFor(q, body.slug, body.title, current?.id, language),
    seo_title: body.seoTitle.zh,
    seo_title_en: body.seoTitle.en,
    seo_description: body.seoDescription.zh,
    seo_description_en: body.seoDescription.en,
    cover_alt: body.coverAlt.zh,
    cover_alt_en: body.coverAlt.en,
    ...(await socialImagesOf(q, body.socialImageFileId, language)),
    unpublish_at: unpublishAt,
    column_no: body.column,
    title: body.title.zh,
    title_en: body.title.en,
    summary: body.summary.zh,
    summary_en: body.summary.en,
    body: sanitizeRichText(body.body.zh),
    body_en: sanitizeRichText(body.body.en),
    ...(await coverOf(q, body.coverFileId, current)),
    status: body.status,
    publish_at: publishAt,
  };
}

/**
 * The console's news (issue 13): drafts, scheduled and published articles in both languages.
 * Every save is one transaction that writes the article, its search index entries, a complete
 * revision and an audit entry; bodies are sanitised before they are stored. A change that touches what visitors see (or will
 * see at a scheduled time) is announced through content changes, so every instance drops its
 * cached pages and re-arms its publication timer.
 */
export function createNewsEditing(deps: ContentWriterDeps) {
  const { db, clock, audit, contentChanges, searchIndex, versions } = deps;
  const revisions = createNewsRevisions(db);

  function withEditor() {
    return db
      .selectFrom("news")
      .leftJoin("web_user as editor", "editor.id", "news.updated_by")
      .selectAll("news")
      .select("editor.username as editor_name");
  }
  type Listed = Article & { editor_name: string | null };

  function toRow(row: Listed, now: number, coverUrlOf: (row: Listed) => string): AdminNewsRow {
    return {
      id: row.id,
      column: row.column_no,
      title: { zh: row.title, en: row.title_en },
      status: stateOf(row, now),
      publishAt: iso(row.publish_at),
      updatedAt: iso(row.updated_at),
      updatedBy: row.editor_name ?? "",
      cover: coverUrlOf(row),
      version: row.version,
    };
  }

  async function detail(id: number): Promise<AdminNewsDetail> {
    const row = await withEditor().where("news.id", "=", id).executeTakeFirst();
    if (!row) throw new ServiceError(404, "notFound");
    return {
      ...toRow(row, clock.now(), await coverUrls(db, [row])),
      summary: { zh: row.summary, en: row.summary_en },
      body: { zh: row.body, en: row.body_en },
      coverFileId: row.cover_file_id,
      createdAt: iso(row.created_at),
      ...(await publishingFieldsOf(db, row)),
    };
  }

  /**
   * Writes the change, its revision and its audit entry together, if the article is still at the
   * version the change was made from (`expected`; by default the one read here, for actions that
   * do not overwrite fields: unpublish, restore); announces it when visitors are concerned.
   */
  async function save(
    id: number,
    change: (current: Article, now: number, trx: Kysely<Database>) => Promise<Partial<Article>>,
    describe: (before: Article, after: Article) => { action: AuditAction; reason: RevisionReason; restoredFrom?: number },
    actor: Actor,
    expected?: number,
  ): Promise<AdminNewsDetail> {
    const { before, after } = await db.transaction().execute(async (trx) => {
      const current = await trx.selectFrom("news").selectAll().where("id", "=", id).executeTakeFirst();
      if (!current) throw new ServiceError(404, "notFound");
      const now = clock.now();
      const values = await change(current, now, trx);
      const saved = await versions.update<Article>(trx, "news", id, expected ?? current.version, values, { actor, at: now });
      await searchIndex.article(trx, saved);
      const { action, reason, restoredFrom } = describe(current, saved);
      const revisionId = await revisions.record(trx, saved, { reason, actor, at: now, ...(restoredFrom ? { restoredFrom } : {}) });
      await audit.record(
        actor,
        action,
        `news:${id}`,
        { revision: revisionId, status: saved.status, publishAt: iso(saved.publish_at), ...(restoredFrom ? { restoredFrom } : {}) },
        trx,
      );
      return { before: current, after: saved };
    });
    if (before.status === "published" || after.status === "published") await contentChanges.bump();
    return detail(id);
  }

  return {
    detail,
    revisions: revisions.list,
    revision: revisions.get,

    /** Disabled columns too: editors still file and find articles in them. */
    async columns(): Promise<AdminNewsColumn[]> {
      const rows = await db
        .selectFrom("dict_data")
        .select(["dict_value", "dict_label", "dict_label_en", "enabled"])
        .where("dict_type", "=", "web_news_column")
        .orderBy("sort")
        .orderBy("id")
        .execute();
      return rows.flatMap((row) => {
        const id = newsColumnOf(row.dict_value);
        return id === undefined ? [] : [{ id, label: row.dict_label, labelEn: row.dict_label_en, enabled: row.enabled === 1 }];
      });
    },

    async list(filter: NewsListFilter): Promise<{ rows: AdminNewsRow[]; total: number }> {
      const now = clock.now();
      let base = db.selectFrom("news");
      if (filter.column) base = base.where("column_no", "=", filter.column);
      if (filter.status === "draft") base = base.where("status", "=", "draft");
      if (filter.status === "scheduled") base = base.where("status", "=", "published").where("publish_at", ">", now);
      if (filter.status === "published")
        base = base
          .where("status", "=", "published")
          .where("publish_at", "<=", now)
          .where((eb) => eb.or([eb("unpublish_at", "is", null), eb("unpublish_at", ">", now)]));
      if (filter.status === "ended")
        base = base.where("status", "=", "published").where("publish_at", "<=", now).where("unpublish_at", "<=", now);
      const q = filter.q;
      if (q) base = base.where((eb) => eb.or([containsText("title", q), containsText("title_en", q)]));
      const ids = base.select("id");
      const [{ total }, rows] = await Promise.all([
        base.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow(),
        withEditor()
          .where("news.id", "in", ids)
          .orderBy(orderOf(sortColumns, filter, "news.id"))
          .limit(filter.pageSize)
          .offset((filter.pageNum - 1) * filter.pageSize)
          .execute(),
      ]);
      const coverUrlOf = await coverUrls(db, rows);
      return { rows: rows.map((row) => toRow(row, now, coverUrlOf)), total: Number(total) };
    },

    async create(body: NewsSaveBody, actor: Actor, language: Language): Promise<AdminNewsDetail> {
      const now = clock.now();
      const values = await contentOf(db, body, undefined, now, language);
      const id = await slugRaceAsField(
        () =>
          db.transaction().execute(async (trx) => {
            const saved = await trx
              .insertInto("news")
              .values({ ...values, created_at: now, updated_at: now, created_by: actor.userId, updated_by: actor.userId })
              .returningAll()
              .executeTakeFirstOrThrow();
            await searchIndex.article(trx, saved);
            const revisionId = await revisions.record(trx, saved, { reason: "create", actor, at: now });
            await audit.record(
              actor,
              "newsCreated",
              `news:${saved.id}`,
              { revision: revisionId, status: saved.status, publishAt: iso(saved.publish_at) },
              trx,
            );
            return saved.id;
          }),
        language,
      );
      if (values.status === "published") await contentChanges.bump();
      return detail(id);
    },

    /** A save from the editor: refused (409) when someone saved the article after `body.version`. */
    update(id: number, body: NewsUpdateBody, actor: Actor, language: Language): Promise<AdminNewsDetail> {
      return slugRaceAsField(
        () =>
          save(
            id,
            (current, now, trx) => contentOf(trx, body, current, now, language),
            (before, after) => actionOf(before.status, after.status),
            actor,
            body.version,
          ),
        language,
      );
    },

    unpublish(id: number, actor: Actor): Promise<AdminNewsDetail> {
      return save(
        id,
        async () => ({ status: "draft" }),
        () => ({ action: "newsUnpublished", reason: "unpublish" }),
        actor,
      );
    },

    /** The revision's content comes back; the state and publish time stay: restoring never publishes. */
    async restore(id: number, revisionId: number, actor: Actor): Promise<AdminNewsDetail> {
      const revision = await revisions.get(id, revisionId);
      return save(
        id,
        async (_current, _now, trx) => ({
          column_no: revision.column,
          title: revision.title.zh,
          title_en: revision.title.en,
          summary: revision.summary.zh,
          summary_en: revision.summary.en,
          body: sanitizeRichText(revision.body.zh),
          body_en: sanitizeRichText(revision.body.en),
          seo_title: revision.seoTitle.zh,
          seo_title_en: revision.seoTitle.en,
          seo_description: revision.seoDescription.zh,
          seo_description_en: revision.seoDescription.en,
          cover_alt: revision.coverAlt.zh,
          cover_alt_en: revision.coverAlt.en,
          // A social image deleted since then leaves that language with the cover.
          social_image_file_id: revision.socialImage.zh ? revision.socialImageFileId.zh : null,
          social_image_file_id_en: revision.socialImage.en ? revision.socialImageFileId.en : null,
          // The slug comes back unless another article has taken it since.
          ...((await trx.selectFrom("news").select("id").where("slug", "=", revision.slug).where("id", "<>", id).executeTakeFirst())
            ? {}
            : { slug: revision.slug }),
          // A cover file deleted since then leaves the article without a cover.
          ...(revision.coverFileId === null
            ? { cover: revision.cover, cover_file_id: null }
            : await coverOf(trx, revision.coverFileId).catch(() => ({ cover: "", cover_file_id: null }))),
        }),
        () => ({ action: "newsRestored", reason: "restore", restoredFrom: revisionId }),
        actor,
      );
    },

    /** What the public page would show for an unsaved article (cover "" unless a file is named): nothing is stored. */
    async preview(body: NewsSaveBody): Promise<{ cover: string; body: { zh: string; en: string } }> {
      const cover = await coverOf(db, body.coverFileId);
      const coverUrlOf = await coverUrls(db, [cover]);
      return {
        cover: coverUrlOf(cover),
        body: { zh: articleHtml(body.body.zh, "zh_CN"), en: articleHtml(body.body.en, "en_US") },
      };
    },
  };
}

export type NewsEditing = ReturnType<typeof createNewsEditing>;
