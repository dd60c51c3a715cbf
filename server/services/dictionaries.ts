import type { Kysely } from "kysely";
import type { Language } from "../../common/constants.ts";
import type { DictEntry } from "../../common/contracts/content.ts";
import type { Database } from "../db/schema.ts";

const DICT_TYPE = /^[a-z][a-z0-9_]{0,99}$/;

/** Dictionary lists by type (spec section 7), labelled in the request's language; an unknown type has none. */
export function createDictionaries(db: Kysely<Database>) {
  return {
    async list(dictType: string, language: Language): Promise<DictEntry[]> {
      if (!DICT_TYPE.test(dictType)) return [];
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
