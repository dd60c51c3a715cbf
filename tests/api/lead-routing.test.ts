import { createHmac } from "node:crypto";
import dns from "node:dns";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { AuditRow } from "../../common/contracts/admin-audit.ts";
import type { LeadDetail, LeadRow } from "../../common/contracts/admin-leads.ts";
import { leadWebhookBody, type DeliveryRow, type DestinationView } from "../../common/contracts/admin-routing.ts";
import { openDatabase } from "../../server/db/database.ts";
import { RETRY_SCHEDULE_MS } from "../../server/notifications/delivery.ts";
import { createSafeHttp, refusalOf } from "../../server/notifications/safe-http.ts";
import type { StaffMember } from "../../server/services/staff-access.ts";
import { signInStaff, staffHeaders } from "../support/staff-session.ts";
import { createTestApp, manualClock, type TestApp } from "../support/test-app.ts";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-database.ts";
import { startReceiver, type Receiver, type ReceivedRequest } from "../support/webhook-receiver.ts";

/** Monday 23 November 2026, 02:30 in Beijing (Sunday 18:30 UTC): the lead every day and week filter must place on Monday. */
const MONDAY_0230_BEIJING = Date.UTC(2026, 10, 22, 18, 30);
const ORIGIN = "https://console.example.test";
const UNLIMITED = { BOOKINGS_PER_ACCOUNT_PER_HOUR: "1000000", BOOKINGS_PER_ADDRESS_PER_HOUR: "1000000" };

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** What each robot answers on success, per its documentation. */
function vendorAnswer(request: ReceivedRequest) {
  if (request.url.startsWith("/wecom") || request.url.startsWith("/dingtalk")) return { status: 200, body: '{"errcode":0,"errmsg":"ok"}' };
  if (request.url.startsWith("/feishu")) return { status: 200, body: '{"code":0,"msg":"success","data":{}}' };
  if (request.url.startsWith("/slack")) return { status: 200, body: "ok" };
  return { status: 200, body: "" };
}

