// The dashboard's one table: its header (with Actions only when rows have actions), the sentence for no rows, and the
// rows across the table that replace a row (its edit form) or follow it (its details).
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DataTable, type Column } from "./data-table";

type Row = { id: string; name: string };
const rows: Row[] = [
  { id: "a", name: "Ada" },
  { id: "b", name: "Bola" },
];
const columns: Column<Row>[] = [
  { header: "Name", cell: (r) => r.name, className: "font-medium" },
  { header: "Pick", cell: (r) => `pick ${r.id}`, hiddenHeader: true },
];
const render = (props: Partial<Parameters<typeof DataTable<Row>>[0]>) =>
  renderToStaticMarkup(createElement(DataTable<Row>, { rows, rowKey: (r: Row) => r.id, columns, ...props }));

const cells = (html: string, tag: "th" | "td") =>
  [...html.matchAll(new RegExp(`<${tag}[^>]*>(.*?)</${tag}>`, "g"))].map((m) => m[1].replace(/<[^>]+>/g, ""));

describe("DataTable", () => {
  it("says the empty sentence instead of a table, or renders nothing without one", () => {
    expect(render({ rows: [], empty: "No admins yet." })).toBe("<p>No admins yet.</p>");
    expect(render({ rows: [] })).toBe("");
  });

  it("heads each column (a hidden header for screen readers only) and adds Actions only with actions", () => {
    const plain = render({});
    expect(cells(plain, "th")).toEqual(["Name", "Pick"]);
    expect(plain).toContain('<span class="sr-only">Pick</span>');
    expect(cells(plain, "td")).toEqual(["Ada", "pick a", "Bola", "pick b"]);
    // The column's own classes stay on its cells; on a phone each cell is a card line labelled by its header (a
    // hidden header's cell gets no label).
    expect(plain).toMatch(/<td data-label="Name" class="py-2 pr-4 [^"]*font-medium"/);
    expect(plain).toMatch(/<td class="py-2 pr-4 max-sm:block[^"]*"><div[^>]*>pick a</);

    const withActions = render({ actions: (r) => `Edit ${r.name}` });
    expect(cells(withActions, "th")).toEqual(["Name", "Pick", "Actions"]);
    expect(cells(withActions, "td")).toEqual(["Ada", "pick a", "Edit Ada", "Bola", "pick b", "Edit Bola"]);
  });

  it("replaces a row by its edit form across every column, and puts details under their row", () => {
    const html = render({
      actions: () => "act",
      replace: (r) => (r.id === "a" ? "editing Ada" : null),
      below: (r) => (r.id === "b" ? "details of Bola" : null),
    });
    expect(cells(html, "td")).toEqual(["editing Ada", "Bola", "pick b", "act", "details of Bola"]);
    expect(html.match(/colSpan="3"|colspan="3"/g)).toHaveLength(2);
  });

  it("puts the lead columns (money, status) first on a phone's card", () => {
    const html = render({
      columns: [...columns, { header: "Paid", cell: () => "₦1,000", lead: true }],
    });
    expect(html).toMatch(/<td data-label="Paid" class="[^"]*max-sm:order-first/);
    expect(html).not.toMatch(/<td data-label="Name" class="[^"]*max-sm:order-first/);
  });

  it("names the table for screen readers when given a caption", () => {
    expect(render({ caption: "Admin activity, newest first" })).toContain(
      '<caption class="sr-only">Admin activity, newest first</caption>',
    );
  });
});
