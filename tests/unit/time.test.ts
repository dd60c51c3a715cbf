import { describe, expect, it } from "vitest";
import { parseTime } from "../../common/time.ts";

// Local-time constructors keep every expectation independent of the machine's time zone.
const friday = new Date(2024, 0, 5, 3, 4, 5);
const lateEvening = new Date(2024, 11, 29, 23, 59, 58);

describe("parseTime", () => {
  it.each([
    ["undefined", undefined],
    ["null", null],
    ["0", 0],
    ["an empty string", ""],
  ])("returns null for %s", (_label, value) => {
    expect(parseTime(value)).toBeNull();
  });

  it("returns null for an unparsable string", () => {
    expect(parseTime("not a date")).toBeNull();
  });

  it("uses {y}-{m}-{d} {h}:{i}:{s} by default and pads values below 10", () => {
    expect(parseTime(friday)).toBe("2024-01-05 03:04:05");
    expect(parseTime(lateEvening)).toBe("2024-12-29 23:59:58");
  });

  it("accepts repeated token letters and free text around tokens", () => {
    expect(parseTime(friday, "{yyyy}年{mm}月{dd}日 {hh}时{ii}分{ss}秒")).toBe("2024年01月05日 03时04分05秒");
    expect(parseTime(friday, "{y}/{m}")).toBe("2024/01");
  });

  it("gives Chinese weekday names, unpadded, with Sunday as 日", () => {
    expect(parseTime(friday, "{a}")).toBe("五");
    expect(parseTime(lateEvening, "周{a}")).toBe("周日");
    expect(parseTime(new Date(2024, 0, 1), "{aaa}")).toBe("一");
  });

  it("treats a 10-digit number as seconds", () => {
    const seconds = Math.floor(friday.getTime() / 1000);
    expect(String(seconds)).toHaveLength(10);
    expect(parseTime(seconds)).toBe(parseTime(new Date(seconds * 1000)));
    expect(parseTime(seconds)).toBe("2024-01-05 03:04:05");
  });

  it("treats a 13-digit number as milliseconds", () => {
    expect(parseTime(friday.getTime())).toBe("2024-01-05 03:04:05");
  });

  it("parses digit-only strings as numbers, including 10-digit seconds", () => {
    expect(parseTime(String(friday.getTime()))).toBe("2024-01-05 03:04:05");
    expect(parseTime(String(friday.getTime() / 1000))).toBe("2024-01-05 03:04:05");
  });

  it("reads server date strings as local time, dropping milliseconds and the T", () => {
    expect(parseTime("2024-01-05 03:04:05")).toBe("2024-01-05 03:04:05");
    expect(parseTime("2024-01-05T03:04:05.123")).toBe("2024-01-05 03:04:05");
    expect(parseTime("2024-01-05", "{y}{m}{d} {h}")).toBe("20240105 00");
  });
});
