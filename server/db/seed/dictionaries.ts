import type { Kysely } from "kysely";
import type { Database } from "../schema.ts";
import { insertIgnoringDuplicates } from "./home-content.ts";

interface DictSeed {
  type: string;
  value: string;
  label: string;
  labelEn: string;
  listClass?: string;
}

/** Dictionaries the site uses: booking demand types (spec section 3) and the news columns. */
export const DICT_SEED: DictSeed[] = [
  { type: "web_demand_type", value: "1", label: "云服务器", labelEn: "Cloud server", listClass: "primary" },
  { type: "web_demand_type", value: "2", label: "对象存储", labelEn: "Object storage", listClass: "primary" },
  { type: "web_demand_type", value: "3", label: "容器服务", labelEn: "Container service", listClass: "primary" },
  { type: "web_demand_type", value: "4", label: "数据库", labelEn: "Database", listClass: "primary" },
  { type: "web_demand_type", value: "5", label: "其他", labelEn: "Other", listClass: "info" },
  { type: "web_news_column", value: "1", label: "公司动态", labelEn: "Company News", listClass: "primary" },
  { type: "web_news_column", value: "2", label: "行业资讯", labelEn: "Industry Insights", listClass: "success" },
  { type: "web_news_column", value: "3", label: "产品发布", labelEn: "Product Updates", listClass: "warning" },
  { type: "web_news_column", value: "4", label: "媒体报道", labelEn: "Media Coverage", listClass: "info" },
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
