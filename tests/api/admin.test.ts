import ExcelJS from "exceljs";
import { generate, generateSecret } from "otplib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WEB_CLIENT_ID } from "../../common/constants.ts";
import type { AuditRow } from "../../common/contracts/admin-audit.ts";
import { LEAD_STATUSES, type LeadDetail, type LeadRow } from "../../common/contracts/admin-leads.ts";
import type { AdminUserRow } from "../../common/contracts/admin-users.ts";
import { formatInZone } from "../../common/site-time.ts";
import { PARTNER_AGREEMENT_VERSION } from "../../content/pages/partner.ts";
import { openDatabase } from "../../server/db/database.ts";
import { hashPassword } from "../../server/security/passwords.ts";
import { loginThrottleKey } from "../../server/services/accounts.ts";
import { apiGet, encryptedPost } from "../support/api-client.ts";
import { expectEverySortBothWays } from "../support/list-sorting.ts";
import { createTestApp, manualClock, type TestApp } from "../support/test-app.ts";
import { proofOfWorkHeader } from "../support/proof-of-work.ts";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-database.ts";

const PASSWORD = "Sunrise2026";
const STAFF_IP = "203.0.113.7";

interface Paged<T> {
  code: number;
  msg: string;
  rows: T[];
  total: number;
}

/** Every console call, with a valid request: each must answer 401 signed out and 403 to the wrong account. */
const CONSOLE_CALLS = [
  { method: "GET", path: "/api/admin/leads", area: "leads" },
  { method: "GET", path: "/api/admin/leads/1", area: "leads" },
  { method: "PATCH", path: "/api/admin/leads/1", area: "leads", body: { note: "x", version: 1 } },
  { method: "GET", path: "/api/admin/leads/export?format=csv", area: "leads" },
  { method: "GET", path: "/api/admin/lead-owners", area: "leads" },
  { method: "GET", path: "/api/admin/stats", area: "leads" },
  { method: "GET", path: "/api/admin/leads/pulse", area: "leads" },
  { method: "POST", path: "/api/admin/leads/bulk", area: "leads", body: {} },
  // Saved filters: every staff member's own.
  { method: "GET", path: "/api/admin/saved-filters?screen=leads", area: "console" },
  { method: "POST", path: "/api/admin/saved-filters", area: "console", body: {} },
  { method: "DELETE", path: "/api/admin/saved-filters/999999", area: "console" },
  // Where leads go and who gets them (admin only): bodies that fail validation and unknown ids.
  { method: "GET", path: "/api/admin/notification-destinations", area: "routing" },
  { method: "POST", path: "/api/admin/notification-destinations", area: "routing", body: {} },
  { method: "PUT", path: "/api/admin/notification-destinations/999999", area: "routing", body: {} },
  { method: "DELETE", path: "/api/admin/notification-destinations/999999", area: "routing" },
  { method: "POST", path: "/api/admin/notification-destinations/999999/test", area: "routing" },
  { method: "GET", path: "/api/admin/notification-destinations/999999/deliveries", area: "routing" },
  { method: "POST", path: "/api/admin/notification-destinations/999999/deliveries/999999/retry", area: "routing" },
  { method: "GET", path: "/api/admin/assignment-rules", area: "routing" },
  { method: "POST", path: "/api/admin/assignment-rules", area: "routing", body: {} },
  { method: "PUT", path: "/api/admin/assignment-rules/999999", area: "routing", body: {} },
  { method: "DELETE", path: "/api/admin/assignment-rules/999999", area: "routing" },
  { method: "GET", path: "/api/admin/users", area: "users" },
  { method: "POST", path: "/api/admin/users/999999/reset-two-step", area: "users", body: { reason: "x" } },
  { method: "GET", path: "/api/admin/invitations", area: "users" },
  { method: "POST", path: "/api/admin/invitations", area: "users", body: {} },
  { method: "DELETE", path: "/api/admin/invitations/999999", area: "users" },
  { method: "GET", path: "/api/admin/audit/export", area: "audit" },
  { method: "PATCH", path: "/api/admin/users/1", area: "users", body: { unlock: true } },
  { method: "GET", path: "/api/admin/audit", area: "audit" },
  { method: "GET", path: "/api/admin/two-step", area: "twoStep" },
  { method: "POST", path: "/api/admin/two-step/enrol-code", area: "twoStep" },
  { method: "POST", path: "/api/admin/two-step/setup", area: "twoStep", body: { emailCode: "123456" } },
  { method: "GET", path: "/api/admin/two-step/captcha", area: "twoStep" },
  { method: "POST", path: "/api/admin/two-step/enable", area: "twoStep", body: { setupKey: "x", code: "123456" } },
  { method: "POST", path: "/api/admin/two-step/verify", area: "twoStep", body: { code: "123456" } },
  { method: "POST", path: "/api/admin/two-step/recover", area: "twoStep", body: { recoveryCode: "x" } },
  // New recovery codes: a staff member's own, after the second step (a wrong password, so nothing changes).
  { method: "POST", path: "/api/admin/two-step/recovery-codes", area: "console", body: { password: "x" } },
  { method: "GET", path: "/api/admin/settings", area: "settings" },
  { method: "PUT", path: "/api/admin/settings", area: "settings", body: { hotline: "x", version: 1 } },
  { method: "GET", path: "/api/admin/dictionaries", area: "settings" },
  { method: "POST", path: "/api/admin/dictionaries", area: "settings", body: {} },
  { method: "PUT", path: "/api/admin/dictionaries/order", area: "settings", body: {} },
  { method: "PUT", path: "/api/admin/dictionaries/1", area: "settings", body: {} },
  // The home lists (editors too): bodies that fail validation, so an allowed call changes nothing.
  ...(["customerCase", "solution", "qualification"] as const).flatMap((list) => [
    { method: "GET", path: `/api/admin/home/${list}`, area: "home" } as const,
    { method: "POST", path: `/api/admin/home/${list}`, area: "home", body: {} } as const,
    { method: "PUT", path: `/api/admin/home/${list}/order`, area: "home", body: {} } as const,
    { method: "PUT", path: `/api/admin/home/${list}/1`, area: "home", body: {} } as const,
    { method: "DELETE", path: `/api/admin/home/${list}/999999`, area: "home" } as const,
  ]),
  // Files (editors too): no multipart body and an unknown id, so an allowed call stores and deletes nothing.
  { method: "GET", path: "/api/admin/files", area: "files" },
  { method: "POST", path: "/api/admin/files", area: "files", body: {} },
  { method: "PUT", path: "/api/admin/files/999999", area: "files", body: {} },
  { method: "DELETE", path: "/api/admin/files/999999", area: "files" },
  // Investor relations (editors too): bodies that fail validation and an unknown id.
  { method: "GET", path: "/api/admin/investor", area: "investor" },
  { method: "POST", path: "/api/admin/investor", area: "investor", body: {} },
  { method: "PUT", path: "/api/admin/investor/1", area: "investor", body: {} },
  { method: "DELETE", path: "/api/admin/investor/999999", area: "investor" },
  { method: "PUT", path: "/api/admin/investor-order", area: "investor", body: {} },
  { method: "GET", path: "/api/admin/investor-order", area: "investor" },
  // Not a kind: refused by validation, so an allowed call changes no list's order.
  { method: "DELETE", path: "/api/admin/investor-order/{kind}", area: "investor" },
  // Traffic (every staff role): the figures, and funnels with bodies that fail validation or an unknown id.
  { method: "GET", path: "/api/admin/traffic", area: "traffic" },
  { method: "GET", path: "/api/admin/searches", area: "searches" },
  { method: "GET", path: "/api/admin/traffic/funnels", area: "traffic" },
  { method: "POST", path: "/api/admin/traffic/funnels", area: "traffic", body: {} },
  { method: "PUT", path: "/api/admin/traffic/funnels/999999", area: "traffic", body: {} },
  { method: "DELETE", path: "/api/admin/traffic/funnels/999999", area: "traffic" },
  { method: "GET", path: "/api/admin/traffic/funnels/999999/report", area: "traffic" },
] as const;

