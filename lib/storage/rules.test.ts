import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/core/errors";
import { checkUpload } from "./rules";
import { sniff } from "./sniff";
import { parseRange } from "./range";

const bytes = (...parts: (number[] | string)[]) => {
  const out: number[] = [];
  for (const p of parts) out.push(...(typeof p === "string" ? [...p].map((c) => c.charCodeAt(0)) : p));
  while (out.length < 16) out.push(0);
  return new Uint8Array(out);
};

const PNG = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0]);
const WEBP = bytes("RIFF", [0, 0, 0, 0], "WEBP");
const WAV = bytes("RIFF", [0, 0, 0, 0], "WAVE");
const MP3 = bytes("ID3", [4, 0]);
const OGG = bytes("OggS");
const M4A = bytes([0, 0, 0, 0x20], "ftypM4A ");

function refusal(fn: () => unknown): AppError {
  try {
    fn();
  } catch (error) {
    if (error instanceof AppError) return error;
  }
  throw new Error("expected an AppError");
}

describe("sniff", () => {
  it.each([
    [PNG, "image/png"],
    [JPEG, "image/jpeg"],
    [WEBP, "image/webp"],
    [WAV, "audio/wav"],
    [MP3, "audio/mpeg"],
    [OGG, "audio/ogg"],
    [M4A, "audio/mp4"],
  ])("recognises %#", (input, type) => expect(sniff(input)?.contentType).toBe(type));

  it("does not recognise text", () => expect(sniff(bytes("hello world, plain"))).toBeNull());
});

describe("checkUpload", () => {
  it("accepts images for images and audio for audio", () => {
    expect(checkUpload(PNG, "post-image").ext).toBe("png");
    expect(checkUpload(WAV, "audio").ext).toBe("wav");
    expect(checkUpload(MP3, "booking-file").kind).toBe("audio");
  });
  it("refuses audio where an image is expected (415)", () => {
    expect(refusal(() => checkUpload(MP3, "post-image")).status).toBe(415);
  });
  it("refuses SVG and HTML by name (415)", () => {
    const svg = refusal(() => checkUpload(new TextEncoder().encode('<?xml version="1.0"?><svg></svg>'), "image"));
    expect(svg.status).toBe(415);
    expect(svg.message).toMatch(/SVG and HTML/);
    expect(refusal(() => checkUpload(new TextEncoder().encode("<!DOCTYPE html><html></html>"), "image")).status).toBe(
      415,
    );
  });
  it("refuses files over the limit (413) and empty files (400)", () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PNG);
    expect(refusal(() => checkUpload(big, "post-image")).status).toBe(413);
    expect(refusal(() => checkUpload(new Uint8Array(), "image")).status).toBe(400);
  });
});

describe("parseRange", () => {
  it("reads one range in each form", () => {
    expect(parseRange("bytes=0-99", 1000)).toEqual([0, 99]);
    expect(parseRange("bytes=900-", 1000)).toEqual([900, 999]);
    expect(parseRange("bytes=-100", 1000)).toEqual([900, 999]);
    expect(parseRange("bytes=0-5000", 1000)).toEqual([0, 999]);
  });
  it("ignores missing or multi ranges and rejects impossible ones", () => {
    expect(parseRange(null, 1000)).toBeNull();
    expect(parseRange("bytes=0-1,5-6", 1000)).toBeNull();
    expect(parseRange("bytes=2000-", 1000)).toBe("invalid");
    expect(parseRange("bytes=50-10", 1000)).toBe("invalid");
  });
});
