import { describe, expect, it, vi } from "vitest";
import { API_ROUTES } from "./policy";

const MAPPED: Record<string, string> = {
  "Post:65a1f0c2b3d4e5f601234567": "our-post",
  "Artist:65a1f0c2b3d4e5f601234567": "our-artist",
};
const resolveLegacyId = vi.fn(async (model: string, key: string) => MAPPED[`${model}:${key.toLowerCase()}`] ?? key);
vi.mock("@/lib/legacy-addresses", async () => ({ ...(await import("@/lib/legacy-addresses/rules")), resolveLegacyId }));

const { LEGACY_ID_ROUTES, withOurIds } = await import("./legacy-ids");
const OLD = "65a1f0c2b3d4e5f601234567";
const req = (path: string) => new Request(`http://site.test${path}`);

describe("LEGACY_ID_ROUTES", () => {
  it("names only routes that exist, by params their path has", () => {
    for (const [route, params] of Object.entries(LEGACY_ID_ROUTES)) {
      expect(API_ROUTES).toHaveProperty([route]);
      for (const param of Object.keys(params!)) expect(route).toContain(`[${param}]`);
    }
  });
});

describe("withOurIds", () => {
  it("swaps an old id for ours by the route's model", async () => {
    expect(await withOurIds(req(`/mnb/api/deletePost/${OLD}`), { id: OLD })).toEqual({ id: "our-post" });
    expect(await withOurIds(req(`/mnb/api/deleteArtist/${OLD}`), { id: OLD })).toEqual({ id: "our-artist" });
    expect(await withOurIds(req(`/mnb/api/getPost/${OLD}`), { slug: OLD })).toEqual({ slug: "our-post" });
  });

  it("leaves our ids, unmapped ids and routes without old ids alone, with no lookup for non-ObjectIds", async () => {
    resolveLegacyId.mockClear();
    const ours = { id: "cm4x1y2z30000abcdefghijkl" };
    expect(await withOurIds(req(`/mnb/api/deletePost/${ours.id}`), ours)).toBe(ours);
    expect(resolveLegacyId).not.toHaveBeenCalled();
    expect(await withOurIds(req(`/mnb/api/deleteWorker/${OLD}`), { id: OLD })).toEqual({ id: OLD });
    const token = { token: OLD };
    expect(await withOurIds(req(`/mnb/api/unsubscribe/${OLD}`), token)).toBe(token);
  });
});
