import type { Kysely, Transaction } from "kysely";
import type { Database } from "../db/schema.ts";
import { newToken, sha256 } from "../security/tokens.ts";
import type { Clock } from "./clock.ts";
import { ServiceError } from "./service-error.ts";

/**
 * Opaque sessions: the browser holds a random 256-bit token, the database only its SHA-256.
 * A session ends 7 days after log-in (absolute) or after 24 hours without use (idle).
 *
 * Each session carries the account's credential generation from when the sign-in read the account
 * (migration 012). A disable, a password change or reset and a deletion raise the account's
 * generation (`endAllOf`): a session of an older generation opens nothing, and a sign-in whose
 * password check was still running is refused when it comes to write its session.
 */
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;
export const SESSION_IDLE_MS = 24 * 60 * 60 * 1000;
/** Writing last_seen_at on every request would make each read a write; once a minute is enough. */
const TOUCH_INTERVAL_MS = 60 * 1000;

export interface SessionInfo {
  userId: number;
  tokenHash: string;
}

type Executor = Kysely<Database> | Transaction<Database>;

export function createSessions(db: Kysely<Database>, clock: Clock) {
  return {
    /**
     * A new session, if the account is still active and still at `generation` (what the sign-in
     * read before checking the password or code): undefined otherwise. The account row is updated
     * first (its last log-in), which locks it until the session is written, so a disable or a
     * password change either comes first and refuses this sign-in, or comes after and ends it.
     */
    async create(input: {
      userId: number;
      generation: number;
      clientId: string;
      ip: string;
      userAgent: string;
    }): Promise<{ token: string; expiresInSeconds: number } | undefined> {
      const token = newToken();
      const now = clock.now();
      const started = await db.transaction().execute(async (trx) => {
        const current = await trx
          .updateTable("web_user")
          .set({ last_login_at: now })
          .where("id", "=", input.userId)
          .where("status", "=", "active")
          .where("credential_generation", "=", input.generation)
          .executeTakeFirst();
        if (Number(current.numUpdatedRows) !== 1) return false;
        await trx
          .insertInto("web_session")
          .values({
            token_hash: sha256(token),
            user_id: input.userId,
            client_id: input.clientId,
            created_at: now,
            last_seen_at: now,
            expires_at: now + SESSION_ABSOLUTE_MS,
            revoked_at: null,
            ip: input.ip,
            user_agent: input.userAgent.slice(0, 300),
            credential_generation: input.generation,
          })
          .execute();
        return true;
      });
      return started ? { token, expiresInSeconds: SESSION_ABSOLUTE_MS / 1000 } : undefined;
    },

    async authenticate(token: string, clientId: string | undefined): Promise<SessionInfo> {
      const tokenHash = sha256(token);
      const session = await db
        .selectFrom("web_session")
        .innerJoin("web_user", "web_user.id", "web_session.user_id")
        .select([
          "web_session.user_id",
          "web_session.client_id",
          "web_session.last_seen_at",
          "web_session.expires_at",
          "web_session.revoked_at",
          "web_session.credential_generation",
          "web_user.status",
          "web_user.credential_generation as account_generation",
        ])
        .where("web_session.token_hash", "=", tokenHash)
        .executeTakeFirst();
      const now = clock.now();
      if (
        !session ||
        session.revoked_at !== null ||
        session.expires_at <= now ||
        session.last_seen_at + SESSION_IDLE_MS <= now ||
        session.status !== "active" ||
        session.credential_generation !== session.account_generation
      ) {
        throw new ServiceError(401, "sessionExpired");
      }
      if (clientId !== session.client_id) throw new ServiceError(401, "clientMismatch");
      if (now - session.last_seen_at > TOUCH_INTERVAL_MS) {
        await db.updateTable("web_session").set({ last_seen_at: now }).where("token_hash", "=", tokenHash).execute();
      }
      return { userId: session.user_id, tokenHash };
    },

    async revoke(tokenHash: string): Promise<void> {
      await db.updateTable("web_session").set({ revoked_at: clock.now() }).where("token_hash", "=", tokenHash).execute();
    },

    /**
     * The account's credentials changed (disabled, new password, deleted): its generation goes up,
     * so every session started before, and every sign-in still checking a password, is dead; the
     * sessions are marked ended too. `keep`, the session that made the change, moves on to the new
     * generation. Pass the transaction that changes the credentials. Answers how many unexpired
     * sessions ended.
     */
    async endAllOf(userId: number, options: { keep?: string; executor?: Executor } = {}): Promise<number> {
      const executor = options.executor ?? db;
      const now = clock.now();
      const account = await executor
        .updateTable("web_user")
        .set((eb) => ({ credential_generation: eb("credential_generation", "+", 1) }))
        .where("id", "=", userId)
        .returning("credential_generation")
        .executeTakeFirst();
      if (options.keep !== undefined && account) {
        await executor
          .updateTable("web_session")
          .set({ credential_generation: account.credential_generation })
          .where("token_hash", "=", options.keep)
          .where("user_id", "=", userId)
          .execute();
      }
      let ended = executor
        .updateTable("web_session")
        .set({ revoked_at: now })
        .where("user_id", "=", userId)
        .where("revoked_at", "is", null)
        .where("expires_at", ">", now);
      if (options.keep !== undefined) ended = ended.where("token_hash", "!=", options.keep);
      return Number((await ended.executeTakeFirst()).numUpdatedRows);
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
