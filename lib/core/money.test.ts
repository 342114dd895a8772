import { describe, expect, it } from "vitest";
import { AMOUNT_INVALID, AMOUNT_TOO_LARGE, AMOUNT_TOO_SMALL, nairaToKobo } from "./money";

describe("nairaToKobo", () => {
  it.each([
    ["15000", 1_500_000],
    ["15000.5", 1_500_050],
    ["15000.50", 1_500_050],
    ["100", 10_000],
    ["₦15,000.05", 1_500_005],
    ["NGN 2 500", 250_000],
    [" 1234567.89 ", 123_456_789],
    [19.99 * 10, 19_990],
    ["5000000", 500_000_000],
  ])("%s naira → %i kobo, exactly", (input, kobo) => {
    expect(nairaToKobo(input)).toEqual({ ok: true, kobo });
  });

  it("never goes through floating point: 0.29 and 1.005-style inputs stay exact", () => {
    expect(nairaToKobo("100.29")).toEqual({ ok: true, kobo: 10_029 });
    expect(nairaToKobo("1000.07")).toEqual({ ok: true, kobo: 100_007 });
  });

  it.each(["", "abc", "-500", "12.345", "1e5", "12..5", ".5", "Infinity", "0", "0.00"])("refuses %j", (input) => {
    expect(nairaToKobo(input)).toEqual({ ok: false, message: AMOUNT_INVALID });
  });

  it("refuses amounts below ₦100 and above ₦5,000,000", () => {
    expect(nairaToKobo("99.99")).toEqual({ ok: false, message: AMOUNT_TOO_SMALL });
    expect(nairaToKobo("5000000.01")).toEqual({ ok: false, message: AMOUNT_TOO_LARGE });
    expect(nairaToKobo(Number.NaN)).toEqual({ ok: false, message: AMOUNT_INVALID });
  });
});

describe("nairaToKobo with JSON numbers", () => {
  it("accepts a number with float noise but refuses one with more than two decimals", () => {
    expect(nairaToKobo(0.1 + 0.2 + 199.6)).toEqual({ ok: true, kobo: 19_990 });
    expect(nairaToKobo(150.125)).toEqual({ ok: false, message: AMOUNT_INVALID });
  });
});
