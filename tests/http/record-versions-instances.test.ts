import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { remoteApi, type ApiTarget } from "../support/api-client.ts";
import { editableRecords, valueFor, type EditableRecord } from "../support/editable-records.ts";
import { startServer, type RunningServer } from "../support/server-process.ts";
import { signInStaffAt } from "../support/staff-session.ts";
import { createTestDatabase, POSTGRES_ADMIN_URL, type TestDatabase } from "../support/test-database.ts";

/**
 * Issue 26 across instances: two server processes on one PostgreSQL database. Two people save the
 * same record from the same version at once, one through each instance: one save is applied, the
 * other is refused with 409, for every kind of record the console edits, round after round.
 */
const ROUNDS = 5;

describe.runIf(POSTGRES_ADMIN_URL)("record versions across two instances on one PostgreSQL database", () => {
  let database: TestDatabase;
  let servers: RunningServer[] = [];
  let targets: ApiTarget[] = [];
  let records: EditableRecord[] = [];

  beforeAll(async () => {
    database = await createTestDatabase("postgres");
    const env = { DATABASE_URL: database.url ?? "", LOG_LEVEL: "error", TRUST_PROXY: "true" };
    servers = [await startServer(env), await startServer(env)];
    const keyRow = await database.handle.db
      .selectFrom("site_meta")
      .select("value")
      .where("key", "=", "envelope-keys")
      .executeTakeFirstOrThrow();
    const { publicKeySpki } = JSON.parse(keyRow.value) as { publicKeySpki: string };
    targets = servers.map((server) => remoteApi(server.origin, publicKeySpki));
    const tokens = { admin: "", editor: "", sales: "" };
    for (const role of ["admin", "editor", "sales"] as const)
      tokens[role] = await signInStaffAt(servers[0]!.origin, database.handle.db, role, `staff_${role}`);
    records = await editableRecords(targets[0]!, database.handle.db, tokens);
  }, 150_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await database?.drop();
  });

  it("two saves of one version at once, one on each instance: one is applied, the other gets 409", async () => {
    const [a, b] = targets as [ApiTarget, ApiTarget];
    for (const record of records) {
      for (let round = 0; round < ROUNDS; round += 1) {
        const { version } = await record.read(a);
        const answers = await Promise.all([
          record.write(a, version, valueFor(record, 2 * round)),
          record.write(b, version, valueFor(record, 2 * round + 1)),
        ]);
        expect(answers.map((answer) => answer.code).toSorted(), `${record.name}, round ${round + 1}`).toEqual([200, 409]);
        const winner = answers[0]!.code === 200 ? 2 * round : 2 * round + 1;
        // Either instance reads what was applied.
        expect(await record.read(b), `${record.name}`).toEqual({ version: version + 1, value: valueFor(record, winner) });
      }
    }
  });
});
