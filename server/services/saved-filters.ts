import type { Kysely } from "kysely";
import type { SavedFilterView } from "../../common/contracts/admin-saved-filters.ts";
import type { Database } from "../db/schema.ts";
import type { Clock } from "./clock.ts";
import { ServiceError } from "./service-error.ts";

/** A staff member keeps at most this many filters per screen: a short menu, not a second inbox. */
export const SAVED_FILTERS_MAX = 30;

const view = (row: { id: number; screen: string; name: string; query: string }): SavedFilterView => ({
  id: row.id,
  screen: row.screen,
  name: row.name,
  query: row.query,
});

/**
 * Named list filters ("my open leads") per staff account and screen: the screen's query string as
 * it keeps it in its address. Only their owner lists, saves and deletes them.
 */
export function createSavedFilters(deps: { db: Kysely<Database>; clock: Clock }) {
  const { db } = deps;
  return {
    async list(userId: number, screen: string): Promise<SavedFilterView[]> {
      const rows = await db
        .selectFrom("saved_filter")
        .select(["id", "screen", "name", "query"])
        .where("user_id", "=", userId)
        .where("screen", "=", screen)
        .orderBy("name")
        .execute();
      return rows.map(view);
    },

    /** Saves under a name; the same name again replaces that filter. */
    async save(userId: number, input: { screen: string; name: string; query: string }): Promise<SavedFilterView> {
      return db.transaction().execute(async (trx) => {
        const existing = await trx
          .selectFrom("saved_filter")
          .select("id")
          .where("user_id", "=", userId)
          .where("screen", "=", input.screen)
          .where("name", "=", input.name)
          .executeTakeFirst();
        if (existing) {
          await trx.updateTable("saved_filter").set({ query: input.query }).where("id", "=", existing.id).execute();
          return view({ id: existing.id, ...input });
        }
        const { count } = await trx
          .selectFrom("saved_filter")
          .select((eb) => eb.fn.countAll<number>().as("count"))
          .where("user_id", "=", userId)
          .where("screen", "=", input.screen)
          .executeTakeFirstOrThrow();
        if (Number(count) >= SAVED_FILTERS_MAX) throw new ServiceError(500, "savedFilterLimit", { params: { max: SAVED_FILTERS_MAX } });
        const row = await trx
          .insertInto("saved_filter")
          .values({ user_id: userId, ...input, created_at: deps.clock.now() })
          .returning("id")
          .executeTakeFirstOrThrow();
        return view({ id: row.id, ...input });
      });
    },

    async remove(userId: number, id: number): Promise<void> {
      const deleted = await db.deleteFrom("saved_filter").where("id", "=", id).where("user_id", "=", userId).executeTakeFirst();
      if (Number(deleted.numDeletedRows) !== 1) throw new ServiceError(404, "notFound");
    },
  };
}

export type SavedFilters = ReturnType<typeof createSavedFilters>;
