import type { Kysely } from "kysely";
import { expect } from "vitest";
import { WEB_CLIENT_ID } from "../../common/constants.ts";
import type { AdminDictEntry } from "../../common/contracts/admin-dictionaries.ts";
import type { AdminHomeRow } from "../../common/contracts/admin-home.ts";
import type { InvestorDocumentRow } from "../../common/contracts/admin-investor.ts";
import type { AdminNewsDetail } from "../../common/contracts/admin-news.ts";
import type { AdminSettings } from "../../common/contracts/admin-settings.ts";
import type { RecordConflict } from "../../common/contracts/record-version.ts";
import { PARTNER_AGREEMENT_VERSION } from "../../content/pages/partner.ts";
import type { Database } from "../../server/db/schema.ts";
import type { ApiTarget } from "./api-client.ts";
import { proofOfWorkHeader } from "./proof-of-work.ts";
import { STAFF_IP } from "./staff-session.ts";

export interface Answer<T> {
  code: number;
  msg: string;
  data: T;
}

/** Console calls to one instance (a test app or a running server), as a signed-in staff member. */
export function consoleCaller(target: ApiTarget) {
  return async <T>(method: string, path: string, token: string, body?: unknown, language = "zh_CN"): Promise<Answer<T>> => {
    const response = await target.request(path, {
      method,
      headers: {
        clientid: WEB_CLIENT_ID,
        "x-forwarded-for": STAFF_IP,
        "content-language": language,
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(response.status).toBe(200);
    return (await response.json()) as Answer<T>;
  };
}

/** One record the console edits, read and written through any instance. */
export interface EditableRecord {
  name: string;
  /** The account that writes it (its username is who a refused write is told about). */
  author: "admin" | "editor" | "sales";
  /** The record's version and a value that shows which write won. */
  read(target: ApiTarget): Promise<{ version: number; value: string }>;
  /** A write of `value` made from `version` (a lead's value is a status: see `valueFor`). */
  write(target: ApiTarget, version: number, value: string): Promise<Answer<{ conflict?: RecordConflict } | null>>;
}

const LEAD_STATUSES = ["contacted", "qualified", "won", "lost"];

/** The nth value a record accepts: a lead's status is one of the pipeline's. */
export const valueFor = (record: EditableRecord, index: number) =>
  record.author === "sales" ? LEAD_STATUSES[index % LEAD_STATUSES.length]! : `Value ${index}`;

/**
 * Every kind of record the console edits with a version (issue 26): an article (made here), a
 * lead (a partner application sent here), the site settings, a dictionary entry, a home-list row
 * and an investor document (seeded).
 */
export async function editableRecords(
  target: ApiTarget,
  db: Kysely<Database>,
  tokens: Record<"admin" | "editor" | "sales", string>,
): Promise<EditableRecord[]> {
  const call = consoleCaller(target);
  const on = (other: ApiTarget) => consoleCaller(other);

  const article = await call<AdminNewsDetail>("POST", "/api/admin/news", tokens.editor, {
    column: 1,
    title: { zh: "版本测试", en: "Version test" },
    body: { zh: "<p>正文</p>", en: "<p>Body</p>" },
    status: "draft",
  });
  const newsId = article.data.id;

  const applied = await target.request("/api/v1/web/partner/apply", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      clientid: WEB_CLIENT_ID,
      "x-forwarded-for": "198.51.100.40",
      ...(await proofOfWorkHeader(target)),
    },
    body: JSON.stringify({
      name: "王芳",
      phone: "021-87654321",
      email: "wang@example.test",
      company: "版本测试公司",
      agreed: true,
      agreementVersion: PARTNER_AGREEMENT_VERSION,
    }),
  });
  expect(((await applied.json()) as Answer<unknown>).code).toBe(200);
  const leadId = (await db.selectFrom("lead").select("id").orderBy("id", "desc").executeTakeFirstOrThrow()).id;

  const dictEntry = (await call<AdminDictEntry[]>("GET", "/api/admin/dictionaries", tokens.admin)).data.find(
    (entry) => entry.dictType === "web_demand_type",
  )!;
  const solution = (await call<Array<AdminHomeRow<"solution">>>("GET", "/api/admin/home/solution", tokens.editor)).data[0]!;
  const document = (await call<InvestorDocumentRow[]>("GET", "/api/admin/investor", tokens.editor)).data.find(
    (row) => row.kind === "announcement",
  )!;

  return [
    {
      name: "news article",
      author: "editor",
      read: async (other) => {
        const { data } = await on(other)<AdminNewsDetail>("GET", `/api/admin/news/${newsId}`, tokens.editor);
        return { version: data.version, value: data.title.en };
      },
      write: (other, version, value) =>
        on(other)("PUT", `/api/admin/news/${newsId}`, tokens.editor, {
          column: 1,
          title: { zh: "版本测试", en: value },
          body: { zh: "<p>正文</p>", en: "<p>Body</p>" },
          status: "draft",
          version,
        }),
    },
    {
      name: "lead (status and note)",
      author: "sales",
      // Read from the database: the console's read of one lead is itself audited.
      read: async () => {
        const row = await db.selectFrom("lead").select(["version", "status"]).where("id", "=", leadId).executeTakeFirstOrThrow();
        return { version: row.version, value: row.status };
      },
      write: (other, version, value) =>
        on(other)("PATCH", `/api/admin/leads/${leadId}`, tokens.sales, { status: value, note: `→ ${value}`, version }),
    },
    {
      name: "site settings",
      author: "admin",
      read: async (other) => {
        const { data } = await on(other)<AdminSettings>("GET", "/api/admin/settings", tokens.admin);
        return { version: data.version, value: data.values.brandEn };
      },
      write: (other, version, value) => on(other)("PUT", "/api/admin/settings", tokens.admin, { brandEn: value, version }),
    },
    {
      name: "dictionary entry",
      author: "admin",
      read: async (other) => {
        const { data } = await on(other)<AdminDictEntry[]>("GET", "/api/admin/dictionaries", tokens.admin);
        const entry = data.find((row) => row.id === dictEntry.id)!;
        return { version: entry.version, value: entry.labelEn };
      },
      write: (other, version, value) =>
        on(other)("PUT", `/api/admin/dictionaries/${dictEntry.id}`, tokens.admin, {
          label: dictEntry.label,
          labelEn: value,
          enabled: true,
          version,
        }),
    },
    {
      name: "home-list row",
      author: "editor",
      read: async (other) => {
        const { data } = await on(other)<Array<AdminHomeRow<"solution">>>("GET", "/api/admin/home/solution", tokens.editor);
        const row = data.find((entry) => entry.id === solution.id)!;
        return { version: row.version, value: row.titleEn };
      },
      write: (other, version, value) =>
        on(other)("PUT", `/api/admin/home/solution/${solution.id}`, tokens.editor, {
          title: solution.title,
          titleEn: value,
          summary: solution.summary,
          summaryEn: solution.summaryEn,
          highlights: solution.highlights,
          highlightsEn: solution.highlightsEn,
          link: solution.link,
          hidden: false,
          imageUrl: null,
          version,
        }),
    },
    {
      name: "investor document",
      author: "editor",
      read: async (other) => {
        const { data } = await on(other)<InvestorDocumentRow[]>("GET", "/api/admin/investor", tokens.editor);
        const row = data.find((entry) => entry.id === document.id)!;
        return { version: row.version, value: row.titleEn };
      },
      write: (other, version, value) =>
        on(other)("PUT", `/api/admin/investor/${document.id}`, tokens.editor, {
          kind: "announcement",
          title: document.title,
          titleEn: value,
          date: document.date,
          fileId: document.file.id,
          fileIdEn: document.fileEn?.id ?? null,
          hidden: false,
          version,
        }),
    },
  ];
}
