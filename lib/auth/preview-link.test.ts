import { describe, expect, it } from "vitest";
import { previewPath, readPreviewToken } from "./preview-link";
import { PREVIEW_LINK_DAYS } from "@/lib/copy/post";

const tokenOf = (p: string) => p.replace("/preview/post/", "");
const DAY = 24 * 60 * 60 * 1000;

describe("post preview links", () => {
  const now = Date.UTC(2026, 10, 27, 12);
  const { path, expiresAt } = previewPath("clpost123", now);

  it("names the post until the link expires", () => {
    expect(readPreviewToken(tokenOf(path), now)).toBe("clpost123");
    expect(readPreviewToken(tokenOf(path), now + PREVIEW_LINK_DAYS * DAY - 1000)).toBe("clpost123");
    expect(expiresAt.getTime()).toBe(now + PREVIEW_LINK_DAYS * DAY);
  });

  it("stops working once expired", () => {
    expect(readPreviewToken(tokenOf(path), now + PREVIEW_LINK_DAYS * DAY)).toBeNull();
  });

  it("refuses a token whose post or expiry was changed, or that is not a token", () => {
    const [id, expires, signature] = tokenOf(path).split(".");
    expect(readPreviewToken(`clother99.${expires}.${signature}`, now)).toBeNull();
    expect(readPreviewToken(`${id}.${Number(expires) + DAY}.${signature}`, now)).toBeNull();
    expect(readPreviewToken(`${id}.${expires}.${signature.slice(0, -2)}`, now)).toBeNull();
    // The last character's spare bits: a second spelling of the same bytes is refused too.
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const respelled = alphabet[alphabet.indexOf(signature.at(-1)!) ^ 1];
    expect(Buffer.from(`${signature.slice(0, -1)}${respelled}`, "base64url")).toEqual(
      Buffer.from(signature, "base64url"),
    );
    expect(readPreviewToken(`${id}.${expires}.${signature.slice(0, -1)}${respelled}`, now)).toBeNull();
    expect(readPreviewToken("nonsense", now)).toBeNull();
    expect(readPreviewToken("../x.1.y", now)).toBeNull();
  });
});
