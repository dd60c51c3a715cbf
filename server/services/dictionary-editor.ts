import type { Kysely, Selectable } from "kysely";
import type { AdminDictEntry } from "../../common/contracts/admin-dictionaries.ts";
import type { Database, DictDataTable } from "../db/schema.ts";
import type { Actor, AuditLog } from "./audit-log.ts";
import type { Clock } from "./clock.ts";
import type { ContentChanges } from "./content-changes.ts";
import type { RecordVersions } from "./record-versions.ts";
import { applyOrder } from "./reorder.ts";
import { ServiceError } from "./service-error.ts";

const entryOf = (row: Selectable<DictDataTable>): AdminDictEntry => ({
  id: row.id,
  dictType: row.dict_type,
  dictValue: row.dict_value,
  label: row.dict_label,
  labelEn: row.dict_label_en,
  sort: row.sort,
  version: row.version,
  enabled: row.enabled === 1,
});

/**
 * Types whose values are stored as numbers elsewhere: a booking's demand_type, an article's
 * column_no (the spec's /news?type=1-4). Any other value could be offered but never used.
 */
const NUMERIC_VALUES: Record<string, { min: number; max: number }> = {
  web_demand_type: { min: 1, max: 9999 },
  web_news_column: { min: 1, max: 4 },
};

/**
 * The console's dictionary screen: every entry of every type, labels, order and enabled. Entries
 * are never deleted (leads keep their values); disabling takes one off the public lists. Each
 * write is audited in its transaction and announced through content changes once committed.
 */
export function createDictionaryEditor(deps: {
  db: Kysely<Database>;
  clock: Clock;
  audit: AuditLog;
  contentChanges: ContentChanges;
  versions: RecordVersions;
}) {
  const { db, audit } = deps;
  const typeEntries = (dictType: string, trx: Kysely<Database> = db) =>
    trx.selectFrom("dict_data").selectAll().where("dict_type", "=", dictType).orderBy("sort").orderBy("id").execute();

  return {
    async list(): Promise<AdminDictEntry[]> {
      const rows = await db.selectFrom("dict_data").selectAll().orderBy("dict_type").orderBy("sort").orderBy("id").execute();
      return rows.map(entryOf);
    },

    async create(
      input: { dictType: string; dictValue: string; label: string; labelEn: string; enabled: boolean },
      actor: Actor,
    ): Promise<AdminDictEntry> {
      const created = await db.transaction().execute(async (trx) => {
        const existing = await typeEntries(input.dictType, trx);
        if (existing.length === 0) throw new ServiceError(500, "dictTypeUnknown");
        const range = NUMERIC_VALUES[input.dictType];
        if (range && !(/^\d{1,4}$/.test(input.dictValue) && Number(input.dictValue) >= range.min && Number(input.dictValue) <= range.max))
          throw new ServiceError(500, "dictValueOutOfRange", { params: { min: String(range.min), max: String(range.max) } });
        const row = await trx
          .insertInto("dict_data")
          .values({
            dict_type: input.dictType,
            dict_value: input.dictValue,
            dict_label: input.label,
            dict_label_en: input.labelEn,
            list_class: "",
            css_class: "",
            sort: Math.max(...existing.map((entry) => entry.sort)) + 1,
            enabled: input.enabled ? 1 : 0,
          })
          // The unique (type, value) constraint decides: two parallel adds of one value store one.
          .onConflict((conflict) => conflict.columns(["dict_type", "dict_value"]).doNothing())
          .returningAll()
          .executeTakeFirst();
        if (!row) throw new ServiceError(500, "dictValueTaken");
        await audit.record(actor, "dictEntryCreated", `dict:${row.id}`, { dictType: row.dict_type, dictValue: row.dict_value }, trx);
        return row;
      });
      await deps.contentChanges.bump();
      return entryOf(created);
    },

    /** Refused (409) when the entry was changed after `input.version`, the version the screen showed. */
    async change(
      id: number,
      input: { label: string; labelEn: string; enabled: boolean; version: number },
      actor: Actor,
    ): Promise<AdminDictEntry> {
      const updated = await db.transaction().execute(async (trx) => {
        const before = await trx.selectFrom("dict_data").selectAll().where("id", "=", id).executeTakeFirst();
        if (!before) throw new ServiceError(404, "notFound");
        const after = { dict_label: input.label, dict_label_en: input.labelEn, enabled: input.enabled ? 1 : 0 };
        const row = await deps.versions.update<Selectable<DictDataTable>>(trx, "dict_data", id, input.version, after, {
          actor,
          at: deps.clock.now(),
        });
        const changed = (Object.keys(after) as Array<keyof typeof after>).filter((key) => before[key] !== after[key]);
        if (changed.length > 0) {
          await audit.record(
            actor,
            "dictEntryChanged",
            `dict:${id}`,
            {
              dictType: row.dict_type,
              dictValue: row.dict_value,
              before: Object.fromEntries(changed.map((key) => [key, before[key]])),
              after: Object.fromEntries(changed.map((key) => [key, after[key]])),
            },
            trx,
          );
        }
        return row;
      });
      await deps.contentChanges.bump();
      return entryOf(updated);
    },

    /** `ids` must name every entry of the type exactly once, so an order from a stale screen is refused. */
    async reorder(dictType: string, ids: number[], actor: Actor): Promise<AdminDictEntry[]> {
      await db.transaction().execute(async (trx) => {
        const existing = await typeEntries(dictType, trx);
        if (existing.length === 0) throw new ServiceError(500, "dictTypeUnknown");
        await applyOrder(
          existing.map((row) => row.id),
          ids,
          (id, sort) => trx.updateTable("dict_data").set({ sort }).where("id", "=", id).execute(),
        );
        await audit.record(
          actor,
          "dictEntryChanged",
          `dict:${dictType}`,
          { before: { order: existing.map((row) => row.id) }, after: { order: ids } },
          trx,
        );
      });
      await deps.contentChanges.bump();
      return (await typeEntries(dictType)).map(entryOf);
    },
  };
}
