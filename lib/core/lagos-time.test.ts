import { describe, expect, it } from "vitest";
import { lagosDayRange, lagosLocalToUtc, utcToLagosLocal, lagosToday, calendarDay } from "./lagos-time";
import { releaseDayLabel } from "@/lib/smart-links/reminder-copy";

describe("Lagos time", () => {
  it("reads a datetime-local value as West Africa Time (UTC+1)", () => {
    expect(lagosLocalToUtc("2026-12-01T14:30")?.toISOString()).toBe("2026-12-01T13:30:00.000Z");
    expect(lagosLocalToUtc("2027-01-01T00:15:20")?.toISOString()).toBe("2026-12-31T23:15:20.000Z");
  });

  it("refuses dates that do not exist and text that is not a local date and time", () => {
    for (const text of [
      "2026-02-30T10:00",
      "2026-13-01T10:00",
      "2026-12-01T24:00",
      "2026-12-01",
      "2026-12-01T14:30Z",
      "tomorrow",
      "",
    ]) {
      expect(lagosLocalToUtc(text)).toBeNull();
    }
  });

  it("shows a stored instant back in Lagos time, the same text the form sent", () => {
    expect(utcToLagosLocal(lagosLocalToUtc("2026-06-15T09:05")!)).toBe("2026-06-15T09:05");
  });

  it("names the UTC span of a Lagos calendar day", () => {
    const [start, end] = lagosDayRange("2026-12-01")!;
    expect(start.toISOString()).toBe("2026-11-30T23:00:00.000Z");
    expect(end.toISOString()).toBe("2026-12-01T23:00:00.000Z");
  });
});

describe("lagosToday and calendarDay", () => {
  it("is Lagos's calendar day, an hour ahead of UTC", () => {
    expect(lagosToday(new Date("2026-12-01T22:59:00Z"))).toBe("2026-12-01");
    expect(lagosToday(new Date("2026-12-01T23:00:00Z"))).toBe("2026-12-02");
  });

  it("takes only real days", () => {
    expect(calendarDay(" 2028-02-29 ")).toBe("2028-02-29");
    expect(calendarDay("2027-02-29")).toBeNull();
    expect(calendarDay("2027-1-5")).toBeNull();
  });
});

describe("releaseDayLabel", () => {
  it("names the day as people read it", () => {
    expect(releaseDayLabel("2026-12-04")).toBe("Friday, 4 December 2026");
  });
});
