import { describe, expect, it } from "vitest";
import { TEAM_DEFAULT_LIMIT, TEAM_MAX_LIMIT, teamQuerySchema } from "./team";

describe("teamQuerySchema", () => {
  it("defaults to page 1 with six members and no search", () => {
    expect(teamQuerySchema.parse({})).toEqual({ page: 1, limit: TEAM_DEFAULT_LIMIT, search: undefined });
  });
  it("reads numbers and search text from the query string", () => {
    expect(teamQuerySchema.parse({ page: "2", limit: "3", search: " musa " })).toEqual({ page: 2, limit: 3, search: "musa" });
  });
  it("caps the limit at 50", () => {
    expect(teamQuerySchema.parse({ limit: "500" }).limit).toBe(TEAM_MAX_LIMIT);
  });
  it("falls back to the defaults for nonsense", () => {
    expect(teamQuerySchema.parse({ page: "-1", limit: "abc", search: "" })).toEqual({ page: 1, limit: TEAM_DEFAULT_LIMIT, search: undefined });
  });
});
