import { sql, type Kysely } from "kysely";
import type { DatabaseKind } from "../db/database.ts";
import type { Database } from "../db/schema.ts";
import type { Logger } from "../logger.ts";
import type { Clock } from "./clock.ts";
import { intervalJob } from "./interval-job.ts";
import { SESSION_IDLE_MS } from "./sessions.ts";
import { addDays, dayInZone } from "../../common/site-time.ts";

/** Any constant names the lock; this one spells "maintenance" in the decision's number (012). */
const ADVISORY_LOCK_ID = 12_012_012;

const deleted = (result: { numDeletedRows: bigint }[]) => Number(result[0]?.numDeletedRows ?? 0n);

export interface PruneCounts {
  sessions: number;
  captchas: number;
  codes: number;
  oneTimeKeys: number;
  rateCounters: number;
  nonces: number;
  sentMail: number;
  editLocks: number;
  previewLinks: number;
  searchQueries: number;
}

/**
 * Deletes what no request can use any more (decision 012): ended sessions, expired captchas, used
 * or expired codes and one-time keys, finished rate-limit windows, stale envelope nonces, sent
 * mail older than the retention, the counts of what visitors searched older than theirs (days
 * of SITE_TIME_ZONE), and the leases of editors that closed without a word. An in-process timer runs it; with several instances on
 * PostgreSQL a transaction-scoped advisory lock lets one of them run at a time, the others skip.
 */
export function createMaintenance(deps: {
  db: Kysely<Database>;
  kind: DatabaseKind;
  clock: Clock;
  logger: Logger;
  sentMailRetentionMs: number;
  /** Days of search counts kept (SEARCH_QUERY_RETENTION_DAYS), and the zone their days are in. */
  searchQueryRetentionDays: number;
  timeZone: string;
  intervalMs: number;
}) {
  const { clock } = deps;

  async function prune(db: Kysely<Database>): Promise<PruneCounts> {
    const now = clock.now();
    return {
      sessions: deleted(
        await db
          .deleteFrom("web_session")
          .where((eb) =>
            eb.or([eb("expires_at", "<=", now), eb("last_seen_at", "<=", now - SESSION_IDLE_MS), eb("revoked_at", "is not", null)]),
          )
          .execute(),
      ),
      captchas: deleted(await db.deleteFrom("captcha").where("expires_at", "<", now).execute()),
      codes: deleted(
        await db
          .deleteFrom("verification_code")
          .where((eb) => eb.or([eb("expires_at", "<", now), eb("consumed_at", "is not", null)]))
          .execute(),
      ),
      oneTimeKeys: deleted(
        await db
          .deleteFrom("one_time_key")
          .where((eb) => eb.or([eb("expires_at", "<", now), eb("consumed_at", "is not", null)]))
          .execute(),
      ),
      rateCounters: deleted(await db.deleteFrom("rate_counter").where("expires_at", "<=", now).execute()),
      nonces: deleted(await db.deleteFrom("used_nonce").where("expires_at", "<", now).execute()),
      editLocks: deleted(await db.deleteFrom("edit_lock").where("expires_at", "<=", now).execute()),
      // A share-preview link that no longer opens is of no use; the audit log keeps who made and revoked it.
      previewLinks: deleted(
        await db
          .deleteFrom("news_preview_link")
          .where((eb) => eb.or([eb("expires_at", "<=", now), eb("revoked_at", "is not", null)]))
          .execute(),
      ),
      sentMail: deleted(
        await db
          .deleteFrom("outbox")
          // A lead notification sent inside a digest was sent with it (decision 024).
          .where("status", "in", ["sent", "merged"])
          .where("sent_at", "<", now - deps.sentMailRetentionMs)
          .execute(),
      ),
      searchQueries: deleted(
        await db
          .deleteFrom("search_query_day")
          .where("day", "<=", addDays(dayInZone(now, deps.timeZone), -deps.searchQueryRetentionDays))
          .execute(),
      ),
    };
  }

  /** One pass; "skipped" when another instance holds the lock. */
  async function runOnce(): Promise<PruneCounts | "skipped"> {
    if (deps.kind !== "postgres") return prune(deps.db);
    return deps.db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_xact_lock(${ADVISORY_LOCK_ID}) as locked`.execute(trx);
      return rows[0]?.locked ? prune(trx) : "skipped";
    });
  }

  const job = intervalJob(
    () =>
      runOnce().then(
        (counts) => deps.logger.info({ pruned: counts }, "maintenance"),
        (error: unknown) => deps.logger.error({ err: error }, "maintenance failed"),
      ),
    deps.intervalMs,
  );

  return { runOnce, ...job };
}

export type Maintenance = ReturnType<typeof createMaintenance>;
