import { describe, expect, it } from "vitest";
import { previewPath, previewTokenPost, previewTokenValid } from "./preview-link";
import { PREVIEW_LINK_DAYS } from "@/lib/posts/copy";

const tokenOf = (p: string) => p.replace("/preview/post/", "");
const DAY = 24 * 60 * 60 * 1000;

describe("post preview links", () => {
  const now = Date.UTC(2026, 10, 27, 12);
  const post = { id: "clpost123", previewKey: "key-1" };
  const { path, expiresAt } = previewPath(post, now);
  const token = tokenOf(path);

  it("names the post until the link expires", () => {
    expect(previewTokenPost(token, now)).toBe("clpost123");
    expect(previewTokenValid(token, post, now)).toBe(true);
    expect(previewTokenValid(token, post, now + PREVIEW_LINK_DAYS * DAY - 1000)).toBe(true);
    expect(expiresAt.getTime()).toBe(now + PREVIEW_LINK_DAYS * DAY);
  });

  it("stops working once expired", () => {
    expect(previewTokenPost(token, now + PREVIEW_LINK_DAYS * DAY)).toBeNull();
    expect(previewTokenValid(token, post, now + PREVIEW_LINK_DAYS * DAY)).toBe(false);
  });

  it("stops working once the post's preview key changes (revoked, published or moved back to draft)", () => {
    expect(previewTokenValid(token, { ...post, previewKey: "key-2" }, now)).toBe(false);
    expect(previewTokenValid(tokenOf(previewPath({ ...post, previewKey: "key-2" }, now).path), post, now)).toBe(false);
  });

  it("refuses a token whose post or expiry was changed, or that is not a token", () => {
    const [id, expires, signature] = token.split(".");
    expect(previewTokenValid(`clother99.${expires}.${signature}`, { ...post, id: "clother99" }, now)).toBe(false);
    expect(previewTokenValid(token, { ...post, id: "clother99" }, now)).toBe(false);
    expect(previewTokenValid(`${id}.${Number(expires) + DAY}.${signature}`, post, now)).toBe(false);
    expect(previewTokenValid(`${id}.${expires}.${signature.slice(0, -2)}`, post, now)).toBe(false);
    // The last character's spare bits: a second spelling of the same bytes is refused too.
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const respelled = alphabet[alphabet.indexOf(signature.at(-1)!) ^ 1];
    expect(Buffer.from(`${signature.slice(0, -1)}${respelled}`, "base64url")).toEqual(
      Buffer.from(signature, "base64url"),
    );
    expect(previewTokenValid(`${id}.${expires}.${signature.slice(0, -1)}${respelled}`, post, now)).toBe(false);
    expect(previewTokenPost("nonsense", now)).toBeNull();
    expect(previewTokenPost("../x.1.y", now)).toBeNull();
  });
});
