import { describe, expect, it } from "vitest";
import { easeOut } from "./animated-counters";

describe("easeOut", () => {
  it("starts at 0, ends exactly at 1 and never goes backwards", () => {
    expect(easeOut(0)).toBe(0);
    expect(easeOut(1)).toBe(1);
    const steps = Array.from({ length: 11 }, (_, i) => easeOut(i / 10));
    expect(steps).toEqual([...steps].sort((a, b) => a - b));
    expect(easeOut(0.5)).toBeGreaterThan(0.5);
  });
});
