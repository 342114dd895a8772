import { describe, expect, it } from "vitest";
import { WORKER_REQUIRED, workerSchema } from "./worker-schema";

describe("workerSchema", () => {
  it("keeps name and role, trimmed, and drops anything else (the ID number is the server's)", () => {
    expect(workerSchema.parse({ name: " Musa ", role: "Driver", number: "1", idNumber: "MNB-0001" })).toEqual({
      name: "Musa",
      role: "Driver",
    });
  });
  it.each([{}, { name: "Musa" }, { role: "Driver" }, { name: " ", role: "Driver" }])(
    "answers %o with the spec's message",
    (input) => {
      expect(workerSchema.safeParse(input).error?.issues[0]?.message).toBe(WORKER_REQUIRED);
    },
  );
});
