import { describe, expect, it } from "vitest";
import { formatWorkerNumber } from "./worker-number";

describe("formatWorkerNumber", () => {
  it("pads the sequence number to four digits behind the prefix", () => {
    expect(formatWorkerNumber(7)).toBe("MNB-0007");
    expect(formatWorkerNumber(1234)).toBe("MNB-1234");
  });
  it("keeps every digit past 9999, so numbers stay distinct", () => {
    expect(formatWorkerNumber(12345)).toBe("MNB-12345");
  });
});
