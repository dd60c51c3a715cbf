import type { Kysely } from "kysely";
import { newsColumns } from "../../../content/pages/news-seed.ts";
import type { Database } from "../schema.ts";
import { insertIgnoringDuplicates } from "./home-content.ts";

interface DictSeed {
  type: string;
  value: string;
  label: string;
  labelEn: string;
  listClass?: string;
}

/** The news columns' tag types (RuoYi's listClass), by column. */
const NEWS_COLUMN_TAGS = { 1: "primary", 2: "success", 3: "warning", 4: "info" } as const;

/** Dictionaries the site uses: booking demand types (spec section 3) and the news columns. */
export const DICT_SEED: DictSeed[] = [
  { type: "web_demand_type", value: "1", label: "云服务器", labelEn: "Cloud server", listClass: "primary" },
  { type: "web_demand_type", value: "2", label: "对象存储", labelEn: "Object storage", listClass: "primary" },
  { type: "web_demand_type", value: "3", label: "容器服务", labelEn: "Container service", listClass: "primary" },
  { type: "web_demand_type", value: "4", label: "数据库", labelEn: "Database", listClass: "primary" },
  { type: "web_demand_type", value: "5", label: "其他", labelEn: "Other", listClass: "info" },
  // Named with the articles' seed; from then on the console names, orders and disables them.
  ...newsColumns.zh_CN.map((column) => ({
    type: "web_news_column",
    value: String(column.id),
    label: column.name,
    labelEn: newsColumns.en_US.find((english) => english.id === column.id)?.name ?? column.name,
    listClass: NEWS_COLUMN_TAGS[column.id],
  })),
];

export async function seedDictionaries(db: Kysely<Database>): Promise<string[]> {
  if ((await db.selectFrom("dict_data").select("id").limit(1).execute()).length > 0) return [];
  await insertIgnoringDuplicates(() =>
    db
      .insertInto("dict_data")
      .values(
        DICT_SEED.map((row, index) => ({
          dict_type: row.type,
          dict_value: row.value,
          dict_label: row.label,
          dict_label_en: row.labelEn,
          list_class: row.listClass ?? "",
          css_class: "",
          sort: index + 1,
        })),
      )
      .execute(),
  );
  return ["dict_data"];
}
