import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import type { Logger } from "../logger.ts";
import type { Clock } from "./clock.ts";

/** The site_meta row every instance watches: its value changes whenever published content does. */
const VERSION_KEY = "content-version";

export interface ContentChangesOptions {
  db: Kysely<Database>;
  clock: Clock;
  logger: Logger;
  /** How often an instance reads the version row (ms): how long another instance may show old content. */
  checkIntervalMs: number;
}

/**
 * Tells every instance sharing the database that published content (news, files, home lists,
 * dictionaries, site settings) changed, so each drops what it derived from it: its page cache and
 * its copy of the site settings (docs/decisions/020-site-settings-and-cache-invalidation.md).
 * A writer calls `bump` after its change is committed; this instance reacts at once, the others at
 * their next check. One indexed one-row read per interval per instance, on SQLite and PostgreSQL alike.
 */
export function createContentChanges(options: ContentChangesOptions) {
  const { db, clock, logger } = options;
  const listeners = new Set<() => void | Promise<void>>();
  let seen: string | undefined;
  let timer: NodeJS.Timeout | undefined;
  let checking: Promise<void> | undefined;

  const readVersion = async () =>
    (await db.selectFrom("site_meta").select("value").where("key", "=", VERSION_KEY).executeTakeFirst())?.value ?? "";

  const notify = async () => {
    for (const listener of listeners) {
      try {
        await listener();
      } catch (error) {
        logger.error({ err: error }, "a content-change listener failed");
      }
    }
  };

  /** Reads the version; listeners run when it differs from the one seen last. */
  const check = () =>
    (checking ??= (async () => {
      try {
        const version = await readVersion();
        const changed = seen !== undefined && version !== seen;
        seen = version;
        if (changed) await notify();
      } finally {
        checking = undefined;
      }
    })());

  return {
    /** Records a change of published content; call it after the change is committed. */
    async bump(): Promise<void> {
      const value = randomUUID();
      const now = clock.now();
      await db
        .insertInto("site_meta")
        .values({ key: VERSION_KEY, value, updated_at: now })
        .onConflict((conflict) => conflict.column("key").doUpdateSet({ value, updated_at: now }))
        .execute();
      seen = value;
      await notify();
    },

    /** Runs `listener` whenever any instance bumps the version. */
    onChange(listener: () => void | Promise<void>): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    check,

    start(): void {
      if (timer) return;
      void check().catch((error: unknown) => logger.warn({ err: error }, "content version check failed"));
      timer = setInterval(() => {
        check().catch((error: unknown) => logger.warn({ err: error }, "content version check failed"));
      }, options.checkIntervalMs);
      timer.unref();
    },

    stop(): void {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
}

export type ContentChanges = ReturnType<typeof createContentChanges>;
