// Content images: every one is served responsive through the image optimiser (srcset + sizes) with its box reserved,
// lazy unless it is above the fold, and each page has at most one LCP image, preloaded from the head with
// fetchpriority="high" so a phone starts that download before it has parsed the body.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { Client } from "@/testing/http";
import { file, pngBytes, postForm, signedIn, unique } from "@/testing/fixtures";

const anon = new Client();
const slugs: string[] = [];

beforeAll(async () => {
  const admin = await signedIn("ADMIN");
  // Four new posts with pictures: the newest three fill the first row of /blog, the fourth is below the fold.
  for (let i = 0; i < 4; i++) {
    const form = await postForm(
      { title: unique(`Image post ${i}`), content: "A post with a picture.", author: "Tester" },
      file(await pngBytes(64, 48), "p.png", "image/png"),
    );
    const reply = await admin.client.post<{ post: { slug: string } }>("/mnb/api/addPost", form);
    expect(reply.status).toBe(201);
    slugs.unshift(reply.body.post.slug);
  }
});
afterAll(() => db.$disconnect());

const html = async (path: string) => String((await anon.get(path)).body);
const tags = (page: string, name: string) => page.match(new RegExp(`<${name}\\b[^>]*>`, "g")) ?? [];
// React writes some attributes in camel case (srcSet, fetchPriority); HTML attribute names are case-insensitive.
const attr = (tag: string, name: string) => tag.match(new RegExp(`\\s${name}="([^"]*)"`, "i"))?.[1];
const imagePreloads = (page: string) =>
  tags(page, "link").filter((l) => attr(l, "rel") === "preload" && attr(l, "as") === "image");
/** The LCP image's preload (React would also preload every other non-lazy image without fetchpriority="low"). */
const highPreloads = (page: string) => imagePreloads(page).filter((l) => attr(l, "fetchPriority") === "high");
/** The <img> tags of the page's main content (the site chrome draws its logo as SVG). */
const contentImages = (page: string) => tags(page.slice(page.indexOf('<main id="main"')), "img");

function expectResponsive(img: string) {
  expect(attr(img, "srcset"), img).toMatch(/\/_next\/image\?url=.+ \d+w/);
  expect(attr(img, "sizes"), img).toBeTruthy();
  // `fill` images (the .img-fill class, positioned in their parent's box) reserve it through the parent; others carry
  // width and height.
  expect(
    /\bimg-fill\b/.test(attr(img, "class") ?? "") || (attr(img, "width") && attr(img, "height")),
    img,
  ).toBeTruthy();
}

describe("images on the content pages", () => {
  it("/blog: the first card's picture is the one preloaded LCP image, the rest of the first row eager, later ones lazy", async () => {
    const page = await html("/blog");
    const preloads = highPreloads(page);
    // The only image the head preloads: the rest of the first row does not compete with it.
    expect(imagePreloads(page)).toEqual(preloads);
    expect(preloads, imagePreloads(page).join("\n")).toHaveLength(1);
    expect(attr(preloads[0], "imageSrcSet")).toMatch(/\/_next\/image\?url=/);
    expect(page.indexOf(preloads[0])).toBeLessThan(page.indexOf("</head>"));

    const images = contentImages(page);
    expect(images.length).toBeGreaterThanOrEqual(4);
    images.forEach(expectResponsive);
    expect(images.filter((img) => attr(img, "fetchPriority") === "high")).toEqual([images[0]]);
    // The preloaded picture is the one the first card shows.
    expect(attr(preloads[0], "imageSrcSet")).toBe(attr(images[0] ?? "", "srcSet"));
    expect(images.slice(0, 3).map((img) => attr(img, "loading") ?? "eager")).toEqual(["eager", "eager", "eager"]);
    expect(images.slice(1, 3).map((img) => attr(img, "fetchPriority"))).toEqual(["low", "low"]);
    expect(images.slice(3).every((img) => attr(img, "loading") === "lazy")).toBe(true);
  });

  it("preloads no picture but the LCP one on any list page", async () => {
    for (const path of ["/home", "/songs", "/service", "/style-spotlight", "/advertise"]) {
      const page = await html(path);
      expect(imagePreloads(page), path).toEqual(highPreloads(page));
      expect(imagePreloads(page).length, path).toBeLessThanOrEqual(1);
    }
  });

  it("/post/{slug}: the post's picture is preloaded with high priority and responsive", async () => {
    const page = await html(`/post/${slugs[0]}`);
    const preloads = highPreloads(page);
    expect(preloads, imagePreloads(page).join("\n")).toHaveLength(1);
    const img = contentImages(page)[0] ?? "";
    expectResponsive(img);
    expect(attr(img, "fetchPriority")).toBe("high");
    expect(attr(preloads[0], "imageSrcSet")).toBe(attr(img, "srcSet"));
  });
});
