import { describe, expect, it, vi } from "vitest";
import type { Language } from "../../common/constants.ts";
import { createDictStore, selectDictLabel, toDictOption, type DictEntry, type DictFetcher } from "../../app/stores/dict-store.ts";

const demandTypes: Record<Language, DictEntry[]> = {
  zh_CN: [
    { dictLabel: "云服务器", dictValue: "1", listClass: "primary", cssClass: "" },
    { dictLabel: "其他", dictValue: "5", listClass: "info", cssClass: "tag-other" },
  ],
  en_US: [
    { dictLabel: "Cloud server", dictValue: "1", listClass: "primary", cssClass: "" },
    { dictLabel: "Other", dictValue: "5", listClass: "info", cssClass: "tag-other" },
  ],
};

/** A fetcher whose answers the test releases by hand. */
function manualFetcher() {
  const calls: Array<{ type: string; language: Language; resolve(entries: DictEntry[]): void; reject(error: Error): void }> = [];
  const fetcher = vi.fn<DictFetcher>(
    (type: string, language: Language) =>
      new Promise<DictEntry[]>((resolve, reject) => {
        calls.push({ type, language, resolve, reject });
      }),
  );
  return { fetcher, calls };
}

describe("dictionary cache (spec sections 3 and 4, reference section 4)", () => {
  it("maps dictLabel, dictValue, listClass, cssClass to label, value, elTagType, elTagClass", () => {
    expect(toDictOption({ dictLabel: "其他", dictValue: "5", listClass: "info", cssClass: "x" })).toEqual({
      label: "其他",
      value: "5",
      elTagType: "info",
      elTagClass: "x",
    });
    // Numbers from a server are kept as strings, the way the select options compare them.
    expect(toDictOption({ dictLabel: "a", dictValue: 3 as unknown as string, listClass: "", cssClass: "" }).value).toBe("3");
  });

  it("fills a type on its first request and serves it from the cache afterwards", async () => {
    const fetcher = vi.fn<DictFetcher>(async (_type: string, language: Language) => demandTypes[language]);
    const store = createDictStore(fetcher);
    expect(store.getState().getDict("web_demand_type", "zh_CN")).toBeUndefined();
    const first = await store.getState().loadDict("web_demand_type", "zh_CN");
    expect(first.map((option) => option.label)).toEqual(["云服务器", "其他"]);
    expect(store.getState().getDict("web_demand_type", "zh_CN")).toEqual(first);
    expect(await store.getState().loadDict("web_demand_type", "zh_CN")).toBe(first);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(fetcher).toHaveBeenCalledWith("web_demand_type", "zh_CN");
  });

  it("concurrent first requests for a type share one call", async () => {
    const { fetcher, calls } = manualFetcher();
    const store = createDictStore(fetcher);
    const requests = [
      store.getState().loadDict("web_demand_type", "zh_CN"),
      store.getState().loadDict("web_demand_type", "zh_CN"),
      store.getState().loadDict("web_demand_type", "zh_CN"),
    ];
    expect(fetcher).toHaveBeenCalledTimes(1);
    calls[0]!.resolve(demandTypes.zh_CN);
    const [a, b, c] = await Promise.all(requests);
    expect(a).toBe(b);
    expect(b).toBe(c);
    // One entry per type, not one per request (the reference appends duplicates here).
    expect(store.getState().dict).toHaveLength(1);
  });

  it("different types are separate calls and separate entries", async () => {
    const fetcher = vi.fn<DictFetcher>(async (type: string) =>
      type === "web_news_column" ? [{ dictLabel: "公司动态", dictValue: "1", listClass: "", cssClass: "" }] : demandTypes.zh_CN,
    );
    const store = createDictStore(fetcher);
    await Promise.all([store.getState().loadDict("web_demand_type", "zh_CN"), store.getState().loadDict("web_news_column", "zh_CN")]);
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(
      store
        .getState()
        .dict.map((item) => item.key)
        .toSorted(),
    ).toEqual(["web_demand_type", "web_news_column"]);
  });

  it("keys the cache by type and language, so a language change never shows the other language's labels", async () => {
    const fetcher = vi.fn<DictFetcher>(async (_type: string, language: Language) => demandTypes[language]);
    const store = createDictStore(fetcher);
    await store.getState().loadDict("web_demand_type", "zh_CN");
    const english = await store.getState().loadDict("web_demand_type", "en_US");
    expect(english.map((option) => option.label)).toEqual(["Cloud server", "Other"]);
    expect(
      store
        .getState()
        .getDict("web_demand_type", "zh_CN")!
        .map((option) => option.label),
    ).toEqual(["云服务器", "其他"]);
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it("removeDict forgets one type (in every language); the next request fetches it again", async () => {
    const fetcher = vi.fn<DictFetcher>(async (_type: string, language: Language) => demandTypes[language]);
    const store = createDictStore(fetcher);
    await store.getState().loadDict("web_demand_type", "zh_CN");
    await store.getState().loadDict("web_demand_type", "en_US");
    store.getState().setDict("other_type", "zh_CN", []);
    expect(store.getState().removeDict("web_demand_type")).toBe(true);
    expect(store.getState().removeDict("web_demand_type")).toBe(false);
    expect(store.getState().dict.map((item) => item.key)).toEqual(["other_type"]);
    await store.getState().loadDict("web_demand_type", "zh_CN");
    expect(fetcher).toHaveBeenCalledTimes(3);
  });

  it("cleanDict forgets everything, including an answer still on its way", async () => {
    const { fetcher, calls } = manualFetcher();
    const store = createDictStore(fetcher);
    store.getState().setDict("a", "zh_CN", []);
    const pending = store.getState().loadDict("web_demand_type", "zh_CN");
    store.getState().cleanDict();
    expect(store.getState().dict).toEqual([]);
    calls[0]!.resolve(demandTypes.zh_CN);
    // The caller still gets its answer, but the cleared cache does not take it back.
    expect((await pending).map((option) => option.value)).toEqual(["1", "5"]);
    expect(store.getState().getDict("web_demand_type", "zh_CN")).toBeUndefined();
  });

  it("a failed call is not cached: the next request tries again", async () => {
    const { fetcher, calls } = manualFetcher();
    const store = createDictStore(fetcher);
    const failing = store.getState().loadDict("web_demand_type", "zh_CN");
    calls[0]!.reject(new Error("Network Error"));
    await expect(failing).rejects.toThrow("Network Error");
    const retry = store.getState().loadDict("web_demand_type", "zh_CN");
    expect(fetcher).toHaveBeenCalledTimes(2);
    calls[1]!.resolve(demandTypes.zh_CN);
    expect(await retry).toHaveLength(2);
  });

  it("selectDictLabel: the label, else the raw value, '' for undefined", () => {
    const options = demandTypes.zh_CN.map(toDictOption);
    expect(selectDictLabel(options, 5)).toBe("其他");
    expect(selectDictLabel(options, "1")).toBe("云服务器");
    expect(selectDictLabel(options, "9")).toBe("9");
    expect(selectDictLabel(options, undefined)).toBe("");
  });
});
