import { createStore } from "zustand/vanilla";
import type { Language } from "../../common/constants.ts";

/** A dictionary entry as GET /v1/web/dict/data/type/{dictType} returns it (spec section 3). */
export interface DictEntry {
  dictLabel: string;
  dictValue: string;
  listClass: string;
  cssClass: string;
}

/** The entry as the pages use it: label, value, tag type (listClass) and tag class (cssClass). */
export interface DictOption {
  label: string;
  value: string;
  elTagType: string;
  elTagClass: string;
}

/** One cached list. Labels differ by language, so the cache is keyed by type and language. */
export interface DictCacheItem {
  key: string;
  language: Language;
  value: DictOption[];
}

export type DictFetcher = (dictType: string, language: Language) => Promise<DictEntry[]>;

export interface DictState {
  dict: DictCacheItem[];
  /** The cached list of a type in a language, or undefined when it has not been loaded. */
  getDict(key: string, language: Language): DictOption[] | undefined;
  setDict(key: string, language: Language, value: DictOption[]): void;
  /** Forgets a type (in every language); true when something was removed. */
  removeDict(key: string): boolean;
  /** Forgets every type. */
  cleanDict(): void;
  /**
   * The list of a type: from the cache, else fetched once. Concurrent first requests for the same
   * type and language share one call; a failed call is not cached, so the next request retries.
   */
  loadDict(key: string, language: Language): Promise<DictOption[]>;
}

/** RuoYi's useDict mapping: dictLabel -> label, dictValue -> value, listClass -> elTagType, cssClass -> elTagClass. */
export function toDictOption(entry: DictEntry): DictOption {
  return { label: entry.dictLabel, value: String(entry.dictValue), elTagType: entry.listClass ?? "", elTagClass: entry.cssClass ?? "" };
}

/** Reference section 4 selectDictLabel: the label of the value, the raw value when unknown, "" for undefined. */
export function selectDictLabel(options: readonly DictOption[], value: string | number | null | undefined): string {
  if (value === undefined || value === null) return "";
  const text = String(value);
  return options.find((option) => option.value === text)?.label ?? text;
}

const cacheKey = (key: string, language: Language) => `${language}\u0000${key}`;

/**
 * The client dictionary cache of spec sections 3 and 4, over an injected fetcher (the browser's
 * request layer in the app, a stub in tests). Not persisted: a reload starts empty.
 */
export function createDictStore(fetcher: DictFetcher) {
  const inFlight = new Map<string, Promise<DictOption[]>>();
  // Bumped by removeDict/cleanDict, so an answer that arrives afterwards is not cached.
  const generations = new Map<string, number>();
  let epoch = 0;
  const generationOf = (key: string) => `${epoch}:${generations.get(key) ?? 0}`;

  return createStore<DictState>()((set, get) => ({
    dict: [],
    getDict: (key, language) => get().dict.find((item) => item.key === key && item.language === language)?.value,
    setDict: (key, language, value) => {
      if (!key) return;
      const others = get().dict.filter((item) => !(item.key === key && item.language === language));
      set({ dict: [...others, { key, language, value }] });
    },
    removeDict: (key) => {
      generations.set(key, (generations.get(key) ?? 0) + 1);
      for (const pending of inFlight.keys()) if (pending.endsWith(`\u0000${key}`)) inFlight.delete(pending);
      const { dict } = get();
      const kept = dict.filter((item) => item.key !== key);
      if (kept.length === dict.length) return false;
      set({ dict: kept });
      return true;
    },
    cleanDict: () => {
      epoch += 1;
      generations.clear();
      inFlight.clear();
      set({ dict: [] });
    },
    loadDict: (key, language) => {
      const cached = get().getDict(key, language);
      if (cached) return Promise.resolve(cached);
      const id = cacheKey(key, language);
      const pending = inFlight.get(id);
      if (pending) return pending;
      const generation = generationOf(key);
      const request = fetcher(key, language)
        .then((entries) => {
          const options = (Array.isArray(entries) ? entries : []).map(toDictOption);
          if (generationOf(key) === generation) get().setDict(key, language, options);
          return options;
        })
        .finally(() => {
          if (inFlight.get(id) === request) inFlight.delete(id);
        });
      inFlight.set(id, request);
      return request;
    },
  }));
}

export type DictStore = ReturnType<typeof createDictStore>;
