import { describe, expect, it } from "vitest";
import { formatDate, formatMoney, formatNaira } from "./format";

describe("formatNaira", () => {
  it("turns kobo into whole naira with the ₦ sign and thousands separators", () => {
    expect(formatNaira(15_000_000)).toBe("₦150,000");
    expect(formatNaira(60_000_000)).toBe("₦600,000");
    expect(formatNaira(250_050)).toBe("₦2,500.50");
    expect(formatNaira(5)).toBe("₦0.05");
    expect(formatMoney(250_050, "NGN")).toBe("₦2,500.50");
    expect(formatMoney(1_999, "USD")).toBe("USD 19.99");
  });
});

describe("formatDate", () => {
  it("uses Lagos time", () => {
    expect(formatDate("2026-01-31T23:30:00Z")).toBe("1 Feb 2026");
  });
});
