import { Client } from "pg";

/**
 * A PostgreSQL row held `FOR UPDATE` by a connection of the test's own, so that requests that
 * need it queue up behind it: the test can then start racing requests, wait until each has either
 * answered or is waiting on a lock, and let them go in a fixed state instead of leaving the order
 * to timing (issue 25: two admins demoting each other at once).
 */
export async function holdRowLock(databaseUrl: string, table: string, id: number) {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query("BEGIN");
  await client.query(`SELECT 1 FROM ${client.escapeIdentifier(table)} WHERE id = $1 FOR UPDATE`, [id]);
  return {
    /** Resolves once `settled()` requests have answered and the rest wait on a lock (the test's, or one behind it). */
    async untilEachAnsweredOrWaiting(total: number, settled: () => number): Promise<void> {
      const deadline = Date.now() + 30_000;
      for (;;) {
        const { rows } = await client.query<{ waiting: string }>(
          "SELECT count(*) AS waiting FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
        );
        if (Number(rows[0]?.waiting ?? 0) + settled() >= total) return;
        if (Date.now() > deadline) throw new Error(`Of ${total} requests, ${settled()} answered and ${rows[0]?.waiting} wait on a lock`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    async release(): Promise<void> {
      await client.query("COMMIT");
      await client.end();
    },
  };
}
