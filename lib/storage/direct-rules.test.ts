import { describe, expect, it } from "vitest";
import {
  DIRECT_PURPOSES,
  FUNCTION_BODY_LIMIT,
  blobContentType,
  directPathname,
  isDirectPathname,
  mayUploadDirectly,
  storageAccess,
} from "./direct-rules";

describe("who may upload what straight to Blob", () => {
  it("lets admins upload every purpose, and anyone else (signed in or not) a booking's file and a smart link's cover", () => {
    for (const purpose of DIRECT_PURPOSES) expect(mayUploadDirectly("ADMIN", purpose)).toBe(true);
    for (const role of ["USER", null])
      expect(DIRECT_PURPOSES.filter((purpose) => mayUploadDirectly(role, purpose))).toEqual([
        "booking-file",
        "smart-link-cover",
      ]);
  });

  it("keeps booking files and workers' photos private and everything else public", () => {
    expect(storageAccess("booking-file")).toBe("private");
    expect(storageAccess("worker-photo")).toBe("private");
    for (const purpose of ["audio", "image", "post-image", "smart-link-cover"] as const)
      expect(storageAccess(purpose)).toBe("public");
  });

  it("stays under Vercel's 4.5 MB request body limit in either reading of a megabyte", () => {
    expect(FUNCTION_BODY_LIMIT).toBeLessThanOrEqual(4.5 * 1000 * 1000);
    expect(FUNCTION_BODY_LIMIT).toBeLessThanOrEqual(4.5 * 1024 * 1024);
  });
});

describe("direct-upload pathnames", () => {
  it("accepts only the purpose's folder and plain characters", () => {
    expect(isDirectPathname("booking-file/mix.wav", "booking-file")).toBe(true);
    expect(isDirectPathname("image/mix.wav", "booking-file")).toBe(false);
    expect(isDirectPathname("post-image/../audio/x.png", "post-image")).toBe(false);
    expect(isDirectPathname("image/a b.png", "image")).toBe(false);
    expect(isDirectPathname("image/<x>.png", "image")).toBe(false);
  });

  it.each([
    ["Lagos Nights (final).MP3", "audio", "audio/lagos-nights-final.mp3"],
    ["..%2F..%2Fetc.png", "image", "image/2f-2fetc.png"],
    ["ñ.webp", "post-image", "post-image/file.webp"],
    ["no-extension", "booking-file", "booking-file/no-extension.bin"],
  ] as const)("names %s as the token route accepts it", (name, purpose, expected) => {
    expect(directPathname(purpose, name)).toBe(expected);
    expect(isDirectPathname(directPathname(purpose, name), purpose)).toBe(true);
  });

  it("tells Blob the content type by the name, else the browser's", () => {
    expect(blobContentType("take.WAV", "audio/x-wav")).toBe("audio/wav");
    expect(blobContentType("cover.jpeg", "")).toBe("image/jpeg");
    expect(blobContentType("notes.txt", "text/plain")).toBe("text/plain");
  });
});
