import { describe, expect, it } from "vitest";
import { pageOf, pageWindow } from "./paging";

describe("pageOf", () => {
  it("counts whole pages, with one page for an empty list", () => {
    expect(pageOf(0, 1, 5)).toEqual({ page: 1, totalPages: 1, total: 0 });
    expect(pageOf(5, 1, 5)).toEqual({ page: 1, totalPages: 1, total: 5 });
    expect(pageOf(6, 2, 5)).toEqual({ page: 2, totalPages: 2, total: 6 });
  });
  it("keeps a page past the end as asked, so callers can tell it is past the end", () => {
    expect(pageOf(6, 9, 5)).toEqual({ page: 9, totalPages: 2, total: 6 });
  });
});

describe("pageWindow", () => {
  it("skips the earlier pages", () => {
    expect(pageWindow(1, 5)).toEqual({ skip: 0, take: 5 });
    expect(pageWindow(3, 10)).toEqual({ skip: 20, take: 10 });
  });
});
