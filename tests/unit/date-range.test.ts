import { describe, expect, it } from "vitest";
import { addDateRange } from "../../common/date-range.ts";

const range = ["2024-01-01", "2024-01-31"] as const;

describe("addDateRange", () => {
  it("adds params.beginTime and params.endTime without a name", () => {
    expect(addDateRange({ pageNum: 1 }, range)).toEqual({
      pageNum: 1,
      params: { beginTime: "2024-01-01", endTime: "2024-01-31" },
    });
  });

  it("adds params.begin{Name} and params.end{Name} with a name", () => {
    expect(addDateRange({ pageNum: 1 }, range, "CreateTime")).toEqual({
      pageNum: 1,
      params: { beginCreateTime: "2024-01-01", endCreateTime: "2024-01-31" },
    });
  });

  it("keeps existing params entries and does not mutate the query", () => {
    const query = { pageNum: 2, params: { other: "x", beginTime: "old" } };
    const result = addDateRange(query, range);
    expect(result.params).toEqual({ other: "x", beginTime: "2024-01-01", endTime: "2024-01-31" });
    expect(query).toEqual({ pageNum: 2, params: { other: "x", beginTime: "old" } });
    expect(result.params).not.toBe(query.params);
  });

  it.each([
    ["an empty array", []],
    ["null", null],
    ["undefined", undefined],
  ])("sets nothing for %s", (_label, value) => {
    expect(addDateRange({ pageNum: 1 }, value)).toEqual({ pageNum: 1, params: {} });
  });

  it("sets nothing for a non-array value that slipped past the types", () => {
    expect(addDateRange({}, "2024-01-01" as unknown as string[])).toEqual({ params: {} });
  });

  it("replaces a params value that is not a plain object, as RuoYi does", () => {
    expect(addDateRange({ params: ["x"] }, range).params).toEqual({
      beginTime: "2024-01-01",
      endTime: "2024-01-31",
    });
  });
});
