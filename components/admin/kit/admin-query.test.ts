import { describe, expect, it } from "vitest";
import { adminHref, readAdminQuery } from "./admin-query";

describe("readAdminQuery", () => {
  it("reads search, page and the open row", () => {
    expect(readAdminQuery({ q: "  Ada ", page: "3", edit: "abc" })).toEqual({ q: "Ada", page: 3, edit: "abc" });
  });
  it("falls back on nonsense and clamps huge pages", () => {
    expect(readAdminQuery({ page: "-2" })).toEqual({ q: "", page: 1, edit: null });
    expect(readAdminQuery({ page: "2.5", edit: "" }).page).toBe(1);
    expect(readAdminQuery({ page: "99999999" }).page).toBe(10_000);
    expect(readAdminQuery({ q: ["a", "b"] }).q).toBe("a");
    expect(readAdminQuery({ q: "x\0y", edit: "a\0" })).toEqual({ q: "xy", page: 1, edit: null });
  });
});

describe("adminHref", () => {
  it("leaves defaults out so the first screen is the plain path", () => {
    expect(adminHref("/admin-dashboard/adverts")).toBe("/admin-dashboard/adverts");
    expect(adminHref("/admin-dashboard/adverts", { q: "", page: 1, edit: null })).toBe("/admin-dashboard/adverts");
  });
  it("keeps search, page, the open row and extra filters, encoded", () => {
    expect(adminHref("/a", { q: "R & B", page: 2, edit: "id1" }, { category: "Male" })).toBe(
      "/a?category=Male&q=R+%26+B&page=2&edit=id1",
    );
  });
});
