// The content floor's input (`npm run perf -- --content-floor`): each measured page of the seeded site as its server
// sent it (loaded with the site's script files blocked, so only the inline scripts that move streamed parts into place
// run and no client component has touched it), written as an element tree with its stylesheets and image preloads to
// scripts/perf-floor/.content/<name>.json. Addresses of the site's own files (the
// stylesheet, optimised pictures, uploads) are rewritten under /site-assets, which the floor proxies to the site: the
// floor page then loads the same bytes from its own origin, as the site's page does.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";

export const CONTENT_DIR = path.resolve(import.meta.dirname, "perf-floor", ".content");
export const SITE_ASSETS = "/site-assets";

export type Captured = {
  title: string;
  stylesheets: string[];
  preloads: Record<string, string>[];
  body: unknown[];
};

/** The content floor's page name for a site page: "/post/some-slug" → "post". */
export const contentName = (page: string) => page.split("/")[1] || "root";

export async function captureContent(baseUrl: string, pages: string[], chromePath: string): Promise<void> {
  rmSync(CONTENT_DIR, { recursive: true, force: true });
  mkdirSync(CONTENT_DIR, { recursive: true });
  const browser = await chromium.launch({ executablePath: chromePath });
  try {
    const context = await browser.newContext();
    await context.route(/\/_next\/static\/.*\.js(\?|$)/, (route) => route.abort());
    const tab = await context.newPage();
    for (const page of pages) {
      await tab.goto(baseUrl + page, { waitUntil: "load" });
      // tsx compiles this file with esbuild's keepNames, whose __name helper the page does not have.
      await tab.evaluate("globalThis.__name = (f) => f");
      const captured: Captured = await tab.evaluate((prefix) => {
        const own = (url: string) => (url.startsWith("/") && !url.startsWith("//") ? prefix + url : url);
        const list = (value: string) =>
          value
            .split(",")
            .map((entry) => {
              const [url, ...rest] = entry.trim().split(/\s+/);
              return [own(url), ...rest].join(" ");
            })
            .join(", ");
        const attrsOf = (el: Element) => {
          const attrs: Record<string, string> = {};
          for (const a of Array.from(el.attributes)) {
            const name = a.name;
            attrs[name] =
              name === "src" || (name === "href" && el.localName === "link")
                ? own(a.value)
                : name === "srcset" || name === "imagesrcset"
                  ? list(a.value)
                  : a.value;
          }
          return attrs;
        };
        const walk = (node: Node): unknown => {
          if (node.nodeType === Node.TEXT_NODE) return (node as Text).data;
          if (node.nodeType !== Node.ELEMENT_NODE) return null;
          const el = node as Element;
          if (["script", "template", "noscript", "link"].includes(el.localName)) return null;
          return [
            el.localName,
            attrsOf(el),
            Array.from(el.childNodes)
              .map(walk)
              .filter((n) => n !== null),
          ];
        };
        return {
          title: document.title,
          stylesheets: Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')).map((l) =>
            own(l.getAttribute("href") ?? ""),
          ),
          preloads: Array.from(document.querySelectorAll('link[rel="preload"][as="image"]')).map(attrsOf),
          body: Array.from(document.body.childNodes)
            .map(walk)
            .filter((n) => n !== null),
        };
      }, SITE_ASSETS);
      writeFileSync(path.join(CONTENT_DIR, `${contentName(page)}.json`), JSON.stringify(captured));
    }
  } finally {
    await browser.close();
  }
}
