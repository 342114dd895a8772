// The shared pager as the server renders it, and the helpers around it.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { Pager } from "./pager";
import { pageHref } from "./route-pager";
import { appendPage } from "./use-paged-list";
import { RouteError } from "./route-error";

vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn() }) }));

const render = (page: number, totalPages: number, busy = false) =>
  renderToStaticMarkup(createElement(Pager, { label: "Things", page, totalPages, busy, onPage: () => {} }));
const disabled = (html: string, label: "Prev" | "Next") =>
  new RegExp(`<button[^>]*disabled=""[^>]*>${label}</button>`).test(html);

describe("Pager", () => {
  it("names its navigation and says which page of how many", () => {
    const html = render(2, 5);
    expect(html).toContain('aria-label="Things"');
    expect(html).toContain("Page 2 of 5");
  });
  it("disables Prev on the first page and Next on the last", () => {
    expect(disabled(render(1, 3), "Prev")).toBe(true);
    expect(disabled(render(1, 3), "Next")).toBe(false);
    expect(disabled(render(3, 3), "Next")).toBe(true);
    expect(disabled(render(3, 3), "Prev")).toBe(false);
  });
  it("disables both while a page loads", () => {
    const html = render(2, 3, true);
    expect(disabled(html, "Prev") && disabled(html, "Next")).toBe(true);
  });
});

describe("pageHref", () => {
  it("leaves page 1 out so the plain path stays canonical, and keeps other query values", () => {
    expect(pageHref("/blog", 1)).toBe("/blog");
    expect(pageHref("/blog", 3)).toBe("/blog?page=3");
    expect(pageHref("/songs", 2, { sort: "new" })).toBe("/songs?sort=new&page=2");
  });
});

describe("appendPage", () => {
  it("adds a later page after what is shown, skipping items already there", () => {
    const shown = [{ id: "a" }, { id: "b" }, { id: "new" }];
    expect(appendPage(shown, [{ id: "c" }, { id: "new" }]).map((x) => x.id)).toEqual(["a", "b", "new", "c"]);
  });
});

describe("RouteError", () => {
  it("shows the screen's failure text as an alert with Try again", () => {
    const html = renderToStaticMarkup(createElement(RouteError, { message: "Failed to load posts.", reset: () => {} }));
    expect(html).toContain('role="alert"');
    expect(html).toMatch(/<p class="text-red-700">Failed to load posts.<\/p>/);
    expect(html).toContain("Try again");
  });
});
