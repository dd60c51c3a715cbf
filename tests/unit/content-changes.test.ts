import path from "node:path";
import os from "node:os";
import fs from "node:fs";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { migrateToLatest, openDatabase, type DatabaseHandle } from "../../server/db/database.ts";
import { createLogger } from "../../server/logger.ts";
import { createPageCache } from "../../server/page-cache/page-cache.ts";
import { createContentChanges } from "../../server/services/content-changes.ts";
import { untilContentChanges } from "../../server/services/until-content-changes.ts";
import { renderedPage } from "../support/rendered-page.ts";

const clock = { now: () => Date.UTC(2026, 10, 23) };

describe("content changes and the page cache", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = openDatabase({ sqliteFile: path.join(fs.mkdtempSync(path.join(os.tmpdir(), "content-changes-")), "site.db") });
    await migrateToLatest(database.db);
  });
  afterAll(() => database.close());

  const changesOn = () => createContentChanges({ db: database.db, clock, logger: createLogger("silent"), checkIntervalMs: 60_000 });

  it("a bump runs this instance's listeners at once and another instance's at its next check, once", async () => {
    const here = changesOn();
    const there = changesOn();
    const heard = { here: 0, there: 0 };
    here.onChange(() => void (heard.here += 1));
    there.onChange(() => void (heard.there += 1));
    // The first check only learns the version: nothing changed yet for that instance.
    await there.check();
    expect(heard.there).toBe(0);

    await here.bump();
    expect(heard).toEqual({ here: 1, there: 0 });
    await there.check();
    await there.check();
    expect(heard).toEqual({ here: 1, there: 1 });
  });

  it("clear drops stored pages, and a render in flight during clear is answered but not stored", async () => {
    let hotline = "400-100-1000";
    let release: (() => void) | undefined;
    let holdNext = false;
    const cache = createPageCache({ ttlMs: 60_000, maxBytes: 10_000_000, headers: [] });
    const renders: string[] = [];
    const render = cache.wrap(async (request) => {
      const shown = hotline;
      renders.push(shown);
      if (holdNext) {
        holdNext = false;
        await new Promise<void>((resolve) => (release = resolve));
      }
      return renderedPage(
        new Response(`<p>${shown}</p>`, {
          headers: { "content-type": "text/html; charset=utf-8" },
          status: new URL(request.url).pathname === "/index" ? 200 : 404,
        }),
      );
    });
    const get = async () => (await render(new Request("http://site.test/index"))).text();

    expect(await get()).toBe("<p>400-100-1000</p>");
    expect(await get()).toBe("<p>400-100-1000</p>");
    expect(renders).toHaveLength(1);

    // A change: the stored page goes at once.
    hotline = "400-222-3333";
    cache.clear();
    expect(await get()).toBe("<p>400-222-3333</p>");
    expect(renders).toHaveLength(2);

    // A render that started before the next change finishes after it: its old page must not be kept.
    cache.clear();
    holdNext = true;
    const inFlight = get();
    await new Promise((resolve) => setImmediate(resolve));
    hotline = "400-444-5555";
    cache.clear();
    release?.();
    expect(await inFlight).toBe("<p>400-222-3333</p>");
    expect(await get()).toBe("<p>400-444-5555</p>");
    expect(renders).toEqual(["400-100-1000", "400-222-3333", "400-222-3333", "400-444-5555"]);
  });

  it("what is kept until content changes is read once, again after a change here or on another instance, and never kept from before it", async () => {
    const here = changesOn();
    const there = changesOn();
    await there.check();
    let reads = 0;
    let release: (() => void) | undefined;
    const rows = untilContentChanges(there, async () => {
      reads += 1;
      const read = reads;
      if (read === 2) await new Promise<void>((resolve) => (release = resolve));
      return [`read ${read}`];
    });

    expect(await rows()).toEqual(["read 1"]);
    expect(await rows()).toEqual(["read 1"]);
    expect(reads).toBe(1);

    await here.bump();
    await there.check();
    // A read under way when the content changes is answered, not kept.
    const during = rows();
    await vi.waitFor(() => expect(release).toBeDefined());
    await here.bump();
    await there.check();
    release?.();
    expect(await during).toEqual(["read 2"]);
    expect(await rows()).toEqual(["read 3"]);
    expect(await rows()).toEqual(["read 3"]);
    expect(reads).toBe(3);
  });

  it("a failed read is not kept", async () => {
    let reads = 0;
    const rows = untilContentChanges(changesOn(), async () => {
      reads += 1;
      if (reads === 1) throw new Error("database away");
      return ["back"];
    });
    await expect(rows()).rejects.toThrow("database away");
    expect(await rows()).toEqual(["back"]);
  });
});

describe("SQLite connection", () => {
  it("is back to synchronous=FULL (every write synced) once the migrations, which run with NORMAL, are done", async () => {
    const database = openDatabase({ sqliteFile: path.join(fs.mkdtempSync(path.join(os.tmpdir(), "migrate-")), "site.db") });
    try {
      expect((await migrateToLatest(database.db)).length).toBeGreaterThan(0);
      const { rows } = await sql<{ synchronous: number }>`PRAGMA synchronous`.execute(database.db);
      expect(rows[0]?.synchronous).toBe(2);
    } finally {
      await database.close();
    }
  });

  it("are reused for the same SQL, also after a streamed read of it was left early", async () => {
    const database = openDatabase({ sqliteFile: path.join(fs.mkdtempSync(path.join(os.tmpdir(), "statements-")), "site.db") });
    try {
      await migrateToLatest(database.db);
      const meta = () => database.db.selectFrom("site_meta").select("value").where("key", "like", "s%").orderBy("key");
      await database.db
        .insertInto("site_meta")
        .values([
          { key: "s1", value: "1", updated_at: 0 },
          { key: "s2", value: "2", updated_at: 0 },
        ])
        .execute();
      for await (const row of meta().stream()) {
        expect(row.value).toBe("1");
        break;
      }
      expect((await meta().execute()).map((row) => row.value)).toEqual(["1", "2"]);
      const streamed: string[] = [];
      for await (const row of meta().stream()) streamed.push(row.value);
      expect(streamed).toEqual(["1", "2"]);
    } finally {
      await database.close();
    }
  });
});
