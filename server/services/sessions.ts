import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { newToken, sha256 } from "../security/tokens.ts";
import type { Clock } from "./clock.ts";
import { ServiceError } from "./service-error.ts";

/**
 * Opaque sessions: the browser holds a random 256-bit token, the database only its SHA-256.
 * A session ends 7 days after log-in (absolute) or after 24 hours without use (idle).
 */
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;
export const SESSION_IDLE_MS = 24 * 60 * 60 * 1000;
/** Writing last_seen_at on every request would make each read a write; once a minute is enough. */
const TOUCH_INTERVAL_MS = 60 * 1000;

export interface SessionInfo {
  userId: number;
  tokenHash: string;
}

export function createSessions(db: Kysely<Database>, clock: Clock) {
  return {
    async create(input: {
      userId: number;
      clientId: string;
      ip: string;
      userAgent: string;
    }): Promise<{ token: string; expiresInSeconds: number }> {
      const token = newToken();
      const now = clock.now();
      await db
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
        })
        .execute();
      return { token, expiresInSeconds: SESSION_ABSOLUTE_MS / 1000 };
    },

    async authenticate(token: string, clientId: string | undefined): Promise<SessionInfo> {
      const tokenHash = sha256(token);
      const session = await db.selectFrom("web_session").selectAll().where("token_hash", "=", tokenHash).executeTakeFirst();
      const now = clock.now();
      if (!session || session.revoked_at !== null || session.expires_at <= now || session.last_seen_at + SESSION_IDLE_MS <= now) {
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

    async revokeAllOf(userId: number): Promise<void> {
      await db
        .updateTable("web_session")
        .set({ revoked_at: clock.now() })
        .where("user_id", "=", userId)
        .where("revoked_at", "is", null)
        .execute();
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