/** Columns of the leads export up to the time received (the analytics attribution follows). */
const COLUMN_COUNT = 15;

/** The code an authenticator app shows at this time. */
function codeAt(secret: string, ms: number): Promise<string> {
  return generate({ secret, epoch: ms / 1000 });
}

/** A minimal RFC 4180 reader: quoted cells, doubled quotes, CRLF rows. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(cell);
      cell = "";
    } else if (char === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i += 1;
    } else cell += char;
  }
  return rows;
}

describe.each(databaseKinds)("operator console API on %s", (kind) => {
  let database: TestDatabase;
  let app: TestApp;
  const clock = manualClock(Date.UTC(2026, 10, 2, 9, 0, 0));
  const tokens: Record<"admin" | "sales" | "editor" | "visitor", string> = { admin: "", sales: "", editor: "", visitor: "" };
  const ids: Record<keyof typeof tokens, number> = { admin: 0, sales: 0, editor: 0, visitor: 0 };
  let partnerIp = 0;

  async function login(username: string, ip = STAFF_IP) {
    const { envelope } = await encryptedPost<{ access_token: string }>(
      app,
      "/api/v1/web/user/login",
      { username, password: PASSWORD },
      { ip, headers: { granttype: "password" } },
    );
    expect(envelope.code).toBe(200);
    return envelope.data.access_token;
  }

  async function call(method: string, path: string, token: string, body?: unknown, language = "zh_CN") {
    const response = await app.request(path, {
      method,
      headers: {
        clientid: WEB_CLIENT_ID,
        "x-forwarded-for": STAFF_IP,
        "content-language": language,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return response;
  }

  /** A lead change made from the lead as it is now (the console sends the version its screen showed). */
  async function changeLead<T = unknown>(id: number, change: Record<string, unknown>, token = tokens.admin) {
    const current = await database.handle.db.selectFrom("lead").select("version").where("id", "=", id).executeTakeFirst();
    return json<T>("PATCH", `/api/admin/leads/${id}`, token, { version: current?.version ?? 1, ...change });
  }
  async function json<T>(method: string, path: string, token = tokens.admin, body?: unknown) {
    const response = await call(method, path, token, body);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    return (await response.json()) as T;
  }

  const list = (query: string, token = tokens.admin) => json<Paged<LeadRow>>("GET", `/api/admin/leads?${query}`, token);
  const audit = (query = "") => json<Paged<AuditRow>>("GET", `/api/admin/audit?${query}`);

  /** The six-digit code last sent to this address (no mail transport here: it waits in the outbox). */
  const lastCodeTo = async (recipient: string) => {
    const row = await database.handle.db
      .selectFrom("outbox")
      .select("body")
      .where("recipient", "=", recipient)
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    return /\b(\d{6})\b/.exec(row.body)?.[1] ?? "";
  };

  const secretOf = async (username: string) =>
    (await database.handle.db.selectFrom("web_user").select("totp_secret").where("username", "=", username).executeTakeFirstOrThrow())
      .totp_secret!;

  /** 23 hours on, each session used so none reaches its 24-hour idle limit. */
  async function nextDay() {
    clock.advance(23 * 60 * 60 * 1000);
    for (const token of Object.values(tokens))
      expect((await apiGet(app, "/api/v1/web/account/user-info", { token })).envelope.code).toBe(200);
  }

  /** The public lead forms send plain JSON. */
  async function post<T>(path: string, body: unknown, headers: Record<string, string>) {
    const response = await app.request(path, {
      method: "POST",
      headers: { "content-type": "application/json", clientid: WEB_CLIENT_ID, ...headers },
      body: JSON.stringify(body),
    });
    return (await response.json()) as { code: number; msg: string; data: T };
  }

  async function book(fields: Record<string, unknown>) {
    const envelope = await post<{ bookingId: number }>(
      "/api/v1/web/user/booking",
      { username: "王小明", phone: "13800138000", email: "wang@example.test", company: "示例科技", posts: "CTO", demandType: 1, ...fields },
      { authorization: `Bearer ${tokens.visitor}` },
    );
    expect(envelope.code).toBe(200);
    return envelope.data.bookingId;
  }

  async function applyAsPartner(fields: Record<string, unknown>) {
    partnerIp += 1;
    const envelope = await post<{ applicationId: number }>(
      "/api/v1/web/partner/apply",
      {
        name: "李华",
        phone: "021-12345678",
        email: "li.hua@example.test",
        company: "合作伙伴公司",
        other: "",
        agreed: true,
        agreementVersion: PARTNER_AGREEMENT_VERSION,
        ...fields,
      },
      // A visitor's form solves the proof-of-work first (decision 017).
      { "x-forwarded-for": `198.51.100.${partnerIp}`, ...(await proofOfWorkHeader(app)) },
    );
    expect(envelope.code).toBe(200);
    return envelope.data.applicationId;
  }

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await createTestApp(database.handle, { TRUST_PROXY: "true" }, clock);
    for (const role of ["admin", "sales", "editor"] as const) {
      const made = await app.services.userAdmin.createOrUpdateStaff({
        username: `staff_${role}`,
        password: PASSWORD,
        email: `${role}@staff.test`,
        role,
      });
      ids[role] = made.userId;
      tokens[role] = await login(`staff_${role}`);
    }
    const visitor = await database.handle.db
      .insertInto("web_user")
      .values({
        username: "visitor1",
        nickname: "访客",
        email: "visitor@example.test",
        password_hash: await hashPassword(PASSWORD),
        created_at: clock.now(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    ids.visitor = visitor.id;
    tokens.visitor = await login("visitor1", "198.51.100.200");
  });
  afterAll(async () => {
    await app.services.outbox.stop();
    await database.drop();
  });

  it("answers every console call with 401 signed out and 403 without the role, never to be cached", async () => {
    const allowed = {
      admin: ["leads", "users", "audit", "twoStep", "settings", "home", "files", "investor", "console", "routing", "traffic", "searches"],
      sales: ["leads", "twoStep", "console", "traffic"],
      editor: ["twoStep", "home", "files", "investor", "console", "traffic", "searches"],
      visitor: [],
    } as const;
    for (const entry of CONSOLE_CALLS) {
      const body = "body" in entry ? entry.body : undefined;
      const signedOutResponse = await call(entry.method, entry.path, "", body);
      expect(signedOutResponse.headers.get("cache-control"), `${entry.method} ${entry.path}`).toBe("no-store");
      expect(await signedOutResponse.json(), `${entry.method} ${entry.path}`).toMatchObject({ code: 401 });
      for (const who of ["visitor", "editor", "sales"] as const) {
        const response = await call(entry.method, entry.path, tokens[who], body);
        expect(response.headers.get("cache-control"), `${who} ${entry.method} ${entry.path}`).toBe("no-store");
        const answer = response.headers.get("content-type")?.startsWith("application/json")
          ? ((await response.json()) as { code: number; msg: string })
          : { code: response.status, msg: "" };
        const refused = answer.code === 403 && answer.msg === "没有权限，请联系管理员授权";
        expect(refused, `${who} ${entry.method} ${entry.path}`).toBe(!(allowed[who] as readonly string[]).includes(entry.area));
      }
    }
    const english = (await (await call("GET", "/api/admin/users", tokens.sales, undefined, "en_US")).json()) as { msg: string };
    expect(english.msg).toBe("You do not have permission; ask an administrator");
  });

  it("lists exactly the console calls above in the OpenAPI document, the staff-permission ones marked", async () => {
    const document = (await (await app.request("/api/openapi.json")).json()) as {
      paths: Record<string, Record<string, { description?: string }>>;
    };
    const described = Object.entries(document.paths)
      // News calls have their own 401/403 table (tests/api/admin-news.test.ts).
      .filter(([path]) => path.startsWith("/admin") && !path.startsWith("/admin/news"))
      .flatMap(([path, operations]) => Object.entries(operations).map(([method, operation]) => ({ method, path, operation })));
    expect(described.map(({ method, path }) => `${method.toUpperCase()} ${path}`).toSorted()).toEqual(
      CONSOLE_CALLS.map(
        (entry) =>
          `${entry.method} ${entry.path
            .split("?")[0]!
            .replace(/^\/api/, "")
            .replace(/\/(1|999999)(?=\/|$)/g, "/{id}")
            .replace("/deliveries/{id}", "/deliveries/{deliveryId}")}`,
      ).toSorted(),
    );
    const marked = described.filter(({ operation }) => operation.description?.startsWith("Staff only")).map(({ path }) => path);
    expect(marked).toHaveLength(CONSOLE_CALLS.filter((entry) => entry.area !== "twoStep").length);
  });

  describe("leads inbox", () => {
    let bookingIds: number[] = [];
    let partnerId = 0;

    beforeAll(async () => {
      bookingIds = [];
      bookingIds.push(await book({ company: "北京星河数据", username: "张伟", demandType: 2 }));
      await nextDay();
      bookingIds.push(
        await book({
          company: "+成都云谷",
          username: '=HYPERLINK("http://x")',
          posts: "-CFO",
          remark: '@SUM(A1) 备注，含"引号"',
          demandType: 5,
          otherDesc: "GPU 集群",
        }),
      );
      await nextDay();
      partnerId = await applyAsPartner({ company: "上海合作伙伴", name: "王芳", other: "渠道合作" });
      await nextDay();
      bookingIds.push(await book({ company: "深圳边缘计算", username: "Li Lei", email: "LI.LEI@Example.test", demandType: 1 }));
    });

    it("shows bookings and partner applications in one list, newest first, with every field", async () => {
      const page = await list("pageSize=10");
      expect(page.total).toBe(4);
      expect(page.rows.map((row) => row.company)).toEqual(["深圳边缘计算", "上海合作伙伴", "+成都云谷", "北京星河数据"]);
      expect(page.rows[1]).toMatchObject({
        type: "partner",
        sourceId: partnerId,
        name: "王芳",
        remark: "渠道合作",
        status: "new",
        ownerId: null,
      });
      expect(page.rows[1]!.agreementVersion).toBe(PARTNER_AGREEMENT_VERSION);
      expect(page.rows[2]).toMatchObject({
        type: "booking",
        sourceId: bookingIds[1],
        name: '=HYPERLINK("http://x")',
        posts: "-CFO",
        demandType: 5,
        otherDesc: "GPU 集群",
        userId: ids.visitor,
        createdAt: new Date(Date.UTC(2026, 10, 3, 8, 0, 0)).toISOString(),
      });
    });

    it("filters by type, status and days, searches, sorts and pages on the server", async () => {
      expect((await list("type=partner")).rows.map((row) => row.company)).toEqual(["上海合作伙伴"]);
      expect((await list("type=booking")).total).toBe(3);
      expect((await list("q=星河")).rows.map((row) => row.company)).toEqual(["北京星河数据"]);
      expect((await list("q=li.lei@example")).rows.map((row) => row.name)).toEqual(["Li Lei"]);
      expect((await list("q=100%25")).total).toBe(0);
      expect((await list("from=2026-11-03&to=2026-11-04")).rows.map((row) => row.company)).toEqual(["上海合作伙伴", "+成都云谷"]);
      expect((await list("sort=createdAt&order=asc&pageSize=1")).rows[0]!.company).toBe("北京星河数据");
      // The lead's number, with or without "#", as the e-mail and the chat message write it.
      const starId = (await list("q=星河")).rows[0]!.id;
      expect((await list(`q=%23${starId}`)).rows.map((row) => row.id)).toEqual([starId]);
      expect((await list(`q=${starId}`)).rows.map((row) => row.id)).toContain(starId);
      expect((await list("type=booking&demandType=2")).rows.map((row) => row.company)).toEqual(["北京星河数据"]);
      expect((await list("unassigned=1")).total).toBe(4);
      // Every column both ways: descending lists the sort key's values in exactly the reverse order,
      // empty values (no owner, no demand type) last either way.
      const keyOf: Record<string, (row: LeadRow) => unknown> = {
        number: (row) => row.id,
        createdAt: (row) => row.createdAt,
        type: (row) => row.type,
        name: (row) => row.name,
        company: (row) => row.company,
        status: (row) => row.status,
        owner: (row) => row.ownerName,
        demandType: (row) => row.demandType,
      };
      for (const [sort, key] of Object.entries(keyOf)) {
        const up = (await list(`sort=${sort}&order=asc`)).rows.map(key);
        const down = (await list(`sort=${sort}&order=desc`)).rows.map(key);
        const empty = up.filter((value) => value === null);
        const filled = up.filter((value) => value !== null);
        expect({ sort, up }).toEqual({ sort, up: [...filled, ...empty] });
        expect({ sort, down }).toEqual({ sort, down: [...filled.toReversed(), ...empty] });
      }
      expect((await list("sort=company&order=asc")).rows.map((row) => row.company)).toEqual([
        "+成都云谷",
        "上海合作伙伴",
        "北京星河数据",
        "深圳边缘计算",
      ]);
      expect(await list("from=2026-11-05&to=2026-11-03")).toMatchObject({ code: 500, msg: "开始日期晚于结束日期，请调换后再试" });
      expect(await list("from=2026-02-30")).toMatchObject({ code: 500 });
      const second = await list("pageSize=3&pageNum=2");
      expect(second).toMatchObject({ code: 200, total: 4 });
      expect(second.rows.map((row) => row.company)).toEqual(["北京星河数据"]);
      expect((await list("status=contacted")).total).toBe(0);
      expect(await list("pageSize=1000")).toMatchObject({ code: 500 });
      expect(await list("type=spam")).toMatchObject({ code: 500 });
      expect(await list("sort=phone")).toMatchObject({ code: 500 });
      expect(await list("sort=company&order=up")).toMatchObject({ code: 500 });
    });

    it("sorts by every sortable column both ways, owners and statuses included", async () => {
      const [first, second] = (await list("pageSize=2")).rows;
      await changeLead(first!.id, { status: "won", ownerId: ids.sales }, tokens.admin);
      await changeLead(second!.id, { status: "contacted", ownerId: ids.admin }, tokens.admin);
      await expectEverySortBothWays(async (query) => (await list(query)).rows, {
        createdAt: { value: (row) => row.createdAt, comparable: true },
        type: { value: (row) => row.type, comparable: true },
        name: { value: (row) => row.name },
        company: { value: (row) => row.company },
        // The pipeline's order, not the alphabet's.
        status: { value: (row) => LEAD_STATUSES.indexOf(row.status), comparable: true },
        owner: { value: (row) => row.ownerName, comparable: true },
      });
      for (const lead of [first!, second!]) {
        await changeLead(lead.id, { status: "new", ownerId: null }, tokens.admin);
      }
    });

    it("changes status and owner, keeps every note, and refuses an owner who is not staff", async () => {
      const lead = (await list("q=星河")).rows[0]!;
      const first = await changeLead<{ code: number; msg: string; data: LeadDetail }>(
        lead.id,
        {
          status: "contacted",
          note: "已电话联系，约周四演示",
        },
        tokens.sales,
      );
      expect(first).toMatchObject({ code: 200, msg: "线索已更新", data: { status: "contacted" } });
      clock.advance(60_000);
      const second = await changeLead<{ data: LeadDetail }>(
        lead.id,
        {
          ownerId: ids.sales,
          note: "交给销售跟进",
        },
        tokens.admin,
      );
      expect(second.data).toMatchObject({ status: "contacted", ownerId: ids.sales, ownerName: "staff_sales" });
      expect(second.data.notes.map((note) => [note.authorName, note.body])).toEqual([
        ["staff_admin", "交给销售跟进"],
        ["staff_sales", "已电话联系，约周四演示"],
      ]);
      expect((await list("status=contacted")).rows.map((row) => row.id)).toEqual([lead.id]);
      expect((await list(`ownerId=${ids.sales}`)).rows.map((row) => row.id)).toEqual([lead.id]);
      const refused = await changeLead<{ code: number; msg: string }>(
        lead.id,
        {
          ownerId: ids.visitor,
        },
        tokens.admin,
      );
      expect(refused).toMatchObject({ code: 500, msg: "负责人必须是可处理线索的在职员工账号" });
      expect(await changeLead(lead.id, {}, tokens.admin)).toMatchObject({ code: 500 });
      expect(await json("PATCH", "/api/admin/leads/999999", tokens.admin, { note: "x", version: 1 })).toMatchObject({ code: 404 });
      const viewed = await json<{ data: LeadDetail }>("GET", `/api/admin/leads/${lead.id}`);
      expect(viewed.data.notes).toHaveLength(2);

      const changes = (await audit("action=leadChanged")).rows.filter((row) => row.target === `lead:${lead.id}`);
      expect(changes.map((row) => [row.actorName, row.detail])).toEqual([
        ["staff_admin", { ownerId: { from: null, to: ids.sales }, note: "交给销售跟进" }],
        ["staff_sales", { status: { from: "new", to: "contacted" }, note: "已电话联系，约周四演示" }],
      ]);
      const views = (await audit("action=leadViewed")).rows;
      expect(views[0]).toMatchObject({ actorName: "staff_admin", target: `lead:${lead.id}`, ip: STAFF_IP });
    });

    it("exports the filtered leads as CSV with a BOM, Chinese intact and formulas neutralised, and logs it", async () => {
      const response = await call("GET", "/api/admin/leads/export?format=csv&type=booking&q=成都", tokens.sales);
      expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(response.headers.get("content-disposition")).toContain("filename*=UTF-8''%E7%BA%BF%E7%B4%A2-");
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect(Array.from(bytes.slice(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
      const [header, ...rows] = parseCsv(new TextDecoder().decode(bytes));
      expect(header).toEqual([
        "线索编号",
        "类型",
        "状态",
        "负责人",
        "姓名",
        "电话",
        "邮箱",
        "公司",
        "职位",
        "需求类型",
        "其他需求",
        "备注",
        "语言",
        "疑似重复线索",
        "提交时间 (Asia/Shanghai)",
        "来源渠道",
        "来源",
        "来源网站",
        "utm_source",
        "utm_medium",
        "utm_campaign",
        "utm_content",
        "utm_term",
        "着陆页",
        "本次访问浏览页数",
      ]);
      const expected = (await list("type=booking&q=成都")).rows;
      expect(rows).toHaveLength(expected.length);
      expect(rows[0]).toEqual([
        String(expected[0]!.id),
        "产品演示预约",
        "新线索",
        "",
        '\'=HYPERLINK("http://x")',
        "13800138000",
        "wang@example.test",
        "'+成都云谷",
        "'-CFO",
        "其他",
        "GPU 集群",
        '\'@SUM(A1) 备注，含"引号"',
        "zh_CN",
        // Same phone as the first booking that day: flagged as its repeat.
        String(expected[0]!.duplicateOf),
        "2026-11-03 16:00:00",
        // Booked through the API without a counted visit: no attribution.
        ...Array<string>(10).fill(""),
      ]);
      expect(expected[0]!.duplicateOf).not.toBeNull();

      const logged = (await audit("action=leadsExported")).rows[0]!;
      expect(logged).toMatchObject({ actorName: "staff_sales", target: "leads", ip: STAFF_IP });
      expect(logged.detail).toMatchObject({ format: "csv", rows: 1, filter: { type: "booking", q: "成都" } });
    });

    it("exports every filtered lead as XLSX that reads back equal to the list", async () => {
      const response = await call("GET", "/api/admin/leads/export?format=xlsx", tokens.admin, undefined, "en_US");
      expect(response.headers.get("content-type")).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(await response.arrayBuffer());
      const sheet = workbook.getWorksheet("Leads")!;
      const values: string[][] = [];
      sheet.eachRow((row) => values.push((row.values as unknown[]).slice(1).map((value) => String(value ?? ""))));
      const [header, ...rows] = values;
      expect(header?.slice(0, 5)).toEqual(["Lead no.", "Type", "Status", "Owner", "Name"]);
      expect(header?.[COLUMN_COUNT - 1]).toBe("Received (Asia/Shanghai)");
      const expected = (await list("pageSize=100")).rows;
      // Text cells are text: a formula-looking name is kept as typed, with no apostrophe to see.
      expect(rows.map((row) => [Number(row[0]), row[4], row[7]])).toEqual(expected.map((lead) => [lead.id, lead.name, lead.company]));
      // Typed cells: the number is a number, the time a date on the site zone's wall clock.
      const first = sheet.getRow(2);
      expect(typeof first.getCell(1).value).toBe("number");
      const received = first.getCell(COLUMN_COUNT).value;
      expect(received).toBeInstanceOf(Date);
      expect((received as Date).toISOString()).toBe(
        `${formatInZone(expected[0]!.createdAt, "Asia/Shanghai", { seconds: true }).replace(" ", "T")}.000Z`,
      );
      expect(first.getCell(COLUMN_COUNT).numFmt).toBe("yyyy-mm-dd hh:mm:ss");
      expect(sheet.views[0]).toMatchObject({ state: "frozen", ySplit: 1 });
      expect(sheet.autoFilter).toBeTruthy();
      expect(sheet.getColumn(COLUMN_COUNT).width).toBeGreaterThan(10);
      expect(rows.map((row) => row[1])).toEqual(expected.map((lead) => (lead.type === "booking" ? "Demo booking" : "Partner application")));
      expect((await audit("action=leadsExported")).rows[0]!.detail).toMatchObject({ format: "xlsx", rows: 4 });
    });

    it("counts leads per day by type and bookings by demand type", async () => {
      const stats = await json<{
        data: { perDay: Array<{ day: string; booking: number; partner: number }>; byDemandType: unknown[]; newLeads: object };
      }>("GET", "/api/admin/stats?from=2026-11-01&to=2026-11-06", tokens.sales);
      expect(stats.data.perDay).toEqual([
        { day: "2026-11-01", booking: 0, partner: 0 },
        { day: "2026-11-02", booking: 1, partner: 0 },
        { day: "2026-11-03", booking: 1, partner: 0 },
        { day: "2026-11-04", booking: 0, partner: 1 },
        { day: "2026-11-05", booking: 1, partner: 0 },
        { day: "2026-11-06", booking: 0, partner: 0 },
      ]);
      expect(stats.data.byDemandType).toEqual([
        { demandType: 1, count: 1 },
        { demandType: 2, count: 1 },
        { demandType: 5, count: 1 },
      ]);
      expect(stats.data.newLeads).toEqual({ booking: 2, partner: 1 });
    });

    it.runIf(kind === "postgres")("shows a lead taken by another instance at once (shared PostgreSQL)", async () => {
      const other = openDatabase({ databaseUrl: database.url, sqliteFile: "" });
      const second = await createTestApp(other, { TRUST_PROXY: "true" }, clock);
      try {
        const id = await book({ company: "另一实例公司" });
        const response = await second.request("/api/admin/leads?q=另一实例", {
          headers: { clientid: WEB_CLIENT_ID, authorization: `Bearer ${tokens.sales}` },
        });
        const page = (await response.json()) as Paged<LeadRow>;
        expect(page.rows.map((row) => row.sourceId)).toEqual([id]);
      } finally {
        await second.services.outbox.stop();
        await other.close();
      }
    });
  });

  describe("users", () => {
    it("sorts accounts by every sortable column both ways, never-signed-in accounts last", async () => {
      // The staff accounts were made at one time, all active: a later, disabled one gives both columns two values.
      clock.advance(1000);
      const probe = await database.handle.db
        .insertInto("web_user")
        .values({ username: "sort_probe", nickname: "sort", email: null, password_hash: "", status: "disabled", created_at: clock.now() })
        .returning("id")
        .executeTakeFirstOrThrow();
      await expectEverySortBothWays(async (query) => (await json<Paged<AdminUserRow>>("GET", `/api/admin/users?${query}`)).rows, {
        createdAt: { value: (row) => row.createdAt, comparable: true },
        username: { value: (row) => row.username, comparable: true },
        email: { value: (row) => row.email || null, comparable: true },
        status: { value: (row) => row.status, comparable: true },
        lastLoginAt: { value: (row) => row.lastLoginAt, comparable: true },
      });
      await database.handle.db.deleteFrom("web_user").where("id", "=", probe.id).execute();
    });

    it("lists and searches accounts for admins", async () => {
      const page = await json<Paged<AdminUserRow>>("GET", "/api/admin/users?q=staff_");
      expect(page.rows.map((row) => row.username).toSorted()).toEqual(["staff_admin", "staff_editor", "staff_sales"]);
      expect(page.rows.find((row) => row.username === "staff_sales")).toMatchObject({ roles: ["web_user", "sales"], status: "active" });
    });

    it("disabling an account ends its live session; enabling lets it sign in again", async () => {
      const target = await database.handle.db
        .insertInto("web_user")
        .values({
          username: "abuser",
          nickname: "abuser",
          email: "abuser@example.test",
          password_hash: await hashPassword(PASSWORD),
          created_at: clock.now(),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const session = await login("abuser", "198.51.100.210");
      expect((await apiGet(app, "/api/v1/web/account/user-info", { token: session })).envelope.code).toBe(200);
      const disabled = await json<{ data: AdminUserRow }>("PATCH", `/api/admin/users/${target.id}`, tokens.admin, { status: "disabled" });
      expect(disabled.data.status).toBe("disabled");
      expect((await apiGet(app, "/api/v1/web/account/user-info", { token: session })).envelope.code).toBe(401);
      const refused = await encryptedPost(
        app,
        "/api/v1/web/user/login",
        { username: "abuser", password: PASSWORD },
        { ip: "198.51.100.210", headers: { granttype: "password" } },
      );
      expect(refused.envelope).toMatchObject({ code: 500, msg: "账号已停用，请联系客服" });
      await json("PATCH", `/api/admin/users/${target.id}`, tokens.admin, { status: "active" });
      await login("abuser", "198.51.100.210");
      const logged = (await audit("action=userChanged")).rows.filter((row) => row.target === `user:${target.id}`);
      expect(logged.map((row) => row.detail)).toEqual([
        { status: { from: "disabled", to: "active" } },
        { status: { from: "active", to: "disabled" } },
      ]);
    });

    it("a disabled staff member loses the console at once", async () => {
      const made = await app.services.userAdmin.createOrUpdateStaff({
        username: "staff_temp",
        password: PASSWORD,
        email: "temp@staff.test",
        role: "sales",
      });
      const session = await login("staff_temp");
      expect((await list("", session)).code).toBe(200);
      await json("PATCH", `/api/admin/users/${made.userId}`, tokens.admin, { status: "disabled" });
      expect((await (await call("GET", "/api/admin/leads", session)).json()) as object).toMatchObject({ code: 401 });
    });

    it("unlocks an account locked by failed sign-ins", async () => {
      const ip = "198.51.100.220";
      const key = loginThrottleKey({ id: ids.editor }, "staff_editor");
      // Five failures are allowed from one address; the sixth attempt finds the account locked there.
      for (let i = 0; i < 5; i += 1) await app.services.throttle.admit(ip, key);
      expect((await app.services.throttle.admit(ip, key)).lockedForMs).toBeGreaterThan(0);
      const before = await json<Paged<AdminUserRow>>("GET", "/api/admin/users?q=staff_editor");
      expect(before.rows[0]!.failedSignIns).toBe(6);
      const unlocked = await json<{ data: AdminUserRow }>("PATCH", `/api/admin/users/${ids.editor}`, tokens.admin, { unlock: true });
      expect(unlocked.data.failedSignIns).toBe(0);
      // The lock from that address is gone (the address itself still owes a captcha for its failures).
      expect((await app.services.throttle.admit(ip, key)).lockedForMs).toBe(0);
      expect((await audit("action=userChanged")).rows[0]).toMatchObject({ target: `user:${ids.editor}`, detail: { unlocked: 6 } });
    });

    it("sets staff roles (admin only), keeping other roles, and never the admin's own", async () => {
      const granted = await json<{ data: AdminUserRow }>("PATCH", `/api/admin/users/${ids.visitor}`, tokens.admin, {
        staffRoles: ["sales"],
        previousRoles: [],
      });
      expect(granted.data.roles).toEqual(["web_user", "sales"]);
      expect((await list("", tokens.visitor)).code).toBe(200);
      await json("PATCH", `/api/admin/users/${ids.visitor}`, tokens.admin, { staffRoles: [], previousRoles: ["sales"] });
      expect((await (await call("GET", "/api/admin/leads", tokens.visitor)).json()) as object).toMatchObject({ code: 403 });
      const self = await json<{ code: number; msg: string }>("PATCH", `/api/admin/users/${ids.admin}`, tokens.admin, {
        staffRoles: ["sales"],
        previousRoles: ["admin"],
      });
      expect(self).toMatchObject({ code: 500, msg: "不能停用自己的账号或移除自己的管理员角色" });
      expect(await json("PATCH", `/api/admin/users/${ids.admin}`, tokens.admin, { status: "disabled" })).toMatchObject({ code: 500 });
      expect(
        await json("PATCH", `/api/admin/users/${ids.visitor}`, tokens.admin, { staffRoles: ["root"], previousRoles: [] }),
      ).toMatchObject({ code: 500 });
    });
  });

  describe("two-step sign-in (ADMIN_TOTP_REQUIRED)", () => {
    let strict: TestApp;
    let sessions: string[] = [];

    const strictCall = async (method: string, path: string, token: string, body?: unknown, ip = STAFF_IP) => {
      const response = await strict.request(path, {
        method,
        headers: {
          clientid: WEB_CLIENT_ID,
          "x-forwarded-for": ip,
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return (await response.json()) as { code: number; msg: string; data: Record<string, unknown> | null };
    };

    /** A staff account whose authenticator is already set up (written as enrolment leaves it). */
    async function enrolledStaff(username: string): Promise<string> {
      await strict.services.userAdmin.createOrUpdateStaff({ username, password: PASSWORD, email: `${username}@staff.test`, role: "sales" });
      const secret = generateSecret();
      await database.handle.db.updateTable("web_user").set({ totp_secret: secret }).where("username", "=", username).execute();
      return secret;
    }

    beforeAll(async () => {
      strict = await createTestApp(database.handle, { TRUST_PROXY: "true", ADMIN_TOTP_REQUIRED: "true" }, clock);
      await strict.services.userAdmin.createOrUpdateStaff({
        username: "staff_totp",
        password: PASSWORD,
        email: "totp@staff.test",
        role: "sales",
      });
      sessions = [await login("staff_totp"), await login("staff_totp")];
    });
    afterAll(async () => {
      await strict.services.outbox.stop();
    });

    it("holds the console until the account confirms a code sent to its e-mail, sets up an authenticator and confirms a code", async () => {
      const [session] = sessions as [string, string];
      expect(await strictCall("GET", "/api/admin/leads", session)).toMatchObject({
        code: 403,
        msg: "请先完成两步验证",
        data: { twoStep: "enrol" },
      });
      expect(await strictCall("GET", "/api/admin/two-step", session)).toMatchObject({
        data: { required: true, enrolled: false, verified: false },
      });
      // The password alone shows no secret (issue 25 item 9): a code sent to the account's e-mail first.
      expect(await strictCall("POST", "/api/admin/two-step/setup", session, {})).toMatchObject({
        code: 500,
        data: { fields: { emailCode: "此项为必填项" } },
      });
      expect(await strictCall("POST", "/api/admin/two-step/setup", session, { emailCode: "123456" })).toMatchObject({
        code: 500,
        msg: "验证码错误或已失效",
      });
      expect(await strictCall("POST", "/api/admin/two-step/enrol-code", session)).toMatchObject({
        code: 200,
        data: { email: "t***@staff.test" },
      });
      const setup = (await strictCall("POST", "/api/admin/two-step/setup", session, { emailCode: await lastCodeTo("totp@staff.test") }))
        .data as {
        setupKey: string;
        secret: string;
        uri: string;
        qrSvg: string;
      };
      expect(setup.uri).toMatch(/^otpauth:\/\/totp\/.*staff_totp\?.*secret=/);
      expect(setup.qrSvg).toContain("<svg");
      expect(await strictCall("POST", "/api/admin/two-step/enable", session, { setupKey: setup.setupKey, code: "000000" })).toMatchObject({
        code: 500,
        msg: "动态验证码错误",
      });
      expect(
        await strictCall("POST", "/api/admin/two-step/enable", session, {
          setupKey: setup.setupKey,
          code: await codeAt(setup.secret, clock.now()),
        }),
      ).toMatchObject({
        code: 200,
      });
      expect(await strictCall("GET", "/api/admin/leads", session)).toMatchObject({ code: 200 });
      expect((await audit("action=twoStepEnabled")).rows[0]).toMatchObject({ actorName: "staff_totp", ip: STAFF_IP });

      // Another session of the same account needs its own code.
      const other = sessions[1]!;
      expect(await strictCall("GET", "/api/admin/leads", other)).toMatchObject({ code: 403, data: { twoStep: "verify" } });
      clock.advance(60_000);
      expect(
        await strictCall("POST", "/api/admin/two-step/verify", other, { code: await codeAt(await secretOf("staff_totp"), clock.now()) }),
      ).toMatchObject({
        code: 200,
        msg: "验证成功",
      });
      expect(await strictCall("GET", "/api/admin/leads", other)).toMatchObject({ code: 200 });
    });

    it("a code is accepted once: the same code in another session is refused within its ±30 s, and of two at once one passes (issue 25 item 9)", async () => {
      const secret = await enrolledStaff("staff_replay");
      const code = await codeAt(secret, clock.now());
      const [first, second] = [await login("staff_replay"), await login("staff_replay")];
      expect((await strictCall("POST", "/api/admin/two-step/verify", first, { code })).code).toBe(200);
      clock.advance(20_000);
      expect(await strictCall("POST", "/api/admin/two-step/verify", second, { code })).toMatchObject({
        code: 500,
        msg: "该动态验证码已使用过，请等待验证器显示新的验证码",
      });
      clock.advance(30_000);
      const next = await codeAt(secret, clock.now());
      const racing = [await login("staff_replay"), await login("staff_replay")];
      const answers = await Promise.all(racing.map((token) => strictCall("POST", "/api/admin/two-step/verify", token, { code: next })));
      expect(answers.filter((answer) => answer.code === 200)).toHaveLength(1);
      expect(answers.filter((answer) => answer.msg === "该动态验证码已使用过，请等待验证器显示新的验证码")).toHaveLength(1);
    });

    it("someone with the password guessing codes meets a captcha, then a lock, at their own address only; the owner elsewhere still passes (issue 25 item 9)", async () => {
      const secret = await enrolledStaff("staff_guessed");
      const guesserIp = "198.51.100.77";
      const guesser = await login("staff_guessed", guesserIp);
      const guess = (body: Record<string, unknown>) => strictCall("POST", "/api/admin/two-step/verify", guesser, body, guesserIp);
      const answers = [];
      for (let i = 0; i < 4; i += 1) answers.push((await guess({ code: "000000" })).msg);
      expect(answers).toEqual(["动态验证码错误", "动态验证码错误", "动态验证码错误", "请输入图形验证码"]);
      // The form's captcha comes from the console's own call.
      expect((await strictCall("GET", "/api/admin/two-step/captcha", guesser, undefined, guesserIp)).data).toMatchObject({
        uuid: expect.any(String),
        img: expect.any(String),
      });
      // With a right captcha each (the test issues its own: it cannot read an image), guesses go on until the lock at this address.
      const withCaptcha: string[] = [];
      for (let i = 0; i < 8; i += 1) {
        const captcha = await strict.services.captchas.issue();
        withCaptcha.push((await guess({ code: "000000", captcha: captcha.answer, captchaUuid: captcha.uuid })).msg);
      }
      expect(withCaptcha).toEqual([
        ...Array.from({ length: 6 }, () => "动态验证码错误"),
        ...Array.from({ length: 2 }, () => "访问过于频繁，请稍候再试"),
      ]);
      // The owner at the office is not locked: after this many failures on the account, a captcha, then in.
      clock.advance(30_000);
      const owner = await login("staff_guessed");
      const code = await codeAt(secret, clock.now());
      expect((await strictCall("POST", "/api/admin/two-step/verify", owner, { code })).msg).toBe("请输入图形验证码");
      const captcha = await strict.services.captchas.issue();
      expect(
        (await strictCall("POST", "/api/admin/two-step/verify", owner, { code, captcha: captcha.answer, captchaUuid: captcha.uuid })).code,
      ).toBe(200);
    });

    it("is asked of an account that turned it on even where it is not required", async () => {
      const relaxedSession = await login("staff_totp");
      expect(await (await call("GET", "/api/admin/leads", relaxedSession)).json()).toMatchObject({
        code: 403,
        data: { twoStep: "verify" },
      });
      expect(await (await call("GET", "/api/admin/leads", tokens.sales)).json()).toMatchObject({ code: 200 });
    });
  });

  describe("audit log", () => {
    it("records staff sign-ins with address and time, filters by actor, and cannot be changed", async () => {
      const signIns = (await audit("action=signIn&actor=staff_sales&pageSize=100")).rows;
      expect(signIns.length).toBeGreaterThan(0);
      expect(signIns.every((row) => row.actorName === "staff_sales" && row.ip === STAFF_IP)).toBe(true);
      expect(signIns.at(-1)).toMatchObject({ target: "session", detail: { method: "password" }, createdAt: "2026-11-02T09:00:00.000Z" });
      // Visitors' sign-ins are not staff actions.
      expect((await audit("actor=visitor1")).total).toBe(0);
      for (const method of ["PATCH", "DELETE", "PUT", "POST"]) {
        expect((await (await call(method, "/api/admin/audit", tokens.admin, {})).json()) as object).toMatchObject({ code: 404 });
      }
      const page = await audit("pageSize=2&pageNum=1");
      expect(page.rows).toHaveLength(2);
      expect(page.rows[0]!.id).toBeGreaterThan(page.rows[1]!.id);
    });

    it("sorts by every sortable column both ways", async () => {
      // Every staff call above came from one address.
      await app.services.audit.record({ userId: ids.admin, username: "staff_admin", ip: "198.51.100.9" }, "signIn", "session");
      await expectEverySortBothWays(async (query) => (await audit(query)).rows, {
        createdAt: { value: (row) => row.createdAt, comparable: true },
        actorName: { value: (row) => row.actorName, comparable: true },
        action: { value: (row) => row.action },
        target: { value: (row) => row.target },
        ip: { value: (row) => row.ip },
      });
    });
  });
});
