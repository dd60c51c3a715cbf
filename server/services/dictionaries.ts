import type { Kysely } from "kysely";
import type { Language } from "../../common/constants.ts";
import type { DictEntry } from "../../common/contracts/content.ts";
import type { Database } from "../db/schema.ts";

const DICT_TYPE = /^[a-z][a-z0-9_]{0,99}$/;

/**
 * Dictionary lists by type (spec section 7), labelled in the request's language; an unknown type
 * has none. `list` is what the public is offered (enabled entries, in order); `labels` also names
 * disabled entries, for what already refers to them (lead mails, the console, exports).
 */
export function createDictionaries(db: Kysely<Database>) {
  const entries = async (dictType: string, language: Language, enabledOnly: boolean): Promise<DictEntry[]> => {
    if (!DICT_TYPE.test(dictType)) return [];
    let query = db.selectFrom("dict_data").selectAll().where("dict_type", "=", dictType);
    if (enabledOnly) query = query.where("enabled", "=", 1);
    const rows = await query.orderBy("sort").orderBy("id").execute();
    return rows.map((row) => ({
      dictLabel: language === "en_US" ? row.dict_label_en : row.dict_label,
      dictValue: row.dict_value,
      listClass: row.list_class,
      cssClass: row.css_class,
    }));
  };
  return {
    list: (dictType: string, language: Language) => entries(dictType, language, true),
    labels: (dictType: string, language: Language) => entries(dictType, language, false),
    async has(dictType: string, value: string): Promise<boolean> {
      return Boolean(
        await db
          .selectFrom("dict_data")
          .select("id")
          .where("dict_type", "=", dictType)
          .where("dict_value", "=", value)
          .where("enabled", "=", 1)
          .executeTakeFirst(),
      );
    },
  };
}

export type Dictionaries = ReturnType<typeof createDictionaries>;
