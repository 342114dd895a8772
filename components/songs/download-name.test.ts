import { describe, expect, it } from "vitest";
import { audioExtension, downloadName } from "./download-name";

describe("downloadName", () => {
  it("names the file by slug with the audio's real extension", () => {
    expect(downloadName({ slug: "owambe-sunrise", title: "Owambe Sunrise" }, "/files/audio/abc-123.wav")).toBe(
      "owambe-sunrise.wav",
    );
  });
  it("falls back to the title, then to 'song'", () => {
    expect(downloadName({ slug: "", title: "Lekki Lights" }, "/files/audio/a.mp3")).toBe("Lekki Lights.mp3");
    expect(downloadName({ slug: null, title: "  " }, "/files/audio/a.ogg")).toBe("song.ogg");
    expect(downloadName({}, "/files/audio/a.wav")).toBe("song.wav");
  });
  it("keeps characters that cannot be in a file name out of the title", () => {
    expect(downloadName({ title: "AC/DC: Live?" }, "/a.mp3")).toBe("AC DC Live.mp3");
  });
});

describe("audioExtension", () => {
  it("reads the extension from the path, not the query or host", () => {
    expect(audioExtension("https://x.public.blob.vercel-storage.com/audio/track.WAV?download=1")).toBe(".wav");
    expect(audioExtension("/files/audio/track.m4a#t=10")).toBe(".m4a");
  });
  it("uses .mp3 when the address has no extension", () => {
    expect(audioExtension("https://cdn.example.com/stream/12345")).toBe(".mp3");
    expect(audioExtension("https://cdn.example.ng")).toBe(".mp3");
    expect(audioExtension("/files/audio/v1.2/track")).toBe(".mp3");
  });
});
