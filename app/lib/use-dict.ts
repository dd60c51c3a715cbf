import { useEffect, useMemo } from "react";
import { useStore } from "zustand";
import type { Language } from "../../common/constants.ts";
import { createDictStore, type DictEntry, type DictOption } from "../stores/dict-store.ts";
import { get } from "./http/client.ts";
import { useSite } from "./use-site.ts";

/**
 * The browser's dictionary cache. GET /v1/web/dict/data/type/{type} is sent without the token;
 * the request layer seals only POST and PUT bodies, so the list is asked for in plain (the server
 * seals its answer only when the request carries a wrapped key). The request's Content-Language
 * is the page's, which is the language the cache files the answer under.
 */
export const dictStore = createDictStore(async (dictType: string, _language: Language) => {
  const { data } = await get<DictEntry[]>(`/v1/web/dict/data/type/${encodeURIComponent(dictType)}`);
  return data;
});

/**
 * RuoYi's useDict(...types): an object keyed by type whose lists start empty and fill in once
 * loaded; a type already cached (in this page's language) is not requested again.
 */
export function useDict<const T extends string>(...types: T[]): Record<T, DictOption[]> {
  const { language } = useSite();
  const dict = useStore(dictStore, (state) => state.dict);
  const key = types.join(",");

  useEffect(() => {
    for (const type of key.split(",")) {
      // Failures were shown by the request layer; the list stays empty.
      if (type)
        dictStore
          .getState()
          .loadDict(type, language)
          .catch(() => undefined);
    }
  }, [key, language]);

  return useMemo(() => {
    const result = {} as Record<T, DictOption[]>;
    for (const type of key.split(",") as T[]) {
      result[type] = dict.find((item) => item.key === type && item.language === language)?.value ?? [];
    }
    return result;
  }, [dict, key, language]);
}
