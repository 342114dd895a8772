import { describe, expect, it } from "vitest";
import { isStoredImage, markdownImages, withSize } from "./markdown-syntax";

describe("markdownImages", () => {
  it("reads every picture with its alt text and the size written after its address", () => {
    expect(
      markdownImages(
        '![A crowd](/files/a.webp =1200x800)\n\n- ![](/files/b.png "title")\n\n> ![Q \\] x](/files/c.jpg)',
      ),
    ).toEqual([
      { src: "/files/a.webp", alt: "A crowd", width: 1200, height: 800, raw: "![A crowd](/files/a.webp =1200x800)" },
      { src: "/files/b.png", alt: "", raw: '![](/files/b.png "title")' },
      { src: "/files/c.jpg", alt: "Q ] x", raw: "![Q \\] x](/files/c.jpg)" },
    ]);
  });

  it("does not read pictures out of code", () => {
    expect(markdownImages("`![x](/files/a.png)`\n\n```\n![y](/files/b.png)\n```")).toEqual([]);
  });
});

describe("withSize", () => {
  it("writes the size in the syntax the renderer reads, keeping the alt text as written", () => {
    const [image] = markdownImages('![A *bold* \\] crowd](/files/a.webp "A title")');
    expect(withSize(image, 640, 480)).toBe("![A *bold* \\] crowd](/files/a.webp =640x480)");
    expect(markdownImages(withSize(image, 640, 480))[0]).toMatchObject({ width: 640, height: 480 });
  });
});

describe("isStoredImage", () => {
  it.each([
    ["/files/post-image/a.webp", true],
    ["https://abc123.public.blob.vercel-storage.com/post-image/a.webp", true],
    ["http://abc123.public.blob.vercel-storage.com/a.webp", false],
    ["https://evil.com/x.public.blob.vercel-storage.com/a.webp", false],
    ["https://public.blob.vercel-storage.com.evil.com/a.webp", false],
    ["https://user:pw@abc.public.blob.vercel-storage.com/a.webp", false],
    ["/files/../secrets", false],
    ["//evil.com/a.png", false],
    ["data:image/png;base64,AAAA", false],
    ["/brand/logo.png", false],
  ])("%s → %s", (src, ok) => {
    expect(isStoredImage(src)).toBe(ok);
  });
});
