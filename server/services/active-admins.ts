import { sql, SqliteAdapter, type Transaction } from "kysely";
import type { Database } from "../db/schema.ts";
import { splitList } from "./accounts.ts";

/** An account that is active and holds the admin role (roles are a comma-separated list). */
export function isActiveAdmin(account: { status: string; roles: string }): boolean {
  return account.status === "active" && splitList(account.roles).includes("admin");
}

/**
 * The active admins, locked until the transaction ends: on PostgreSQL their rows `FOR UPDATE`, in
 * id order (so two such transactions queue rather than deadlock); SQLite runs one transaction at a
 * time anyway. A transaction that waited here reads the admins as the one before it left them, so
 * "at least one active admin stays" holds however many changes run at once, on any instance.
 */
export async function lockActiveAdmins(trx: Transaction<Database>): Promise<number[]> {
  const query = trx
    .selectFrom("web_user")
    .select("id")
    .where("status", "=", "active")
    .where(sql<boolean>`(',' || roles || ',') like '%,admin,%'`)
    .orderBy("id");
  const rows = await (trx.getExecutor().adapter instanceof SqliteAdapter ? query : query.forUpdate()).execute();
  return rows.map((row) => row.id);
}
