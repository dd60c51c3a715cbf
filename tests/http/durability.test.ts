import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { WEB_CLIENT_ID } from "../../common/constants.ts";
import { ENCRYPT_KEY_HEADER, openBody, randomKeyString, sealBody, wrapKey } from "../../common/envelope-crypto.ts";
import { openDatabase } from "../../server/db/database.ts";
import { hashPassword } from "../../server/security/passwords.ts";
import { seededDataDir, startServer, type RunningServer } from "../support/server-process.ts";

const PASSWORD = "Durable2026x";
/** One account files bookings as fast as it can here; the limits have their own tests (abuse-limits). */
const UNLIMITED_BOOKINGS = { BOOKINGS_PER_ACCOUNT_PER_HOUR: "1000000", BOOKINGS_PER_ADDRESS_PER_HOUR: "1000000" };

/** The request-encryption public key the server stored in its database at its first start. */
async function publicKeyOf(server: RunningServer): Promise<string> {
  const database = openDatabase({ sqliteFile: path.join(server.dataDir, "site.db") });
  try {
    const row = await database.db.selectFrom("site_meta").select("value").where("key", "=", "envelope-keys").executeTakeFirstOrThrow();
    return (JSON.parse(row.value) as { publicKeySpki: string }).publicKeySpki;
  } finally {
    await database.close();
  }
}

async function login(server: RunningServer): Promise<string> {
  const publicKeySpki = await publicKeyOf(server);
  const key = randomKeyString();
  const response = await fetch(`${server.origin}/api/v1/web/user/login`, {
    method: "POST",
    headers: { clientid: WEB_CLIENT_ID, granttype: "password", [ENCRYPT_KEY_HEADER]: await wrapKey(key, publicKeySpki) },
    body: await sealBody(JSON.stringify({ username: "durable_user", password: PASSWORD }), key),
  });
  const envelope = JSON.parse(await openBody(await response.text(), key)) as { code: number; data: { access_token: string } };
  expect(envelope.code).toBe(200);
  return envelope.data.access_token;
}

describe("durability of accepted bookings", () => {
  let server: RunningServer | undefined;
  afterAll(() => server?.stop("SIGKILL"));

  // Two server starts and a stream of bookings: more than the project's 30 s on a busy machine.
  it("keeps every booking answered with code 200 when the server is killed mid-stream", { timeout: 150_000 }, async () => {
    server = await startServer(UNLIMITED_BOOKINGS, seededDataDir());
    const database = openDatabase({ sqliteFile: path.join(server.dataDir, "site.db") });
    await database.db
      .insertInto("web_user")
      .values({
        username: "durable_user",
        nickname: "Durable",
        email: "durable@example.test",
        phone: null,
        password_hash: await hashPassword(PASSWORD),
        personal_auth_id: null,
        firm_auth_id: null,
        created_at: Date.now(),
        last_login_at: null,
      })
      .execute();
    await database.close();
    const token = await login(server);

    const acknowledged: string[] = [];
    let sent = 0;
    // Read by the workers after every request; set once the server has been killed.
    const run = { stopped: false };
    const submitOne = async (): Promise<void> => {
      const company = `Durable Co ${sent++}`;
      try {
        const response = await fetch(`${server?.origin}/api/v1/web/user/booking`, {
          method: "POST",
          headers: { "content-type": "application/json", clientid: WEB_CLIENT_ID, authorization: `Bearer ${token}` },
          body: JSON.stringify({ username: "张三", phone: "13800138000", company, demandType: 1 }),
        });
        const envelope = (await response.json()) as { code: number };
        if (envelope.code === 200) acknowledged.push(company);
      } catch {
        // The connection died with the server: this one was never acknowledged.
      }
    };
    const workers = Array.from({ length: 6 }, async () => {
      while (!run.stopped) await submitOne();
    });
    // Kill once a good number of bookings have been answered, so that some are surely in flight.
    while (acknowledged.length < 60) await new Promise((resolve) => setTimeout(resolve, 5));
    server.process.kill("SIGKILL");
    run.stopped = true;
    await Promise.all(workers);
    expect(acknowledged.length).toBeGreaterThanOrEqual(60);
    expect(sent).toBeGreaterThan(acknowledged.length);

    const dataDir = server.dataDir;
    server = await startServer(UNLIMITED_BOOKINGS, dataDir);
    const reopened = openDatabase({ sqliteFile: path.join(dataDir, "site.db") });
    const stored = new Set((await reopened.db.selectFrom("booking").select("company").execute()).map((row) => row.company));
    await reopened.close();
    const missing = acknowledged.filter((company) => !stored.has(company));
    expect(missing).toEqual([]);
  });
});
