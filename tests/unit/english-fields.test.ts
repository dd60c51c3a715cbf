import { describe, expect, it } from "vitest";
import { applyEnglishFields } from "../../common/english-fields.ts";

describe("applyEnglishFields", () => {
  it("copies xEn over x at every depth without changing the input", () => {
    const input = {
      title: "标题",
      titleEn: "Title",
      rows: [{ name: "名称", nameEn: "Name", code: 1 }],
      meta: { summary: "摘要", summaryEn: "Summary" },
    };
    const output = applyEnglishFields(input);
    expect(output).toEqual({
      title: "Title",
      titleEn: "Title",
      rows: [{ name: "Name", nameEn: "Name", code: 1 }],
      meta: { summary: "Summary", summaryEn: "Summary" },
    });
    expect(input.title).toBe("标题");
  });

  it("keeps the Chinese value when the English one is empty, and ignores a bare 'En' key", () => {
    expect(applyEnglishFields({ title: "标题", titleEn: "", En: "x" })).toEqual({ title: "标题", titleEn: "", En: "x" });
    expect(applyEnglishFields({ title: "标题", titleEn: null })).toEqual({ title: "标题", titleEn: null });
  });

  it("passes primitives and null through", () => {
    expect(applyEnglishFields(null)).toBeNull();
    expect(applyEnglishFields("text")).toBe("text");
    expect(applyEnglishFields([1, 2])).toEqual([1, 2]);
  });
});
