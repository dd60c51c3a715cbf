import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminSettings } from "../../common/contracts/admin-settings.ts";
import { consoleCaller, editableRecords, valueFor, type EditableRecord } from "../support/editable-records.ts";
import { signInStaff } from "../support/staff-session.ts";
import { createTestApp, manualClock, type TestApp } from "../support/test-app.ts";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-database.ts";

/**
 * Every record the console edits carries a version (issue 26): a write made from an older one is
 * refused with 409, the other person's name and the time in the site's zone, and changes nothing;
 * of writes made at once from one version, exactly one is applied.
 */

// 18:30 UTC is 02:30 the next day in Beijing: the message names the site's day and time.
const SAVED_AT = Date.UTC(2026, 10, 22, 18, 30, 0);

describe.each(databaseKinds)("record versions on %s", (kind) => {
  let database: TestDatabase;
  let app: TestApp;
  const clock = manualClock(SAVED_AT);
  const tokens = { admin: "", editor: "", sales: "" };
  let records: EditableRecord[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await createTestApp(database.handle, { TRUST_PROXY: "true", SITE_TIME_ZONE: "Asia/Shanghai" }, clock);
    for (const role of ["admin", "editor", "sales"] as const) tokens[role] = await signInStaff(app, role, `staff_${role}`);
    records = await editableRecords(app, database.handle.db, tokens);
  });

  afterAll(async () => {
    await app.services.outbox.stop();
    await database.drop();
  });

  it("refuses a write made from an older version with 409, the other person's name and time, and changes nothing", async () => {
    expect(records).toHaveLength(6);
    for (const record of records) {
      const before = await record.read(app);
      const first = await record.write(app, before.version, valueFor(record, 0));
      expect(first.code, `${record.name}: first write`).toBe(200);
      const after = await record.read(app);
      expect(after, `${record.name}: written`).toEqual({ version: before.version + 1, value: valueFor(record, 0) });

      // Another person's screen still shows the version before.
      const stale = await record.write(app, before.version, valueFor(record, 1));
      expect(stale.code, `${record.name}: stale write`).toBe(409);
      const author = `staff_${record.author}`;
      expect(stale.data?.conflict, `${record.name}: conflict`).toEqual({
        version: before.version + 1,
        updatedAt: new Date(SAVED_AT).toISOString(),
        updatedBy: author,
      });
      expect(stale.msg, `${record.name}: message`).toBe(`${author} 已于 2026-11-23 02:30 保存了更新的版本，您的修改尚未保存`);
      expect(await record.read(app), `${record.name}: unchanged by the stale write`).toEqual(after);
    }
  });

  it("of six writes at once from one version, applies exactly one", async () => {
    for (const record of records) {
      const { version } = await record.read(app);
      const answers = await Promise.all(Array.from({ length: 6 }, (_, index) => record.write(app, version, valueFor(record, index))));
      expect(answers.map((answer) => answer.code).toSorted(), `${record.name}`).toEqual([200, 409, 409, 409, 409, 409]);
      const winner = answers.findIndex((answer) => answer.code === 200);
      expect(await record.read(app), `${record.name}`).toEqual({ version: version + 1, value: valueFor(record, winner) });
    }
  });

  it("answers the message in the request's language", async () => {
    const call = consoleCaller(app);
    const { data } = await call<AdminSettings>("GET", "/api/admin/settings", tokens.admin);
    const refused = await call("PUT", "/api/admin/settings", tokens.admin, { brandEn: "Late", version: data.version - 1 }, "en_US");
    expect(refused).toMatchObject({
      code: 409,
      msg: "staff_admin saved a newer version at 2026-11-23 02:30; your changes are not saved yet",
    });
  });
});
