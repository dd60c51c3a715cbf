import { randomBytes } from "node:crypto";
import type { Kysely, Selectable } from "kysely";
import type { AdminHomeRow, AdminHomeRows, HomeBody, HomeChangeBody, HomeList } from "../../common/contracts/admin-home.ts";
import type { Database, HomeCustomerCaseTable, HomeQualificationTable, HomeSolutionTable } from "../db/schema.ts";
import type { Actor } from "./audit-log.ts";
import { customerCaseOf, qualificationOf, solutionOf } from "./home-content.ts";
import { applyOrder } from "./reorder.ts";
import type { ContentWriterDeps } from "./content-writer-deps.ts";
import { ServiceError } from "./service-error.ts";

const TABLES = { customerCase: "home_customer_case", solution: "home_solution", qualification: "home_qualification" } as const;
type HomeTable = (typeof TABLES)[HomeList];
type AnyHomeRow = Selectable<HomeCustomerCaseTable> | Selectable<HomeSolutionTable> | Selectable<HomeQualificationTable>;

/**
 * The three tables differ only in their text columns; this view of them lets one editor write any
 * of them, its bodies checked by the contracts (common/contracts/admin-home.ts) before they get here.
 */
type HomeRowColumns = { id: number; code: string; sort: number; hidden: number; image_url: string | null; created_at: number } & Record<
  string,
  string | number | null
>;
type HomeTables = { home_row: HomeRowColumns };
/** The list's table under the one name that view gives all three. */
const tableOf = (list: HomeList) => TABLES[list] as HomeTable as unknown as "home_row";

const rowOf = (list: HomeList, row: AnyHomeRow) => {
  const mapped =
    list === "customerCase"
      ? customerCaseOf(row as Selectable<HomeCustomerCaseTable>)
      : list === "solution"
        ? solutionOf(row as Selectable<HomeSolutionTable>)
        : qualificationOf(row as Selectable<HomeQualificationTable>);
  return { ...mapped, hidden: row.hidden === 1, version: row.version };
};

/** `titleEn` → `title_en`; `hidden` and `imageUrl` become the columns' own forms. */
function columnsOf(body: Record<string, unknown>): Record<string, string | number | null> {
  const columns: Record<string, string | number | null> = {};
  for (const [field, value] of Object.entries(body)) {
    if (field === "hidden") columns.hidden = value ? 1 : 0;
    else if (field === "imageUrl") columns.image_url = (value as string | null) ?? null;
    else columns[field.replace(/En$/, "_en")] = value as string;
  }
  return columns;
}

/**
 * The console's home-page lists: add, change, hide, reorder and delete rows, each write audited
 * in its transaction (with the home page's search entries) and announced through content changes once committed, so every instance's
 * home page shows it within CONTENT_CHECK_INTERVAL_MS.
 */
export function createHomeEditor(deps: ContentWriterDeps) {
  const db = deps.db as unknown as Kysely<HomeTables>;
  const { audit } = deps;
  const all = (list: HomeList, trx: Kysely<HomeTables> = db) =>
    trx.selectFrom(tableOf(list)).selectAll().orderBy("sort").orderBy("id").execute() as unknown as Promise<AnyHomeRow[]>;
  const written = async <T>(work: (trx: Kysely<HomeTables>) => Promise<T>): Promise<T> => {
    const result = await db.transaction().execute(async (trx) => {
      const done = await work(trx);
      // The home page's sections in the search index show the lists as they now are.
      await deps.searchIndex.pages(trx as unknown as Kysely<Database>);
      return done;
    });
    await deps.contentChanges.bump();
    return result;
  };

  return {
    async list<L extends HomeList>(list: L): Promise<AdminHomeRows<L>> {
      return (await all(list)).map((row) => rowOf(list, row)) as AdminHomeRows<L>;
    },

    async create<L extends HomeList>(list: L, body: HomeBody<L>, actor: Actor): Promise<AdminHomeRow<L>> {
      return written(async (trx) => {
        const last = await trx
          .selectFrom(tableOf(list))
          .select((eb) => eb.fn.max("sort").as("sort"))
          .executeTakeFirst();
        const row = (await trx
          .insertInto(tableOf(list))
          .values({
            ...columnsOf(body),
            code: `console-${randomBytes(6).toString("hex")}`,
            sort: Number(last?.sort ?? 0) + 1,
            created_at: deps.clock.now(),
          })
          .returningAll()
          .executeTakeFirstOrThrow()) as unknown as AnyHomeRow;
        await audit.record(actor, "homeRowCreated", `${list}:${row.id}`, { after: body }, trx as unknown as Kysely<Database>);
        return rowOf(list, row) as AdminHomeRow<L>;
      });
    },

    /** Refused (409) when the row was changed after `body.version`, the version the screen showed. */
    async change<L extends HomeList>(list: L, id: number, body: HomeChangeBody<L>, actor: Actor): Promise<AdminHomeRow<L>> {
      const { version, ...fields } = body;
      return written(async (trx) => {
        const before = await trx.selectFrom(tableOf(list)).selectAll().where("id", "=", id).executeTakeFirst();
        if (!before) throw new ServiceError(404, "notFound");
        const columns = columnsOf(fields);
        const row = await deps.versions.update<AnyHomeRow>(trx as unknown as Kysely<Database>, TABLES[list], id, version, columns, {
          actor,
          at: deps.clock.now(),
        });
        const changed = Object.keys(columns).filter((column) => before[column] !== columns[column]);
        if (changed.length > 0) {
          await audit.record(
            actor,
            "homeRowChanged",
            `${list}:${id}`,
            {
              before: Object.fromEntries(changed.map((column) => [column, before[column]])),
              after: Object.fromEntries(changed.map((column) => [column, columns[column]])),
            },
            trx as unknown as Kysely<Database>,
          );
        }
        return rowOf(list, row) as AdminHomeRow<L>;
      });
    },

    async remove(list: HomeList, id: number, actor: Actor): Promise<void> {
      await written(async (trx) => {
        const before = await trx.selectFrom(tableOf(list)).selectAll().where("id", "=", id).executeTakeFirst();
        if (!before) throw new ServiceError(404, "notFound");
        await trx.deleteFrom(tableOf(list)).where("id", "=", id).execute();
        await audit.record(actor, "homeRowDeleted", `${list}:${id}`, { before }, trx as unknown as Kysely<Database>);
      });
    },

    /** `ids` must name every row of the list exactly once, so an order from a stale screen is refused. */
    async reorder<L extends HomeList>(list: L, ids: number[], actor: Actor): Promise<AdminHomeRows<L>> {
      await written(async (trx) => {
        const existing = await all(list, trx);
        await applyOrder(
          existing.map((row) => row.id),
          ids,
          (id, sort) => trx.updateTable(tableOf(list)).set({ sort }).where("id", "=", id).execute(),
        );
        await audit.record(
          actor,
          "homeListReordered",
          list,
          { before: existing.map((row) => row.id), after: ids },
          trx as unknown as Kysely<Database>,
        );
      });
      return this.list(list);
    },
  };
}
