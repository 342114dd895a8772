import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { createElement, type ReactNode } from "react";
import type { Metadata } from "next";

// The content floor (`npm run perf -- --content-floor`): a page of the site as the browser received it (its elements,
// text, stylesheet and pictures, captured by scripts/perf-content.ts into .content/<name>.json), rendered here as
// server components by Next.js and React alone, with none of the site's client components, data reads or scripts. The
// gap between this row and the bare floor is what the content itself costs; the gap between the site's page and this
// row is what the site's own code costs.
type Node = string | [tag: string, attrs: Record<string, string>, children: Node[]];
type Captured = { title: string; stylesheets: string[]; preloads: Record<string, string>[]; body: Node[] };

const DIR = path.join(process.cwd(), ".content");

export const generateStaticParams = async () => {
  const names = existsSync(DIR) ? readdirSync(DIR).filter((f) => f.endsWith(".json")) : [];
  return names.length ? names.map((f) => ({ name: f.slice(0, -5) })) : [{ name: "none" }];
};

function read(name: string): Captured {
  const file = path.join(DIR, `${name}.json`);
  if (!existsSync(file)) return { title: "No captured page", stylesheets: [], preloads: [], body: [] };
  return JSON.parse(readFileSync(file, "utf8")) as Captured;
}

export async function generateMetadata({ params }: { params: Promise<{ name: string }> }): Promise<Metadata> {
  return { title: read((await params).name).title };
}

// HTML's boolean attributes: present (any value, even "") means true, which React needs as `true`.
const BOOLEAN = new Set(["hidden", "disabled", "required", "multiple", "open", "readonly", "novalidate", "autofocus"]);

const RENAME: Record<string, string> = {
  class: "className",
  for: "htmlFor",
  tabindex: "tabIndex",
  readonly: "readOnly",
  novalidate: "noValidate",
  autofocus: "autoFocus",
  maxlength: "maxLength",
  minlength: "minLength",
  autocomplete: "autoComplete",
  srcset: "srcSet",
  imagesrcset: "imageSrcSet",
  imagesizes: "imageSizes",
  fetchpriority: "fetchPriority",
  crossorigin: "crossOrigin",
  referrerpolicy: "referrerPolicy",
  "stroke-width": "strokeWidth",
  "stroke-linecap": "strokeLinecap",
  "stroke-linejoin": "strokeLinejoin",
  "fill-rule": "fillRule",
  "clip-rule": "clipRule",
  viewbox: "viewBox",
  "xlink:href": "xlinkHref",
};

function style(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const decl of text.split(";")) {
    const at = decl.indexOf(":");
    if (at < 0) continue;
    const name = decl.slice(0, at).trim();
    out[name.startsWith("--") ? name : name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())] = decl
      .slice(at + 1)
      .trim();
  }
  return out;
}

function props(attrs: Record<string, string>, key: number): Record<string, unknown> {
  const out: Record<string, unknown> = { key };
  for (const [name, value] of Object.entries(attrs)) {
    if (name === "style") out.style = style(value);
    else if (name === "value") out.defaultValue = value;
    else if (name === "checked") out.defaultChecked = true;
    else if (name === "selected")
      continue; // a select's first option is enough for a measurement
    else if (BOOLEAN.has(name)) out[RENAME[name] ?? name] = true;
    else out[RENAME[name] ?? name] = value;
  }
  return out;
}

function render(nodes: Node[]): ReactNode[] {
  return nodes.map((node, i) => {
    if (typeof node === "string") return node;
    const [tag, attrs, children] = node;
    const p = props(attrs, i);
    if (tag === "textarea") return createElement(tag, { ...p, defaultValue: children.join("") });
    return createElement(tag, p, ...(children.length ? render(children) : []));
  });
}

export default async function ContentFloor({ params }: { params: Promise<{ name: string }> }) {
  const page = read((await params).name);
  return (
    <>
      {page.stylesheets.map((href) => (
        <link key={href} rel="stylesheet" href={href} precedence="default" />
      ))}
      {page.preloads.map((attrs, i) => createElement("link", props(attrs, i)))}
      {render(page.body)}
    </>
  );
}
