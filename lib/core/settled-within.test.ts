import { describe, expect, it } from "vitest";
import { settledWithin } from "./settled-within";

const later = <T>(ms: number, value: T, fail = false) =>
  new Promise<T>((resolve, reject) => setTimeout(() => (fail ? reject(new Error("no")) : resolve(value)), ms));

describe("settledWithin", () => {
  it("answers true as soon as the work settles, failed or not", async () => {
    const began = Date.now();
    expect(await settledWithin(later(10, 1), 5_000)).toBe(true);
    expect(await settledWithin(later(10, 1, true), 5_000)).toBe(true);
    expect(Date.now() - began).toBeLessThan(4_000);
  });

  it("answers false when the time runs out first, and the work still finishes", async () => {
    const work = later(80, "done");
    expect(await settledWithin(work, 10)).toBe(false);
    expect(await work).toBe("done");
  });
});
