import { describe, expect, it, vi } from "vitest";

// The storage and database halves run in lib/integration/legacy-media.int.test.ts; nothing here reaches them.
vi.mock("@/lib/db", () => ({ db: {} }));
const { bringAll, bringLegacyMedia, classifyLegacyAddress, legacyMediaHosts } = await import("./media");

const cloudinary = { hosts: ["res.cloudinary.com"] };
const IMGRES =
  "https://www.google.com/imgres?imgurl=https%3A%2F%2Fcdn.pixabay.com%2Fphoto%2F2015%2F10%2F05%2F22%2F37%2Fblank-profile-picture-973460_1280.png&tbnid=x&vet=12ahUKEwi&docid=y&w=1280&h=1280";

describe("classifyLegacyAddress", () => {
  it("takes an https address on an allowed host as it is", () => {
    const address = "https://res.cloudinary.com/demo/image/upload/v1/mnb/cover.jpg";
    expect(classifyLegacyAddress(address, cloudinary)).toEqual({ ok: true, url: new URL(address) });
  });

  it("reads an allowed host's http or scheme-less address over https, plain http only when allowed", () => {
    const https = new URL("https://res.cloudinary.com/demo/a.png");
    expect(classifyLegacyAddress("http://res.cloudinary.com/demo/a.png", cloudinary)).toEqual({ ok: true, url: https });
    expect(classifyLegacyAddress("//res.cloudinary.com/demo/a.png", cloudinary)).toEqual({ ok: true, url: https });
    expect(classifyLegacyAddress("http://127.0.0.1:9/a.png", { hosts: ["127.0.0.1"], allowHttp: true })).toEqual({
      ok: true,
      url: new URL("http://127.0.0.1:9/a.png"),
    });
  });

  it("names the host of an address off the list, junk like a Google image search among them", () => {
    expect(classifyLegacyAddress("https://example.com/a.jpg", cloudinary)).toEqual({
      ok: false,
      problem: "host example.com is not allowed",
    });
    expect(classifyLegacyAddress(IMGRES, cloudinary)).toEqual({
      ok: false,
      problem: "host www.google.com is not allowed",
    });
    expect(classifyLegacyAddress("https://res.cloudinary.com.evil.example/a.jpg", cloudinary)).toMatchObject({
      ok: false,
    });
    expect(classifyLegacyAddress("https://user:pw@res.cloudinary.com/a.jpg", cloudinary)).toEqual({
      ok: false,
      problem: "the address carries a password",
    });
  });

  it("asks for --media-base for an old disk path, and fetches it from there when given", () => {
    for (const path of ["/uploads/1752321887469.jpg", "uploads/1752321887469.jpg", "./uploads/1752321887469.jpg"]) {
      expect(classifyLegacyAddress(path, cloudinary), path).toEqual({
        ok: false,
        problem: "old disk path /uploads/1752321887469.jpg: pass --media-base to fetch it",
      });
      expect(classifyLegacyAddress(path, { ...cloudinary, baseUrl: "https://old.mynationblog.com" }), path).toEqual({
        ok: true,
        url: new URL("https://old.mynationblog.com/uploads/1752321887469.jpg"),
      });
    }
    // The old server's absolute addresses come from the host --media-base names.
    const oldServer = { ...cloudinary, baseUrl: "https://old.mynationblog.com/" };
    expect(classifyLegacyAddress("https://old.mynationblog.com/uploads/a.png", oldServer)).toMatchObject({ ok: true });
  });

  it("answers null for no address, and a problem for what is no web address", () => {
    for (const empty of [null, undefined, "", "   "]) expect(classifyLegacyAddress(empty, cloudinary)).toBeNull();
    expect(classifyLegacyAddress("data:image/png;base64,iVBORw0KGgo=", cloudinary)).toEqual({
      ok: false,
      problem: "not a web address (data)",
    });
    expect(classifyLegacyAddress("undefined", cloudinary)).toEqual({ ok: false, problem: "not a web address" });
  });
});

it("fetches from Cloudinary when the operator lists no legacy hosts", () => {
  expect(legacyMediaHosts([])).toEqual(["res.cloudinary.com"]);
  expect(legacyMediaHosts(["media.example.com"])).toEqual(["media.example.com"]);
});

describe("bringLegacyMedia without copying", () => {
  const keep = { keepRemote: true, hosts: ["res.cloudinary.com"] };

  it("keeps a public file's allowed address as it is, and answers null for none", async () => {
    const address = "https://res.cloudinary.com/demo/image/upload/v1/a.jpg";
    expect(await bringLegacyMedia(address, "post-image", keep)).toEqual({ ok: true, url: address });
    expect(await bringLegacyMedia(null, "song-cover", keep)).toBeNull();
  });

  it("reports an address it may not fetch before asking anyone", async () => {
    expect(await bringLegacyMedia(IMGRES, "admin-picture", { ...keep, keepRemote: false })).toEqual({
      ok: false,
      problem: "host www.google.com is not allowed",
    });
  });
});

describe("bringAll", () => {
  it("runs at most `limit` at once and answers in the items' order", async () => {
    let running = 0;
    let most = 0;
    const results = await bringAll([5, 1, 4, 2, 3, 0, 6], 3, async (ms, index) => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, ms * 3));
      running--;
      return `${index}:${ms}`;
    });
    expect(most).toBe(3);
    expect(results).toEqual(["0:5", "1:1", "2:4", "3:2", "4:3", "5:0", "6:6"]);
    expect(await bringAll([], 4, async () => 1)).toEqual([]);
  });
});
