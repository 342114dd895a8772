import { describe, expect, it } from "vitest";
import { handleKey, isReservedHandle } from "./handle";

describe("handleKey", () => {
  it("folds case, separators and look-alike characters into one key", () => {
    const key = handleKey("wizkid");
    for (const same of ["WizKid", "wiz-kid", "wiz_kid", "wiz.kid", "w1zk1d", "wizkld", "wіzkіd" /* Cyrillic і */]) {
      expect(handleKey(same), same).toBe(key);
    }
    expect(handleKey("rnusic")).toBe(handleKey("music"));
    expect(handleKey("b00m")).toBe(handleKey("boom"));
    expect(handleKey("tems")).not.toBe(handleKey("temz"));
  });
});

describe("isReservedHandle", () => {
  it("refuses a handle that contains a reserved word, however it is spelled", () => {
    for (const handle of [
      "mynationblog-official",
      "mnb-support",
      "official-mnb",
      "my-nation-blog",
      "MNB",
      "0fficial",
      "оfficial" /* Cyrillic о */,
      "paystack-refunds",
      "adm1n",
      "the-staff",
      "helpdesk",
      "s-u-p-p-o-r-t",
    ]) {
      expect(isReservedHandle(handle), handle).toBe(true);
    }
  });

  it("lets ordinary creator handles through", () => {
    for (const handle of ["tems", "burna-boy", "asake", "wizkid", "davido-music"]) {
      expect(isReservedHandle(handle), handle).toBe(false);
    }
  });
});
