import { describe, expect, it } from "vitest";
import { addDays, dayInZone, dayRangeInZone, dayStartInZone, formatInZone, isDay, isTimeZone, weekStart } from "../../common/site-time.ts";

const SHANGHAI = "Asia/Shanghai";
// Monday 2026-11-23, 02:30 in Beijing is Sunday 18:30 in UTC.
const mondayNightLead = new Date("2026-11-22T18:30:00Z");

describe("site time zone days", () => {
  it("puts a lead at 02:30 Beijing time on the Beijing Monday, not the UTC Sunday", () => {
    expect(dayInZone(mondayNightLead, SHANGHAI)).toBe("2026-11-23");
    expect(dayInZone(mondayNightLead, "UTC")).toBe("2026-11-22");
    expect(weekStart(dayInZone(mondayNightLead, SHANGHAI))).toBe("2026-11-23");
  });

  it("starts a Beijing day at 16:00 UTC of the day before", () => {
    expect(dayStartInZone("2026-11-23", SHANGHAI).toISOString()).toBe("2026-11-22T16:00:00.000Z");
  });

  it("selects the lead with a one-day filter of that Monday, and not with the Sunday", () => {
    const monday = dayRangeInZone({ from: "2026-11-23", to: "2026-11-23" }, SHANGHAI);
    expect(monday.start!.getTime()).toBeLessThanOrEqual(mondayNightLead.getTime());
    expect(monday.end!.getTime()).toBeGreaterThan(mondayNightLead.getTime());
    const sunday = dayRangeInZone({ from: "2026-11-22", to: "2026-11-22" }, SHANGHAI);
    expect(sunday.end!.getTime()).toBeLessThanOrEqual(mondayNightLead.getTime());
  });

  it("leaves an open end open", () => {
    expect(dayRangeInZone({ from: "2026-11-23" }, SHANGHAI)).toEqual({ start: new Date("2026-11-22T16:00:00Z") });
    expect(dayRangeInZone({}, SHANGHAI)).toEqual({});
  });

  it("begins weeks on Monday", () => {
    expect(weekStart("2026-11-29")).toBe("2026-11-23"); // Sunday
    expect(weekStart("2026-11-28")).toBe("2026-11-23"); // Saturday
    expect(weekStart("2026-11-23")).toBe("2026-11-23");
    expect(weekStart("2027-01-01")).toBe("2026-12-28");
  });

  it("adds days across months and years", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2024-03-01", -1)).toBe("2024-02-29");
  });

  it("follows daylight saving time where the zone has it", () => {
    // New York springs forward on 2026-03-08 and falls back on 2026-11-01.
    expect(dayStartInZone("2026-03-08", "America/New_York").toISOString()).toBe("2026-03-08T05:00:00.000Z");
    expect(dayStartInZone("2026-03-09", "America/New_York").toISOString()).toBe("2026-03-09T04:00:00.000Z");
    expect(dayStartInZone("2026-11-02", "America/New_York").toISOString()).toBe("2026-11-02T05:00:00.000Z");
    // Santiago skips its midnight: on 2026-09-06 the day begins at 01:00.
    expect(formatInZone(dayStartInZone("2026-09-06", "America/Santiago"), "America/Santiago")).toBe("2026-09-06 01:00");
  });

  it("formats an instant on the zone's wall clock", () => {
    expect(formatInZone(mondayNightLead, SHANGHAI)).toBe("2026-11-23 02:30");
    expect(formatInZone(mondayNightLead, SHANGHAI, { seconds: true })).toBe("2026-11-23 02:30:00");
  });

  it("validates days and zones", () => {
    expect(isDay("2026-02-28")).toBe(true);
    expect(isDay("2026-02-30")).toBe(false);
    expect(isDay("2026-2-3")).toBe(false);
    expect(isTimeZone(SHANGHAI)).toBe(true);
    expect(isTimeZone("Mars/Olympus")).toBe(false);
    expect(() => dayStartInZone("yesterday", SHANGHAI)).toThrow(RangeError);
  });
});
