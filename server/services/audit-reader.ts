import { Readable } from "node:stream";
import { sql, type Kysely, type Selectable, type SqlBool } from "kysely";
import type { Language } from "../../common/constants.ts";
import type { AuditAction, AuditFilter, auditListCall, AuditRow, AuditTargetKind } from "../../common/contracts/admin-audit.ts";
import { HOME_LISTS } from "../../common/contracts/admin-home.ts";
import type { ParsedQuery } from "../../common/contracts/call.ts";
import { dayInZone, dayRangeInZone, formatInZone } from "../../common/site-time.ts";
import type { AuditLogTable, Database } from "../db/schema.ts";
import { readAuditEntry } from "../i18n/audit-sentences.ts";
import type { AuditLog } from "./audit-log.ts";
import { auditNames } from "./audit-names.ts";
import type { Clock } from "./clock.ts";
import { csvLine, neutraliseCell, UTF8_BOM } from "./csv.ts";
import { containsText } from "./search-text.ts";
import { ServiceError } from "./service-error.ts";
import { sortedPage } from "./sorted-page.ts";
import type { StaffMember } from "./staff-access.ts";

/** The target prefixes ("lead" in "lead:76") each filter kind covers. */
const TARGET_PREFIXES: Record<AuditTargetKind, readonly string[]> = {
  lead: ["lead"],
  news: ["news"],
  user: ["user"],
  file: ["file"],
  investor: ["investor"],
  home: HOME_LISTS,
  dict: ["dict"],
  settings: ["settings"],
  destination: ["destination"],
  assignmentRule: ["assignmentRule"],
  invitation: ["invitation"],
};

const EXPORT_BATCH = 500;

const CSV_HEADER: Record<Language, (timeZone: string) => string[]> = {
  zh_CN: (zone) => [`时间 (${zone})`, "操作人", "描述", "操作", "对象", "原始详情", "地址"],
  en_US: (zone) => [`Time (${zone})`, "Actor", "What happened", "Action", "Target", "Raw detail", "Address"],
};

type StoredRow = Selectable<AuditLogTable>;

/**
 * Reading the audit log (audit-log.ts writes it): filtered in the database by action, actor,
 * target and days of the site's time zone, each entry read out as a sentence in the reader's
 * language with the names behind its ids, and exported as CSV, which is itself logged.
 */
export function createAuditReader(deps: { db: Kysely<Database>; audit: AuditLog; clock: Clock; timeZone: string }) {
  const { db, timeZone } = deps;

  function filtered(filter: AuditFilter) {
    let base = db.selectFrom("audit_log");
    if (filter.action) base = base.where("action", "=", filter.action);
    const actor = filter.actor;
    if (actor) {
      // The username stored with the entry, or the person's name today.
      const byName = db.selectFrom("web_user").select("id").where(containsText("nickname", actor));
      base = base.where((eb) => eb.or([containsText("actor_name", actor), eb("actor_id", "in", byName)]));
    }
    if (filter.targetKind) {
      const prefixes = TARGET_PREFIXES[filter.targetKind];
      const id = filter.targetId;
      base =
        id === undefined
          ? base.where((eb) =>
              eb.or(prefixes.flatMap((prefix) => [eb("target", "=", prefix), sql<SqlBool>`${sql.ref("target")} like ${`${prefix}:%`}`])),
            )
          : base.where(
              "target",
              "in",
              prefixes.map((prefix) => `${prefix}:${id}`),
            );
    }
    if (filter.from && filter.to && filter.from > filter.to) throw new ServiceError(500, "dateRangeReversed");
    const { start, end } = dayRangeInZone(filter, timeZone);
    if (start) base = base.where("created_at", ">=", start.getTime());
    if (end) base = base.where("created_at", "<", end.getTime());
    return base;
  }

  async function read(rows: StoredRow[], language: Language): Promise<AuditRow[]> {
    const entries = rows.map((row) => ({ row, detail: JSON.parse(row.detail) as Record<string, unknown> }));
    const names = await auditNames(
      db,
      entries.map(({ row, detail }) => ({ actor_id: row.actor_id, target: row.target, detail })),
      language,
    );
    return entries.map(({ row, detail }) => {
      const entry = { actorId: row.actor_id, actorName: row.actor_name, action: row.action, target: row.target, detail };
      return {
        id: row.id,
        actorId: row.actor_id,
        actorName: row.actor_name,
        action: row.action as AuditAction,
        target: row.target,
        detail,
        ip: row.ip,
        createdAt: new Date(row.created_at).toISOString(),
        ...readAuditEntry(language, entry, names),
      };
    });
  }

  return {
    async list(query: ParsedQuery<typeof auditListCall>, language: Language): Promise<{ rows: AuditRow[]; total: number }> {
      const { rows, total } = await sortedPage(filtered(query), query, {
        createdAt: "created_at",
        actorName: "actor_name",
        action: "action",
        target: "target",
        ip: "ip",
      });
      return { total, rows: await read(rows, language) };
    },

    /**
     * The filtered log as CSV, newest first. The set is fixed before the file starts (entries up
     * to the newest id then), so the row count the export's own entry records is the file's.
     */
    async export(filter: AuditFilter, language: Language, actor: StaffMember) {
      const { total, maxId } = await filtered(filter)
        .select((eb) => [eb.fn.countAll<number>().as("total"), eb.fn.max("id").as("maxId")])
        .executeTakeFirstOrThrow();
      const upTo = Number(maxId ?? 0);
      await deps.audit.record(actor, "auditExported", "audit", { filter, rows: Number(total) });
      const english = language === "en_US";
      const fileName = `${english ? "audit-log" : "审计日志"}-${dayInZone(deps.clock.now(), timeZone)}.csv`;
      const line = (row: AuditRow) =>
        csvLine(
          [
            formatInZone(row.createdAt, timeZone, { seconds: true }),
            row.actorName,
            row.sentence,
            row.action,
            row.target,
            JSON.stringify(row.detail),
            row.ip,
          ].map(neutraliseCell),
        );
      async function* lines() {
        yield Buffer.from(`${UTF8_BOM}${csvLine(CSV_HEADER[language](timeZone))}`);
        let below = upTo + 1;
        for (;;) {
          const batch = await filtered(filter).selectAll().where("id", "<", below).orderBy("id", "desc").limit(EXPORT_BATCH).execute();
          if (batch.length > 0) yield Buffer.from((await read(batch, language)).map(line).join(""));
          if (batch.length < EXPORT_BATCH) return;
          below = batch.at(-1)!.id;
        }
      }
      return { fileName, contentType: "text/csv; charset=utf-8", body: Readable.from(lines()) };
    },
  };
}

export type AuditReader = ReturnType<typeof createAuditReader>;
