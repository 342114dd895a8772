import { describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/db", () => ({ db: {} }));
const { mailboxKey, notMeUrl, readNotMeToken } = await import("./suppression");

describe("mailboxKey", () => {
  it("gives one key to the spellings that reach one mailbox", () => {
    expect(mailboxKey(" Victim.Name+reminder@GMAIL.com ")).toBe("victimname@gmail.com");
    expect(mailboxKey("victim.name@googlemail.com")).toBe("victimname@gmail.com");
    expect(mailboxKey("Ada+x@example.com")).toBe("ada@example.com");
    // Dots matter outside Gmail.
    expect(mailboxKey("a.da@example.com")).not.toBe(mailboxKey("ada@example.com"));
  });
});

describe("not-me links", () => {
  it("name the mailbox they were made for and refuse a forged one", () => {
    const token = notMeUrl("Fan+1@Example.com").split("/not-me/")[1];
    expect(readNotMeToken(token)).toBe("fan@example.com");
    const forged = `${Buffer.from("someone@example.com").toString("base64url")}.${token.split(".")[1]}`;
    expect(readNotMeToken(forged)).toBeNull();
    expect(readNotMeToken("nonsense")).toBeNull();
  });
});
