import { sql, type Kysely } from "kysely";
import type { RecordConflict } from "../../common/contracts/record-version.ts";
import { RECORD_CHANGED_CODE } from "../../common/contracts/record-version.ts";
import { formatInZone } from "../../common/site-time.ts";
import type { Database } from "../db/schema.ts";
import type { Actor } from "./audit-log.ts";
import { ServiceError } from "./service-error.ts";

/** The tables the console edits: each row has id, version, updated_at and updated_by (migration 013). */
export type VersionedTable =
  | "news"
  | "lead"
  | "dict_data"
  | "home_customer_case"
  | "home_solution"
  | "home_qualification"
  | "investor_document"
  | "site_setting_record";

type VersionedRow = { id: number; version: number; updated_at: number; updated_by: number | null } & Record<string, unknown>;
/** One shape for every versioned table: the write below names only the columns they share, plus the caller's. */
type VersionedView = Kysely<{ versioned: VersionedRow; web_user: Database["web_user"] }>;

/**
 * The one way a console edit is written (docs/decisions/023-editing-without-lost-work.md): a single
 * conditional `UPDATE ... SET ..., version = version + 1 WHERE id = ? AND version = ?`, so of two
 * writes made from the same version, on one instance or two, exactly one changes the row and the
 * other is refused with 409 and who saved the newer version when. Nothing is read first and
 * decided later: the database decides in the statement. Bulk actions call it once per record.
 */
export function createRecordVersions(timeZone: string) {
  async function conflictOf(db: Kysely<Database>, table: VersionedTable, id: number): Promise<ServiceError> {
    const view = db as unknown as VersionedView;
    const current = await view
      .selectFrom(`${table} as versioned` as unknown as "versioned")
      .leftJoin("web_user", "web_user.id", "versioned.updated_by")
      .select(["versioned.version", "versioned.updated_at", "web_user.username"])
      .where("versioned.id", "=", id)
      .executeTakeFirst();
    if (!current) return new ServiceError(404, "notFound");
    const conflict: RecordConflict = {
      version: current.version,
      updatedAt: new Date(Number(current.updated_at)).toISOString(),
      updatedBy: current.username ?? "",
    };
    return new ServiceError(RECORD_CHANGED_CODE, "recordChanged", {
      params: { name: conflict.updatedBy || "-", time: formatInZone(Number(current.updated_at), timeZone) },
      data: { conflict },
    });
  }

  return {
    /**
     * Writes `changes` to row `id` of `table` if it is still at version `expected`, stamping who and
     * when and bumping the version; answers the row as written. Run it in the transaction that also
     * writes the change's audit entry (and revision), so a refused write leaves nothing behind.
     */
    async update<Row>(
      db: Kysely<Database>,
      table: VersionedTable,
      id: number,
      expected: number,
      changes: Record<string, unknown>,
      stamp: { actor: Actor; at: number },
    ): Promise<Row> {
      const view = db as unknown as VersionedView;
      const row = await view
        .updateTable(tableName(table))
        .set({ ...changes, version: sql<number>`version + 1`, updated_at: stamp.at, updated_by: stamp.actor.userId })
        .where("id", "=", id)
        .where("version", "=", expected)
        .returningAll()
        .executeTakeFirst();
      if (!row) throw await conflictOf(db, table, id);
      return row as Row;
    },
  };
}

/** A versioned table under the one name the view gives them all. */
const tableName = (table: VersionedTable) => table as unknown as "versioned";

export type RecordVersions = ReturnType<typeof createRecordVersions>;