async function createVisitor(app: TestApp, database: TestDatabase, username: string): Promise<number> {
  const row = await database.handle.db
    .insertInto("web_user")
    .values({
      username,
      nickname: username,
      email: `${username}@example.test`,
      phone: null,
      password_hash: null,
      personal_auth_id: null,
      firm_auth_id: null,
      created_at: app.services.clock.now(),
      last_login_at: null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A booking through the leads service, as the booking call makes it (that call's own rules are tested in leads.test.ts). */
function bookingBy(app: TestApp, userId: number) {
  let counter = 0;
  return async (fields: Partial<{ company: string; phone: string; email: string; demandType: number | null; username: string }> = {}) => {
    counter += 1;
    const { bookingId } = await app.services.leads.createBooking(
      userId,
      {
        username: "张三",
        phone: `1380013${String(8000 + counter).padStart(4, "0")}`,
        email: `buyer${counter}@example.test`,
        company: `客户公司${counter}`,
        posts: "CTO",
        demandType: 1,
        otherDesc: "",
        remark: `第${counter}次`,
        ...fields,
      },
      { ip: "198.51.100.7", language: "zh_CN" },
    );
    const lead = await app.services.leadInbox.list(
      { q: "", sort: "createdAt", order: "desc", type: "booking" },
      { pageNum: 1, pageSize: 100 },
    );
    return lead.rows.find((row) => row.sourceId === bookingId) as LeadRow;
  };
}

describe.each(databaseKinds)("lead routing on %s", (kind) => {
  let database: TestDatabase;
  let app: TestApp;
  let receiver: Receiver;
  const clock = manualClock(MONDAY_0230_BEIJING);
  const tokens = { admin: "", sales: "", sales2: "" };
  let admin: StaffMember;
  let book: ReturnType<typeof bookingBy>;

  async function api<T>(method: string, path: string, body?: unknown, token = tokens.admin, language = "zh_CN") {
    const response = await app.request(`/api/admin${path}`, {
      method,
      headers: { ...staffHeaders(token, language), ...(body === undefined ? {} : { "content-type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(response.status).toBe(200);
    return (await response.json()) as Envelope<T> & { rows: T extends unknown[] ? T : never; total: number };
  }

  async function addDestination(fields: Record<string, unknown>) {
    const answer = await api<{ destination: DestinationView; newSecret: string | null }>("POST", "/notification-destinations", {
      language: "zh_CN",
      leadKinds: ["booking", "partner"],
      ...fields,
    });
    expect(answer).toMatchObject({ code: 200 });
    return answer.data;
  }

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    receiver = await startReceiver(vendorAnswer);
    app = await createTestApp(
      database.handle,
      { WEBHOOK_ALLOW_PRIVATE: "true", SITE_ORIGIN: ORIGIN, TRUST_PROXY: "true", ...UNLIMITED },
      clock,
    );
    tokens.admin = await signInStaff(app, "admin");
    tokens.sales = await signInStaff(app, "sales", "sales_one");
    tokens.sales2 = await signInStaff(app, "sales", "sales_two");
    const adminRow = await database.handle.db
      .selectFrom("web_user")
      .select("id")
      .where("username", "=", "staff_admin")
      .executeTakeFirstOrThrow();
    admin = { userId: adminRow.id, username: "staff_admin", ip: "203.0.113.7", roles: ["admin"], permissions: ["*:*:*"] };
    book = bookingBy(app, await createVisitor(app, database, "booker"));
  });
  afterAll(async () => {
    await app.services.outbox.stop();
    await receiver.close();
    await database.drop();
  });
  // Tests move the clock by days: sessions are signed in again once the clock has gone on.
  let signedInAt = clock.now();
  beforeEach(async () => {
    if (clock.now() - signedInAt < 12 * 3_600_000) return;
    tokens.admin = await signInStaff(app, "admin");
    tokens.sales = await signInStaff(app, "sales", "sales_one");
    tokens.sales2 = await signInStaff(app, "sales", "sales_two");
    signedInAt = clock.now();
  });

  describe("each vendor's message and signature, checked as its documentation computes it", () => {
    const secrets = { dingtalk: "SEC0123456789abcdef-dingtalk-test", feishu: "feishu-signing-secret-for-tests" };
    let destinations: Record<string, DestinationView> = {};
    let webhookSecret = "";

    beforeAll(async () => {
      const wecom = await addDestination({ name: "企业微信销售群", kind: "wecom", url: `${receiver.origin}/wecom?key=wecom-key-0001` });
      const dingtalk = await addDestination({
        name: "钉钉销售群",
        kind: "dingtalk",
        url: `${receiver.origin}/dingtalk/robot/send?access_token=ding-token-0002`,
        secret: secrets.dingtalk,
      });
      const feishu = await addDestination({
        name: "Feishu sales",
        kind: "feishu",
        language: "en_US",
        url: `${receiver.origin}/feishu/open-apis/bot/v2/hook/feishu-hook-0003`,
        secret: secrets.feishu,
      });
      const slack = await addDestination({
        name: "Slack #sales",
        kind: "slack",
        language: "en_US",
        url: `${receiver.origin}/slack/T000/B000/slack-0004`,
      });
      const webhook = await addDestination({ name: "CRM", kind: "webhook", url: `${receiver.origin}/webhook/crm`, includeContact: true });
      webhookSecret = webhook.newSecret ?? "";
      destinations = {
        wecom: wecom.destination,
        dingtalk: dingtalk.destination,
        feishu: feishu.destination,
        slack: slack.destination,
        webhook: webhook.destination,
      };
    });

    it("never answers a secret or a robot's key again", async () => {
      // The generic webhook's key was generated and shown once, at creation.
      expect(webhookSecret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
      const listed = JSON.stringify((await api<DestinationView[]>("GET", "/notification-destinations")).data);
      for (const secret of [
        secrets.dingtalk,
        secrets.feishu,
        webhookSecret.slice(6),
        "wecom-key-0001",
        "ding-token-0002",
        "feishu-hook-0003",
        "slack-0004",
      ]) {
        expect(listed).not.toContain(secret);
      }
      expect(destinations.dingtalk).toMatchObject({ hasSecret: true, urlHint: `http://127.0.0.1:${receiver.port}/…0002` });
      const audited = JSON.stringify((await api<AuditRow[]>("GET", "/audit?action=destinationCreated")).rows);
      expect(audited).not.toContain(secrets.dingtalk);
      expect(audited).not.toContain("wecom-key-0001");
    });

    it("sends a test to each and shows what it answered", async () => {
      for (const [name, destination] of Object.entries(destinations)) {
        const before = receiver.requests.length;
        const answer = await api<{ ok: boolean; status: number; answer: string }>(
          "POST",
          `/notification-destinations/${destination.id}/test`,
        );
        expect({ name, ...answer.data }).toMatchObject({ name, ok: true, status: 200 });
        expect(answer.data.answer).toBe(vendorAnswer(receiver.requests[before]!).body);
        const log = await api<DeliveryRow[]>("GET", `/notification-destinations/${destination.id}/deliveries`);
        expect(log.rows[0]).toMatchObject({ event: "test", status: "sent", lastStatus: 200, attempts: 1 });
      }
    });

    it("signs DingTalk in the query: HMAC-SHA256 keyed with the secret over timestamp + \\n + secret, base64, url-encoded", async () => {
      const request = receiver.requests.findLast((entry) => entry.url.startsWith("/dingtalk"))!;
      const query = new URL(request.url, receiver.origin).searchParams;
      const timestamp = query.get("timestamp")!;
      expect(Number(timestamp)).toBe(clock.now());
      // The documentation's Python: quote_plus(b64encode(hmac.new(secret, f"{timestamp}\n{secret}", sha256).digest())).
      const expected = createHmac("sha256", secrets.dingtalk).update(`${timestamp}\n${secrets.dingtalk}`, "utf8").digest("base64");
      expect(query.get("sign")).toBe(expected);
      expect(request.url).toContain(`sign=${encodeURIComponent(expected)}`);
      expect(query.get("access_token")).toBe("ding-token-0002");
      expect(JSON.parse(request.body)).toMatchObject({ msgtype: "markdown", markdown: { title: expect.any(String) } });
    });

    it("signs Feishu in the body: HMAC-SHA256 keyed with timestamp + \\n + secret over an empty message, base64", async () => {
      const request = receiver.requests.findLast((entry) => entry.url.startsWith("/feishu"))!;
      const body = JSON.parse(request.body) as {
        timestamp: string;
        sign: string;
        msg_type: string;
        content: { post: Record<string, unknown> };
      };
      expect(body.timestamp).toBe(String(Math.floor(clock.now() / 1000)));
      const expected = createHmac("sha256", `${body.timestamp}\n${secrets.feishu}`).update("").digest("base64");
      expect(body.sign).toBe(expected);
      expect(body.msg_type).toBe("post");
      expect(Object.keys(body.content.post)).toEqual(["en_us"]);
    });

    it("signs the generic webhook per Standard Webhooks (the reference library agrees)", async () => {
      const request = receiver.requests.findLast((entry) => entry.url.startsWith("/webhook"))!;
      const id = request.headers["webhook-id"] as string;
      const timestamp = request.headers["webhook-timestamp"] as string;
      expect(id).toMatch(/^msg_[A-Za-z0-9_-]{24}$/);
      expect(Number(timestamp)).toBe(Math.floor(clock.now() / 1000));
      const key = Buffer.from(webhookSecret.slice("whsec_".length), "base64");
      const expected = createHmac("sha256", key).update(`${id}.${timestamp}.${request.body}`).digest("base64");
      expect(request.headers["webhook-signature"]).toBe(`v1,${expected}`);
      expect(new Webhook(webhookSecret).sign(id, new Date(Number(timestamp) * 1000), request.body)).toBe(`v1,${expected}`);
      expect(leadWebhookBody.parse(JSON.parse(request.body))).toMatchObject({ type: "test" });
    });

    it("delivers a new lead to each: short, its number, the time in Beijing, a link, contact details only where allowed", async () => {
      const before = receiver.requests.length;
      const lead = await book({ company: "星河算力", phone: "13912345678", email: "chen@xinghe.example" });
      await app.services.outbox.dispatch();
      const sent = receiver.requests.slice(before);
      expect(sent).toHaveLength(5);
      const link = `${ORIGIN}/admin/leads?lead=${lead.id}`;
      for (const request of sent) {
        expect(request.body).toContain(`${lead.id}`);
        expect(request.body).toContain("星河算力");
        expect(request.body).toContain(link);
      }
      // The chat messages: the time in Beijing, no contact details (those destinations do not include them).
      for (const request of sent.filter((entry) => !entry.url.startsWith("/webhook"))) {
        expect(request.body).toContain("2026-11-23 02:30");
        expect(request.body).not.toContain("13912345678");
        expect(request.body).not.toContain("chen@xinghe.example");
      }
      const wecom = JSON.parse(sent.find((request) => request.url.startsWith("/wecom"))!.body) as {
        msgtype: string;
        markdown: { content: string };
      };
      expect(wecom.msgtype).toBe("markdown");
      expect(wecom.markdown.content).toContain(`新的产品演示预约 #${lead.id}`);
      const slack = JSON.parse(sent.find((request) => request.url.startsWith("/slack"))!.body) as { text: string };
      expect(slack.text).toContain(`New demo booking #${lead.id}`);
      const webhook = sent.find((request) => request.url.startsWith("/webhook"))!;
      const payload = leadWebhookBody.parse(JSON.parse(webhook.body));
      expect(payload).toMatchObject({
        type: "lead.created",
        data: { leadId: lead.id, company: "星河算力", createdAt: "2026-11-22T18:30:00.000Z", url: link, contact: { phone: "13912345678" } },
      });
      for (const destination of Object.values(destinations)) {
        const log = await api<DeliveryRow[]>("GET", `/notification-destinations/${destination.id}/deliveries`);
        expect(log.rows[0]).toMatchObject({ event: "lead.created", leadId: lead.id, status: "sent", attempts: 1, lastStatus: 200 });
      }
    });

    it("signs with the old and the new key during a rotation, then with the new one", async () => {
      const id = destinations.webhook!.id;
      const rotated = await api<{ destination: DestinationView; newSecret: string }>("PUT", `/notification-destinations/${id}`, {
        name: "CRM",
        kind: "webhook",
        language: "zh_CN",
        leadKinds: ["booking", "partner"],
        includeContact: true,
        rotateSecret: true,
      });
      expect(rotated.data.destination.secretCount).toBe(2);
      await api("POST", `/notification-destinations/${id}/test`);
      const request = receiver.requests.at(-1)!;
      const signatures = (request.headers["webhook-signature"] as string).split(" ");
      expect(signatures).toHaveLength(2);
      const headers = { ...request.headers } as Record<string, string>;
      const now = Date.now;
      // The reference library checks the timestamp against its own clock: give it the test's.
      Date.now = () => clock.now();
      try {
        expect(new Webhook(rotated.data.newSecret).verify(request.body, headers)).toMatchObject({ type: "test" });
        expect(new Webhook(webhookSecret).verify(request.body, headers)).toMatchObject({ type: "test" });
      } finally {
        Date.now = now;
      }
      const dropped = await api<{ destination: DestinationView }>("PUT", `/notification-destinations/${id}`, {
        name: "CRM",
        kind: "webhook",
        language: "zh_CN",
        leadKinds: ["booking", "partner"],
        dropOldSecrets: true,
      });
      expect(dropped.data.destination.secretCount).toBe(1);
      await api("POST", `/notification-destinations/${id}/test`);
      expect((receiver.requests.at(-1)!.headers["webhook-signature"] as string).split(" ")).toHaveLength(1);
      // Quiet for the next tests: these destinations get no more leads.
      for (const destination of Object.values(destinations)) await api("DELETE", `/notification-destinations/${destination.id}`);
    });
  });

  describe("delivery: retries, rate limit and digest, disabling (injected clock)", () => {
    it("retries after 5 s, 1 min, 5 min, 30 min, 2 h, 6 h and 24 h with the same webhook id, then fails the message", async () => {
      receiver.answerWith((request) => (request.url.startsWith("/flaky") ? { status: 503, body: "busy" } : vendorAnswer(request)));
      const { destination } = await addDestination({ name: "Flaky CRM", kind: "webhook", url: `${receiver.origin}/flaky` });
      const lead = await book({ company: "重试公司" });
      await app.services.outbox.dispatch();
      const attempts = () => receiver.requests.filter((request) => request.url === "/flaky");
      expect(attempts()).toHaveLength(1);
      const row = () =>
        database.handle.db
          .selectFrom("outbox")
          .selectAll()
          .where("destination_id", "=", destination.id)
          .where("lead_id", "=", lead.id)
          .executeTakeFirstOrThrow();
      for (const [index, wait] of RETRY_SCHEDULE_MS.entries()) {
        const pending = await row();
        expect(pending).toMatchObject({ status: "pending", attempts: index + 1, last_status: 503 });
        expect(Number(pending.next_attempt_at) - clock.now()).toBe(wait);
        clock.advance(wait - 1);
        await app.services.outbox.dispatch();
        expect(attempts()).toHaveLength(index + 1);
        clock.advance(1);
        await app.services.outbox.dispatch();
        expect(attempts()).toHaveLength(index + 2);
      }
      expect(await row()).toMatchObject({ status: "failed", attempts: 8, last_answer: "busy" });
      expect(new Set(attempts().map((request) => request.headers["webhook-id"])).size).toBe(1);
      const log = await app.services.notificationDestinations.deliveries(destination.id, { pageNum: 1, pageSize: 20 });
      expect(log.rows[0]).toMatchObject({ status: "failed", attempts: 8, lastStatus: 503, lastAnswer: "busy" });

      // "Retry now" sends it once more, at once.
      receiver.answerWith(vendorAnswer);
      const retried = await app.services.notificationDestinations.retry(destination.id, log.rows[0]!.id, admin);
      expect(retried).toMatchObject({ status: "sent", attempts: 9, lastStatus: 200 });
      expect(receiver.requests.at(-1)!.headers["webhook-id"]).toBe(attempts()[0]!.headers["webhook-id"]);
      await app.services.notificationDestinations.remove(destination.id, admin);
    });

    it("disables a destination that has failed for 3 days and e-mails the admins", async () => {
      receiver.answerWith((request) => (request.url.startsWith("/down") ? { status: 500, body: "down" } : vendorAnswer(request)));
      const { destination } = await addDestination({ name: "Down CRM", kind: "webhook", url: `${receiver.origin}/down` });
      await book({ company: "三天前" });
      await app.services.outbox.dispatch();
      clock.advance(3 * 24 * 3_600_000 - 1);
      await book({ company: "还在失败" });
      await app.services.outbox.dispatch();
      let stored = await database.handle.db
        .selectFrom("notification_destination")
        .selectAll()
        .where("id", "=", destination.id)
        .executeTakeFirstOrThrow();
      expect(stored.enabled).toBe(1);
      clock.advance(1);
      await book({ company: "三天了" });
      await app.services.outbox.dispatch();
      stored = await database.handle.db
        .selectFrom("notification_destination")
        .selectAll()
        .where("id", "=", destination.id)
        .executeTakeFirstOrThrow();
      expect(stored).toMatchObject({ enabled: 0, disabled_reason: "failing for 3 days" });
      const mails = await database.handle.db
        .selectFrom("outbox")
        .selectAll()
        .where("channel", "=", "email")
        .where("subject", "like", "%Down CRM%")
        .execute();
      expect(mails.map((mail) => mail.recipient)).toEqual(["staff_admin@staff.test"]);
      // Its waiting messages wait: nothing more is sent while it is disabled.
      const sentBefore = receiver.requests.filter((request) => request.url === "/down").length;
      clock.advance(3_600_000);
      await app.services.outbox.dispatch();
      expect(receiver.requests.filter((request) => request.url === "/down").length).toBe(sentBefore);
      await app.services.notificationDestinations.remove(destination.id, admin);
      receiver.answerWith(vendorAnswer);
    });

    it("disables a destination that answers 410 at once, audited, and the admins are e-mailed", async () => {
      receiver.answerWith((request) =>
        request.url.startsWith("/gone") ? { status: 410, body: "channel_is_archived" } : vendorAnswer(request),
      );
      const { destination } = await addDestination({ name: "Archived Slack", kind: "slack", url: `${receiver.origin}/gone/hook` });
      await book({ company: "已归档" });
      await app.services.outbox.dispatch();
      const stored = await database.handle.db
        .selectFrom("notification_destination")
        .selectAll()
        .where("id", "=", destination.id)
        .executeTakeFirstOrThrow();
      expect(stored).toMatchObject({ enabled: 0, disabled_reason: "410 Gone" });
      const log = await app.services.notificationDestinations.deliveries(destination.id, { pageNum: 1, pageSize: 20 });
      expect(log.rows[0]).toMatchObject({ status: "failed", attempts: 1, lastStatus: 410 });
      expect((await api<AuditRow[]>("GET", "/audit?action=destinationDisabled")).rows[0]).toMatchObject({
        actorName: "system",
        target: `destination:${destination.id}`,
      });
      const mail = await database.handle.db
        .selectFrom("outbox")
        .selectAll()
        .where("subject", "like", "%Archived Slack%")
        .executeTakeFirstOrThrow();
      expect(mail).toMatchObject({ channel: "email", recipient: "staff_admin@staff.test" });
      expect(mail.body).toContain("410 Gone");
      await app.services.notificationDestinations.remove(destination.id, admin);
      receiver.answerWith(vendorAnswer);
    });

    it("holds messages beyond the per-minute limit and sends them as one digest, dropping none", async () => {
      const { destination } = await addDestination({ name: "Busy group", kind: "webhook", url: `${receiver.origin}/busy`, perMinute: 3 });
      const leads = [];
      for (let index = 0; index < 7; index += 1) leads.push(await book({ company: `限速公司${index}` }));
      await app.services.outbox.dispatch();
      const arrived = () => receiver.requests.filter((request) => request.url === "/busy");
      expect(arrived()).toHaveLength(3);
      clock.advance(59_000);
      await app.services.outbox.dispatch();
      expect(arrived()).toHaveLength(3);
      clock.advance(1_000);
      await app.services.outbox.dispatch();
      expect(arrived()).toHaveLength(4);
      const digest = leadWebhookBody.parse(JSON.parse(arrived()[3]!.body));
      expect(digest.type).toBe("lead.digest");
      const carried = (digest.data as { leads: Array<{ leadId: number }> }).leads.map((lead) => lead.leadId);
      expect(carried).toHaveLength(4);
      const delivered = [
        ...arrived()
          .slice(0, 3)
          .map((request) => (JSON.parse(request.body) as { data: { leadId: number } }).data.leadId),
        ...carried,
      ];
      expect(delivered.toSorted((a, b) => a - b)).toEqual(leads.map((lead) => lead.id).toSorted((a, b) => a - b));
      const rows = await database.handle.db
        .selectFrom("outbox")
        .select(["status", "merged_into"])
        .where("destination_id", "=", destination.id)
        .execute();
      expect(rows.filter((row) => row.status === "merged")).toHaveLength(3);
      expect(rows.filter((row) => row.status === "sent")).toHaveLength(4);
      await app.services.notificationDestinations.remove(destination.id, admin);
    });
  });

  describe("the SSRF guard", () => {
    it("refuses loopback, private, link-local and metadata addresses, literal or resolved, before connecting", async () => {
      const guarded = await createTestApp(database.handle, { WEBHOOK_ALLOW_PRIVATE: "false", SITE_ORIGIN: ORIGIN }, clock);
      const targets = [
        `http://127.0.0.1:${receiver.port}/wecom`,
        "http://10.20.30.40/hook",
        "http://169.254.169.254/latest/meta-data/",
        `http://[::1]:${receiver.port}/wecom`,
        `http://localhost:${receiver.port}/wecom`,
      ];
      const before = receiver.requests.length;
      for (const url of targets) {
        const { destination } = await guarded.services.notificationDestinations.create(
          {
            name: url,
            kind: "wecom",
            url,
            secret: "",
            language: "zh_CN",
            leadKinds: ["booking"],
            demandTypes: [],
            includeContact: false,
            perMinute: 20,
            enabled: true,
          },
          admin,
        );
        const answer = await guarded.services.notificationDestinations.test(destination.id, admin);
        expect({ url, ...answer }).toMatchObject({ url, ok: false, status: 0 });
        expect(answer.answer).toMatch(/^address not allowed: \S+ \((loopback|private|metadata)\)$/);
        await guarded.services.notificationDestinations.remove(destination.id, admin);
      }
      expect(receiver.requests.length).toBe(before);
      await guarded.services.outbox.stop();
    });

    it("checks every address a name resolves to, and where a redirect leads", async () => {
      expect(refusalOf("::ffff:10.0.0.1", false)).toBe("private");
      expect(refusalOf("100.100.100.200", true)).toBe("metadata");
      expect(refusalOf("93.184.216.34", false)).toBeNull();
      const fakeDns = ((hostname: string, _options: unknown, callback: (error: null, addresses: dns.LookupAddress[]) => void) => {
        const addresses: Record<string, dns.LookupAddress[]> = {
          "crm.example.test": [{ address: "10.1.2.3", family: 4 }],
          "rebound.example.test": [
            { address: "93.184.216.34", family: 4 },
            { address: "169.254.169.254", family: 4 },
          ],
          "v6.example.test": [{ address: "::1", family: 6 }],
        };
        callback(null, addresses[hostname] ?? []);
      }) as unknown as typeof dns.lookup;
      const http = createSafeHttp({ allowPrivate: false, lookup: fakeDns });
      for (const [host, refusal] of [
        ["crm.example.test", "10.1.2.3 (private)"],
        ["rebound.example.test", "169.254.169.254 (metadata)"],
        ["v6.example.test", "::1 (loopback)"],
      ] as const) {
        await expect(http.post(`http://${host}/hook`, "{}", {})).rejects.toThrow(`address not allowed: ${refusal}`);
      }
      await http.close();

      // Private addresses allowed (an intranet CRM), the metadata service still not, also through a redirect.
      receiver.answerWith((request) =>
        request.url === "/moved"
          ? { status: 307, headers: { location: "http://169.254.169.254/latest/meta-data/" } }
          : vendorAnswer(request),
      );
      const intranet = createSafeHttp({ allowPrivate: true });
      const before = receiver.requests.length;
      await expect(intranet.post(`${receiver.origin}/moved`, "{}", {})).rejects.toThrow("address not allowed: 169.254.169.254 (metadata)");
      expect(receiver.requests.length).toBe(before + 1);
      await intranet.close();
      receiver.answerWith(vendorAnswer);
    });
  });

  describe("assignment, duplicates and the inbox", () => {
    it("hands leads out round-robin from two instances at once, each lead once, and tells the owner", async () => {
      const owners = await api<Array<{ id: number; username: string }>>("GET", "/lead-owners");
      const members = owners.data.filter((owner) => owner.username.startsWith("sales_")).map((owner) => owner.id);
      expect(members).toHaveLength(2);
      const rule = await api<{ id: number }>("POST", "/assignment-rules", { name: "轮流分配", leadKinds: ["booking"], memberIds: members });
      expect(rule.code).toBe(200);
      // On PostgreSQL a second instance with its own connections; SQLite has one writer anyway.
      const secondHandle = kind === "postgres" ? openDatabase({ databaseUrl: database.url, sqliteFile: "" }) : database.handle;
      const second = await createTestApp(secondHandle, { SITE_ORIGIN: ORIGIN, ...UNLIMITED }, clock);
      const visitor = await createVisitor(app, database, "roundrobin");
      const fromFirst = bookingBy(app, visitor);
      const fromSecond = bookingBy(second, visitor);
      const leads = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          (index % 2 === 0 ? fromFirst : fromSecond)({ company: `轮转客户${index}`, demandType: 2 }),
        ),
      );
      const stored = await database.handle.db
        .selectFrom("lead")
        .select(["id", "owner_id"])
        .where(
          "id",
          "in",
          leads.map((lead) => lead.id),
        )
        .execute();
      expect(stored).toHaveLength(20);
      const counts = members.map((member) => stored.filter((lead) => lead.owner_id === member).length);
      expect(counts).toEqual([10, 10]);
      const assigned = await database.handle.db
        .selectFrom("audit_log")
        .select("target")
        .where("action", "=", "leadAssigned")
        .where(
          "target",
          "in",
          leads.map((lead) => `lead:${lead.id}`),
        )
        .execute();
      expect(new Set(assigned.map((row) => row.target)).size).toBe(20);
      expect(assigned).toHaveLength(20);
      const ownerMails = await database.handle.db
        .selectFrom("outbox")
        .select("recipient")
        .where("subject", "like", "%New lead for you%")
        .execute();
      expect(ownerMails.filter((mail) => mail.recipient === "sales_one@staff.test")).toHaveLength(10);
      await second.services.outbox.stop();
      if (kind === "postgres") await secondHandle.close();
      await api("DELETE", `/assignment-rules/${rule.data.id}`);
    });

    it("flags a lead with the e-mail, phone or company of one from the last 90 days, and links them", async () => {
      const first = await book({ company: "重复检测有限公司", email: "Repeat@Example.test", phone: "+86 139-0000-1111" });
      const byEmail = await book({ company: "另一家", email: "repeat@example.test" });
      const byPhone = await book({ company: "又一家", phone: "13900001111" });
      const byCompany = await book({ company: "重复检测有限公司。" });
      expect([byEmail.duplicateOf, byPhone.duplicateOf]).toEqual([first.id, byEmail.id === byPhone.duplicateOf ? byEmail.id : first.id]);
      expect(byCompany.duplicateOf).not.toBeNull();
      const detail = await api<LeadDetail>("GET", `/leads/${first.id}`);
      expect(detail.data.repeatedBy.map((lead) => lead.id)).toContain(byEmail.id);
      clock.advance(91 * 24 * 3_600_000);
      const later = await book({ company: "重复检测有限公司" });
      expect(later.duplicateOf).toBeNull();
    });

    it("bulk-assigns and changes status, reports a stale row instead of overwriting it, and keeps the history", async () => {
      const leads = [await book({ company: "批量一" }), await book({ company: "批量二" }), await book({ company: "批量三" })];
      const salesTwo = (await api<Array<{ id: number; username: string }>>("GET", "/lead-owners")).data.find(
        (owner) => owner.username === "sales_two",
      )!;
      // Someone else changes the third lead after the list was read.
      clock.advance(1_000);
      await api("PATCH", `/leads/${leads[2]!.id}`, { status: "contacted", version: leads[2]!.version }, tokens.sales);
      const answer = await api<{ updated: number[]; stale: number[]; missing: number[] }>(
        "POST",
        "/leads/bulk",
        {
          leads: [...leads.map((lead) => ({ id: lead.id, version: lead.version })), { id: 999_999, version: 1 }],
          ownerId: salesTwo.id,
          status: "qualified",
        },
        tokens.sales,
        "en_US",
      );
      expect(answer).toMatchObject({
        code: 200,
        msg: "2 leads updated",
        data: { updated: [leads[0]!.id, leads[1]!.id], stale: [leads[2]!.id], missing: [999_999] },
      });
      const third = await api<LeadDetail>("GET", `/leads/${leads[2]!.id}`);
      expect(third.data).toMatchObject({ status: "contacted", ownerId: null });
      const first = await api<LeadDetail>("GET", `/leads/${leads[0]!.id}`);
      expect(first.data).toMatchObject({ status: "qualified", ownerName: "sales_two" });
      expect(first.data.history[0]).toMatchObject({
        actorName: "sales_one",
        status: { from: "new", to: "qualified" },
        owner: { from: null, to: "sales_two" },
      });
      const mails = await database.handle.db
        .selectFrom("outbox")
        .select(["recipient", "subject"])
        .where("subject", "like", `%Lead assigned to you #${leads[0]!.id}】%`)
        .execute();
      expect(mails.map((mail) => mail.recipient)).toEqual(["sales_two@staff.test"]);
      expect((await api<AuditRow[]>("GET", "/audit?action=leadsBulkChanged")).rows[0]!.detail).toMatchObject({
        leads: [leads[0]!.id, leads[1]!.id],
        stale: [leads[2]!.id],
      });
      // "Mine" is the signed-in member's leads.
      const mine = await api<LeadRow[]>("GET", "/leads?mine=1&pageSize=100", undefined, tokens.sales2);
      expect(mine.rows.map((lead) => lead.id)).toEqual(expect.arrayContaining([leads[0]!.id, leads[1]!.id]));
      expect(mine.rows.every((lead) => lead.ownerName === "sales_two")).toBe(true);
    });

    it("hands selected leads out in turn by the rules in one bulk action", async () => {
      const leads = [
        await book({ company: "轮流一" }),
        await book({ company: "轮流二" }),
        await book({ company: "轮流三" }),
        await book({ company: "轮流四" }),
      ];
      expect(leads.every((lead) => lead.ownerId === null)).toBe(true);
      const owners = (await api<Array<{ id: number; username: string }>>("GET", "/lead-owners")).data;
      const members = owners.filter((owner) => owner.username.startsWith("sales_")).map((owner) => owner.id);
      const rule = await api<{ id: number }>("POST", "/assignment-rules", { name: "批量轮流", leadKinds: ["booking"], memberIds: members });
      const answer = await api<{ updated: number[]; unmatched: number[] }>(
        "POST",
        "/leads/bulk",
        { leads: leads.map((lead) => ({ id: lead.id, version: lead.version })), byRules: true },
        tokens.sales,
      );
      expect(answer.data).toMatchObject({ updated: leads.map((lead) => lead.id), unmatched: [] });
      const stored = await database.handle.db
        .selectFrom("lead")
        .select("owner_id")
        .where(
          "id",
          "in",
          leads.map((lead) => lead.id),
        )
        .orderBy("id")
        .execute();
      expect(members.map((member) => stored.filter((row) => row.owner_id === member).length)).toEqual([2, 2]);
      expect(stored[0]!.owner_id).not.toBe(stored[1]!.owner_id);
      await api("DELETE", `/assignment-rules/${rule.data.id}`);
      // No rule matches now: the leads are left as they are and reported.
      const fresh = await book({ company: "无规则" });
      const unmatched = await api<{ updated: number[]; unmatched: number[] }>(
        "POST",
        "/leads/bulk",
        { leads: [{ id: fresh.id, version: fresh.version }], byRules: true },
        tokens.sales,
      );
      expect(unmatched.data).toMatchObject({ updated: [], unmatched: [fresh.id] });
    });

    it("keeps saved filters per staff account", async () => {
      const saved = await api<{ id: number }>(
        "POST",
        "/saved-filters",
        { screen: "leads", name: "我的未跟进", query: "mine=1&status=new" },
        tokens.sales,
      );
      expect(saved.code).toBe(200);
      await api("POST", "/saved-filters", { screen: "leads", name: "我的未跟进", query: "mine=1&status=contacted" }, tokens.sales);
      expect((await api<unknown[]>("GET", "/saved-filters?screen=leads", undefined, tokens.sales)).data).toEqual([
        { id: saved.data.id, screen: "leads", name: "我的未跟进", query: "mine=1&status=contacted" },
      ]);
      expect((await api<unknown[]>("GET", "/saved-filters?screen=leads", undefined, tokens.sales2)).data).toEqual([]);
      expect(await api("DELETE", `/saved-filters/${saved.data.id}`, undefined, tokens.sales2)).toMatchObject({ code: 404 });
      expect(await api("DELETE", `/saved-filters/${saved.data.id}`, undefined, tokens.sales)).toMatchObject({ code: 200 });
    });

    it("counts new, unassigned leads waiting longer than the setting", async () => {
      const lead = await book({ company: "无人跟进" });
      const waiting = async () => {
        const listed = await api<LeadRow[]>("GET", "/leads?waiting=1&pageSize=100");
        const pulse = await api<{ waiting: number; newestId: number; waitingHours: number }>("GET", "/leads/pulse");
        const stats = await api<{ waiting: number }>("GET", "/stats");
        expect(pulse.data).toMatchObject({ waiting: listed.total, newestId: lead.id, waitingHours: 4 });
        expect(stats.data.waiting).toBe(listed.total);
        return listed.rows;
      };
      // "More than" four hours: at four hours exactly it is not yet waiting.
      clock.advance(4 * 3_600_000);
      expect((await waiting()).map((row) => row.id)).not.toContain(lead.id);
      clock.advance(1);
      expect((await waiting()).find((row) => row.id === lead.id)).toMatchObject({ waiting: true, status: "new", ownerId: null });
    });
  });
});

describe.each(databaseKinds)("a lead at 02:30 Beijing time on a Monday, on %s", (kind) => {
  let database: TestDatabase;
  let app: TestApp;
  let token = "";
  const clock = manualClock(MONDAY_0230_BEIJING);

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await createTestApp(database.handle, { SITE_ORIGIN: ORIGIN, ...UNLIMITED }, clock);
    token = await signInStaff(app, "sales");
  });
  afterAll(async () => {
    await app.services.outbox.stop();
    await database.drop();
  });

  const get = (path: string) => app.request(`/api/admin${path}`, { headers: staffHeaders(token) });

  it("is in that day's and that week's filter, export and dashboard week, and the e-mail's number finds it", async () => {
    const book = bookingBy(app, await createVisitor(app, database, "mondayvisitor"));
    const lead = await book({ company: "周一凌晨公司" });
    const ids = async (query: string) => ((await (await get(`/leads?${query}`)).json()) as { rows: LeadRow[] }).rows.map((row) => row.id);
    expect(await ids("from=2026-11-23&to=2026-11-23")).toEqual([lead.id]);
    expect(await ids("from=2026-11-23&to=2026-11-29")).toEqual([lead.id]);
    // The UTC day (Sunday 22nd) is not its day.
    expect(await ids("from=2026-11-22&to=2026-11-22")).toEqual([]);
    expect(await ids("from=2026-11-16&to=2026-11-22")).toEqual([]);

    const csv = await (await get("/leads/export?format=csv&from=2026-11-23&to=2026-11-29")).text();
    expect(csv).toContain('"周一凌晨公司"');
    expect(csv).toContain('"2026-11-23 02:30:00"');
    expect(csv.trim().split("\r\n")).toHaveLength(2);

    const stats = (
      (await (await get("/stats")).json()) as {
        data: { perWeek: Array<{ week: string; booking: number }>; perDay: Array<{ day: string; booking: number }>; timeZone: string };
      }
    ).data;
    expect(stats.timeZone).toBe("Asia/Shanghai");
    expect(stats.perWeek.at(-1)).toEqual({ week: "2026-11-23", booking: 1, partner: 0 });
    expect(stats.perWeek).toHaveLength(12);
    expect(stats.perWeek.filter((week) => week.booking > 0)).toHaveLength(1);
    expect(stats.perDay.find((day) => day.booking > 0)?.day).toBe("2026-11-23");

    // The sales e-mail's subject and first line give the lead's number; the inbox search finds it by it.
    const mail = await database.handle.db
      .selectFrom("outbox")
      .select(["subject", "body"])
      .where("subject", "like", "%周一凌晨公司%")
      .executeTakeFirstOrThrow();
    const number = /#(\d+)】/.exec(mail.subject)?.[1];
    expect(number).toBe(String(lead.id));
    expect(mail.body).toContain(`${ORIGIN}/admin/leads?lead=${lead.id}`);
    expect(await ids(`q=%23${number}`)).toEqual([lead.id]);
  });
});
