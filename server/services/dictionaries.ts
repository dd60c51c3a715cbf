import type { Kysely } from "kysely";
import type { Language } from "../../common/constants.ts";
import type { Database } from "../db/schema.ts";

export interface DictEntry {
  dictLabel: string;
  dictValue: string;
  listClass: string;
  cssClass: string;
}

/** Dictionary lists by type (spec section 7), labelled in the request's language. */
export function createDictionaries(db: Kysely<Database>) {
  return {
    async list(dictType: string, language: Language): Promise<DictEntry[]> {
      const rows = await db.selectFrom("dict_data").selectAll().where("dict_type", "=", dictType).orderBy("sort").execute();
      return rows.map((row) => ({
        dictLabel: language === "en_US" ? row.dict_label_en : row.dict_label,
        dictValue: row.dict_value,
        listClass: row.list_class,
        cssClass: row.css_class,
      }));
    },
    async has(dictType: string, value: string): Promise<boolean> {
      return Boolean(
        await db.selectFrom("dict_data").select("id").where("dict_type", "=", dictType).where("dict_value", "=", value).executeTakeFirst(),
      );
    },
  };
}

export type Dictionaries = ReturnType<typeof createDictionaries>;
