import { describe, expect, it } from "vitest";
import { ADMIN_REQUIRED, adminCreateSchema, adminUpdateSchema } from "./admin-schema";
import { signUpSchema } from "./schema";

const messageOf = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe("adminCreateSchema", () => {
  it("keeps name, lowercased email and password, and drops anything else (a role cannot be chosen here)", () => {
    expect(
      adminCreateSchema.parse({ name: " Amaka ", email: "Amaka@Example.COM", password: "long-enough", role: "USER" }),
    ).toEqual({
      name: "Amaka",
      email: "amaka@example.com",
      password: "long-enough",
    });
  });
  it.each([{}, { email: "a@b.co", password: "long-enough" }, { name: "A", email: " ", password: "long-enough" }])(
    "answers %o with the required message",
    (input) => {
      expect(messageOf(adminCreateSchema.safeParse(input))).toBe(ADMIN_REQUIRED);
    },
  );
  it.each([
    ["not-an-email", "long-enough"],
    ["a@b.co", "short"],
    ["a@b.co", "x".repeat(129)],
  ])("applies the sign-up's email and password rules to %s / %s", (email, password) => {
    const signUp = signUpSchema.safeParse({
      username: "amaka",
      firstName: "A",
      lastName: "O",
      age: 30,
      email,
      password,
    });
    expect(messageOf(adminCreateSchema.safeParse({ name: "A", email, password }))).toBe(messageOf(signUp));
  });
});

describe("adminUpdateSchema", () => {
  it("leaves the role out when blank and accepts ADMIN or USER only", () => {
    expect(adminUpdateSchema.parse({ name: "A", email: "a@b.co", role: "" })).toEqual({ name: "A", email: "a@b.co" });
    expect(adminUpdateSchema.parse({ name: "A", email: "a@b.co", role: "USER" }).role).toBe("USER");
    expect(messageOf(adminUpdateSchema.safeParse({ name: "A", email: "a@b.co", role: "OWNER" }))).toBe(
      "Role must be ADMIN or USER.",
    );
  });
});
