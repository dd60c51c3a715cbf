import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { WEB_CLIENT_ID } from "../../common/constants.ts";
import { openDatabase } from "../../server/db/database.ts";
import { bookerWithDestination, NOTIFY_BURST_ENV } from "../support/notification-setup.ts";
import { seededDataDir, startServer, type RunningServer } from "../support/server-process.ts";
import { startReceiver, type Receiver } from "../support/webhook-receiver.ts";

const BURST = 100;
// A message in flight when the server dies goes again once its lease (twice this) runs out; the
// receiver answers in 0.8 s.
const ENV = { ...NOTIFY_BURST_ENV, WEBHOOK_TIMEOUT_MS: "5000" };

describe("lead notifications through a crash", () => {
  let server: RunningServer | undefined;
  let receiver: Receiver | undefined;
  afterAll(async () => {
    await server?.stop("SIGKILL");
    await receiver?.close();
  });

  // Two starts, a burst, and the lease of the messages in flight (10 s, twice WEBHOOK_TIMEOUT_MS) running out after the restart.
  it(
    "loses no notification when killed during a burst of 100 bookings, and a resend keeps its webhook id",
    { timeout: 180_000 },
    async () => {
      // Each answer is held back a while, so that messages are surely in flight when the server dies.
      receiver = await startReceiver(() => ({ status: 200, body: "", delayMs: 800 }));
      server = await startServer(ENV, seededDataDir());
      const token = await bookerWithDestination(server, `${receiver.origin}/crm`);

      const acknowledged: string[] = [];
      const submit = async (index: number): Promise<void> => {
        const company = `Burst Co ${index}`;
        try {
          const response = await fetch(`${server?.origin}/api/v1/web/user/booking`, {
            method: "POST",
            headers: { "content-type": "application/json", clientid: WEB_CLIENT_ID, authorization: `Bearer ${token}` },
            body: JSON.stringify({ username: "张三", phone: "13800138000", company, demandType: 1 }),
          });
          if (((await response.json()) as { code: number }).code === 200) acknowledged.push(company);
        } catch {
          // The connection died with the server: this one was never acknowledged.
        }
      };
      let next = 0;
      const workers = Array.from({ length: 8 }, async () => {
        while (next < BURST) await submit(next++);
      });
      // Killed once half the burst is answered and deliveries are under way.
      while (acknowledged.length < BURST / 2 || receiver.requests.length < 5) await new Promise((resolve) => setTimeout(resolve, 5));
      server.process.kill("SIGKILL");
      await Promise.all(workers);
      const deliveredBeforeKill = receiver.requests.length;
      expect(acknowledged.length).toBeGreaterThanOrEqual(BURST / 2);

      const dataDir = server.dataDir;
      server = await startServer(ENV, dataDir);
      const companies = () =>
        new Set(receiver!.requests.map((request) => (JSON.parse(request.body) as { data: { company: string } }).data.company));
      const deadline = Date.now() + 120_000;
      while (acknowledged.some((company) => !companies().has(company)) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(acknowledged.filter((company) => !companies().has(company))).toEqual([]);
      // The messages in flight at the kill were received but never recorded as sent: once their lease
      // runs out the new process sends them again.
      const reopened = openDatabase({ sqliteFile: path.join(dataDir, "site.db") });
      try {
        const pending = async () =>
          (
            await reopened.db
              .selectFrom("outbox")
              .select("id")
              .where("channel", "=", "notification")
              .where("status", "=", "pending")
              .execute()
          ).length;
        while ((await pending()) > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 250));
        expect(await pending()).toBe(0);
      } finally {
        await reopened.close();
      }

      // A message the dead process had sent but not recorded goes again, under the same webhook-id and for the same lead.
      const byId = new Map<string, Set<number>>();
      for (const request of receiver.requests) {
        const id = request.headers["webhook-id"] as string;
        const lead = (JSON.parse(request.body) as { data: { leadId: number } }).data.leadId;
        byId.set(id, (byId.get(id) ?? new Set()).add(lead));
      }
      const repeatedIds = [...byId.keys()].filter(
        (id) => receiver!.requests.filter((request) => request.headers["webhook-id"] === id).length > 1,
      );
      expect(deliveredBeforeKill).toBeGreaterThan(0);
      expect(repeatedIds.length).toBeGreaterThan(0);
      expect([...byId.values()].every((leads) => leads.size === 1)).toBe(true);
      expect(byId.size).toBe(new Set([...byId.values()].map((leads) => [...leads][0])).size);
    },
  );
});
