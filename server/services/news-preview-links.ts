import type { Kysely } from "kysely";
import type { PreviewLinkRow } from "../../common/contracts/admin-news.ts";
import type { Database } from "../db/schema.ts";
import { newToken, sha256 } from "../security/tokens.ts";
import type { Actor, AuditLog } from "./audit-log.ts";
import type { Clock } from "./clock.ts";
import { ServiceError } from "./service-error.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
/** What newToken() makes: 32 random bytes, base64url without padding. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The article a share-preview token opens at `now`, or undefined: unknown, malformed, expired and
 * revoked tokens are alike. One read by the token's hash, never a write, so guessing costs the
 * database nothing but an index lookup (and 256 random bits leave nothing to guess).
 */
export async function previewedArticleId(db: Kysely<Database>, token: string, now: number): Promise<number | undefined> {
  if (!TOKEN_SHAPE.test(token)) return undefined;
  const row = await db
    .selectFrom("news_preview_link")
    .select("news_id")
    .where("token_hash", "=", sha256(token))
    .where("revoked_at", "is", null)
    .where("expires_at", ">", now)
    .executeTakeFirst();
  return row?.news_id;
}

/**
 * Share-preview links (issue 26 item 6, docs/decisions/023-editing-without-lost-work.md): a link
 * opens an article as saved, as the public page shows it, to anyone who has it, until it expires
 * or is revoked. Only the token's SHA-256 is stored; the token is answered once, when made.
 * Making and revoking are audited.
 */
export function createNewsPreviewLinks(deps: { db: Kysely<Database>; clock: Clock; audit: AuditLog }) {
  const { db, clock, audit } = deps;

  async function requireArticle(newsId: number) {
    const article = await db.selectFrom("news").select("id").where("id", "=", newsId).executeTakeFirst();
    if (!article) throw new ServiceError(404, "notFound");
  }

  return {
    /** The links that still open the article, newest first. */
    async active(newsId: number): Promise<PreviewLinkRow[]> {
      await requireArticle(newsId);
      const rows = await db
        .selectFrom("news_preview_link as link")
        .leftJoin("web_user as creator", "creator.id", "link.created_by")
        .select(["link.id", "link.created_at", "link.expires_at", "creator.username"])
        .where("link.news_id", "=", newsId)
        .where("link.revoked_at", "is", null)
        .where("link.expires_at", ">", clock.now())
        .orderBy("link.created_at", "desc")
        .orderBy("link.id", "desc")
        .execute();
      return rows.map((row) => ({
        id: row.id,
        createdAt: iso(row.created_at),
        createdBy: row.username ?? "",
        expiresAt: iso(row.expires_at),
      }));
    },

    async create(newsId: number, days: number, actor: Actor): Promise<{ link: PreviewLinkRow; token: string }> {
      await requireArticle(newsId);
      const token = newToken();
      const now = clock.now();
      const expiresAt = now + days * DAY_MS;
      const id = await db.transaction().execute(async (trx) => {
        const link = await trx
          .insertInto("news_preview_link")
          .values({ news_id: newsId, token_hash: sha256(token), created_by: actor.userId, created_at: now, expires_at: expiresAt })
          .returning("id")
          .executeTakeFirstOrThrow();
        await audit.record(actor, "newsPreviewShared", `news:${newsId}`, { link: link.id, days, expiresAt: iso(expiresAt) }, trx);
        return link.id;
      });
      return { link: { id, createdAt: iso(now), createdBy: actor.username, expiresAt: iso(expiresAt) }, token };
    },

    /** 404 for a link of another article, or one already revoked. */
    async revoke(newsId: number, linkId: number, actor: Actor): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const revoked = await trx
          .updateTable("news_preview_link")
          .set({ revoked_at: clock.now() })
          .where("id", "=", linkId)
          .where("news_id", "=", newsId)
          .where("revoked_at", "is", null)
          .executeTakeFirst();
        if (Number(revoked.numUpdatedRows) === 0) throw new ServiceError(404, "notFound");
        await audit.record(actor, "newsPreviewRevoked", `news:${newsId}`, { link: linkId }, trx);
      });
    },
  };
}

export type NewsPreviewLinks = ReturnType<typeof createNewsPreviewLinks>;
