import { describe, expect, it } from "vitest";
import { normaliseEmail } from "./email-identity";

describe("normaliseEmail", () => {
  it("ignores case and surrounding space", () => {
    expect(normaliseEmail("  Fan@Example.COM ")).toBe("fan@example.com");
  });

  it("drops a +tag at any provider", () => {
    expect(normaliseEmail("fan+again@example.com")).toBe("fan@example.com");
    expect(normaliseEmail("fan+a+b@example.com")).toBe("fan@example.com");
  });

  it("treats Gmail's dots and googlemail.com as the same mailbox", () => {
    expect(normaliseEmail("Jane.Doe+new@GoogleMail.com")).toBe("janedoe@gmail.com");
    expect(normaliseEmail("j.a.n.e.doe@gmail.com")).toBe("janedoe@gmail.com");
  });

  it("keeps dots elsewhere, where they name another mailbox", () => {
    expect(normaliseEmail("jane.doe@example.com")).toBe("jane.doe@example.com");
  });

  it("keeps a name that is only a tag, and text without an @, as typed (lower case)", () => {
    expect(normaliseEmail("+tag@example.com")).toBe("+tag@example.com");
    expect(normaliseEmail("Nobody")).toBe("nobody");
  });
});
