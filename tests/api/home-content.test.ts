import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyEnglishFields } from "../../common/english-fields.ts";
import { customerCaseSeed, qualificationSeed, solutionSeed } from "../../content/pages/home-lists-seed.ts";
import { seedDatabase } from "../../server/db/seed/seed-database.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-database.ts";

const lists = [
  ["customerCase", customerCaseSeed],
  ["solution", solutionSeed],
  ["qualification", qualificationSeed],
] as const;

/** createTestApp seeds the database as server/start-server.ts does (seedDatabase). */
describe.each(databaseKinds)("home page lists on %s", (kind) => {
  let database: TestDatabase;
  let app: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await createTestApp(database.handle);
  });
  afterAll(() => database.drop());

  it("the test app is seeded as at start-up: the three lists are full", async () => {
    for (const [table, seed] of [
      ["home_customer_case", customerCaseSeed],
      ["home_solution", solutionSeed],
      ["home_qualification", qualificationSeed],
    ] as const) {
      const rows = await database.handle.db.selectFrom(table).select("code").execute();
      expect(rows.map((row) => row.code).toSorted()).toEqual(seed.map((row) => row.code).toSorted());
    }
  });

  it.each(lists)("GET /api/v1/web/index/%s/list returns the seeded rows in order, both languages in each", async (name, seed) => {
    const response = await app.request(`/api/v1/web/index/${name}/list`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { code: number; msg: string; data: Array<Record<string, unknown>> };
    expect(body.code).toBe(200);
    expect(body.msg).toBe("操作成功");
    expect(body.data).toHaveLength(seed.length);
    // Every seed field comes back unchanged (field and fieldEn), plus a numeric id.
    body.data.forEach((row, index) => {
      expect(row).toMatchObject(seed[index] as object);
      expect(typeof row.id).toBe("number");
      expect(row.title).not.toBe(row.titleEn);
    });
    expect(body.data.map((row) => row.sort)).toEqual(seed.map((row) => row.sort).toSorted((a, b) => a - b));
  });

  it("the English mapping of spec section 7 turns a row English", async () => {
    const body = (await (await app.request("/api/v1/web/index/solution/list", { headers: { "Content-Language": "en_US" } })).json()) as {
      msg: string;
      data: Array<{ title: string; titleEn: string; summary: string }>;
    };
    expect(body.msg).toBe("Success");
    const english = applyEnglishFields(body.data);
    expect(english[0]!.title).toBe(solutionSeed[0]!.titleEn);
    expect(english[0]!.summary).toBe(solutionSeed[0]!.summaryEn);
  });

  it("seeding again changes nothing, and an edited list is left alone", async () => {
    await database.handle.db.updateTable("home_solution").set({ title: "已编辑" }).where("code", "=", solutionSeed[0]!.code).execute();
    await database.handle.db.deleteFrom("home_qualification").where("code", "=", qualificationSeed[0]!.code).execute();
    expect((await seedDatabase(database.handle.db)).filter((table) => table.startsWith("home_"))).toEqual([]);
    // Changed behind the console's back, the lists show at the next start (the running one keeps
    // what it read until published content changes).
    const restarted = await createTestApp(database.handle);
    const solutions = (await (await restarted.request("/api/v1/web/index/solution/list")).json()) as { data: Array<{ title: string }> };
    expect(solutions.data).toHaveLength(solutionSeed.length);
    expect(solutions.data[0]!.title).toBe("已编辑");
    const qualifications = (await (await restarted.request("/api/v1/web/index/qualification/list")).json()) as { data: unknown[] };
    expect(qualifications.data).toHaveLength(qualificationSeed.length - 1);
  });

  it("an emptied list is seeded again on the next start", async () => {
    await database.handle.db.deleteFrom("home_customer_case").execute();
    expect((await seedDatabase(database.handle.db)).filter((table) => table.startsWith("home_"))).toEqual(["home_customer_case"]);
    const restarted = await createTestApp(database.handle);
    const cases = (await (await restarted.request("/api/v1/web/index/customerCase/list")).json()) as { data: unknown[] };
    expect(cases.data).toHaveLength(customerCaseSeed.length);
  });

  it("the lists are read-only: other methods are not routed", async () => {
    const response = await app.request("/api/v1/web/index/solution/list", { method: "POST", body: "{}" });
    expect(await response.json()).toMatchObject({ code: 404 });
  });
});
