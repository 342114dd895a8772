import { describe, expect, it } from "vitest";
import { TEAM_DEFAULT_LIMIT, TEAM_MAX_LIMIT, TEAM_REQUIRED, teamMemberSchema, teamQuerySchema } from "./schema";

describe("teamQuerySchema", () => {
  it("defaults to page 1 with six members and no search", () => {
    expect(teamQuerySchema.parse({})).toEqual({ page: 1, limit: TEAM_DEFAULT_LIMIT, search: undefined });
  });
  it("reads numbers and search text from the query string", () => {
    expect(teamQuerySchema.parse({ page: "2", limit: "3", search: " musa " })).toEqual({
      page: 2,
      limit: 3,
      search: "musa",
    });
  });
  it("caps the limit at 50", () => {
    expect(teamQuerySchema.parse({ limit: "500" }).limit).toBe(TEAM_MAX_LIMIT);
  });
  it("falls back to the defaults for nonsense", () => {
    expect(teamQuerySchema.parse({ page: "-1", limit: "abc", search: "" })).toEqual({
      page: 1,
      limit: TEAM_DEFAULT_LIMIT,
      search: undefined,
    });
  });
});

describe("teamMemberSchema", () => {
  const message = (input: Record<string, string>) => teamMemberSchema.safeParse(input).error?.issues[0]?.message;

  it("stores blank and missing optional fields as null, never as empty text", () => {
    expect(teamMemberSchema.parse({ name: " Ada ", role: "CEO", quote: "  ", linkedin: "" })).toEqual({
      name: "Ada",
      role: "CEO",
      quote: null,
      linkedin: null,
      twitter: null,
      instagram: null,
    });
  });
  it("requires name and role with the spec's message", () => {
    expect(message({ name: "Ada" })).toBe(TEAM_REQUIRED);
    expect(message({ name: "  ", role: "CEO" })).toBe(TEAM_REQUIRED);
  });
  it.each(["linkedin", "twitter", "instagram"])("accepts only http(s) links for %s", (field) => {
    expect(
      teamMemberSchema.parse({ name: "Ada", role: "CEO", [field]: "https://example.com/ada" })[field as "linkedin"],
    ).toBe("https://example.com/ada");
    for (const bad of ["not a link", "javascript:alert(1)", "ftp://example.com/ada"]) {
      expect(message({ name: "Ada", role: "CEO", [field]: bad })).toMatch(/valid http or https link/);
    }
  });
});
