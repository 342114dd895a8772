// Static HTML for the parts of the public chrome that never change on the client (top bar, footer). Rendered as one
// string and placed with dangerouslySetInnerHTML, they reach the browser as one prop in the RSC payload instead of a
// tree of elements, and React neither rebuilds nor hydrates them: a performance trace put about 12 kB of every page's
// payload and most of its hydration in the chrome. Only constants from lib/site-config go in, and text is escaped.

type AttrValue = string | number | boolean | undefined;
type Child = string | false | undefined;

const escapes: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Text (or an attribute value) as HTML: the five characters that could open markup are escaped. */
export function text(value: string | number): string {
  return String(value).replace(/[&<>"']/g, (c) => escapes[c]!);
}

/**
 * One element as HTML. Attribute names are HTML's own (`class`, `aria-label`, `viewBox`); `true` writes the bare
 * name, `false` and `undefined` leave the attribute out. Children are HTML already (from `tag` or `text`).
 */
export function tag(name: string, attrs: Record<string, AttrValue> = {}, ...children: Child[]): string {
  if (!/^[a-z][a-z0-9-]*$/i.test(name)) throw new Error(`Not an element name: ${name}`);
  let open = `<${name}`;
  for (const [key, value] of Object.entries(attrs)) {
    if (!/^[a-z][a-z0-9:-]*$/i.test(key)) throw new Error(`Not an attribute name: ${key}`);
    if (value === undefined || value === false) continue;
    open += value === true ? ` ${key}` : ` ${key}="${text(value)}"`;
  }
  return `${open}>${children.filter((c) => typeof c === "string").join("")}</${name}>`;
}
