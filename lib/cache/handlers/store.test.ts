// The shared cache's serialisation: Next's entries hold Buffers and Maps that plain JSON would lose.
import { describe, expect, it } from "vitest";
import { ByteLru, deserialize, markedSince, serialize } from "./store.mjs";

describe("cache store serialisation", () => {
  it("round-trips a page entry with its RSC Buffer, segment Map and headers", () => {
    const page = {
      kind: "APP_PAGE",
      html: "<html>₦5,000 — ok</html>",
      rscData: Buffer.from([0, 1, 2, 255, 10]),
      segmentData: new Map([
        ["/_tree", Buffer.from("tree")],
        ["/blog/__PAGE__", Buffer.from("page")],
      ]),
      headers: { "x-next-cache-tags": "posts,_N_T_/blog" },
      status: 200,
      postponed: undefined,
    };
    const back = deserialize<{ value: typeof page; cacheControl: unknown }>(
      serialize({ value: page, cacheControl: { revalidate: 60, expire: 600 } }),
    );
    expect(back.cacheControl).toEqual({ revalidate: 60, expire: 600 });
    expect(back.value.html).toBe(page.html);
    expect(Buffer.isBuffer(back.value.rscData)).toBe(true);
    expect(back.value.rscData.equals(page.rscData)).toBe(true);
    expect(back.value.segmentData).toBeInstanceOf(Map);
    expect([...back.value.segmentData.keys()]).toEqual(["/_tree", "/blog/__PAGE__"]);
    expect(back.value.segmentData.get("/_tree")!.toString()).toBe("tree");
    expect(back.value.headers).toEqual(page.headers);
    expect("postponed" in back.value).toBe(false);
  });

  it("round-trips a route body (Uint8Array) and a fetch entry as they were", () => {
    const route = {
      kind: "APP_ROUTE",
      body: new Uint8Array([123, 125]),
      headers: { "content-type": "application/json" },
      status: 200,
    };
    const back = deserialize<typeof route>(serialize(route));
    expect(Buffer.from(back.body).toString()).toBe("{}");
    const fetchEntry = {
      kind: "FETCH",
      data: { headers: {}, body: '["a"]', status: 200, url: "" },
      revalidate: 3600,
      tags: ["posts"],
    };
    expect(deserialize(serialize(fetchEntry))).toEqual(fetchEntry);
  });

  it("leaves ordinary objects that look nothing like its markers alone", () => {
    const value = { type: "Buffer", data: [1, 2], nested: { map: {} }, list: [null, 0, ""] };
    expect(deserialize(serialize(value))).toEqual(value);
  });
});

describe("cache store stamps and memory", () => {
  it("counts a mark on or after an entry's stamp as newer than it, a tie included", () => {
    expect(markedSince(1000, 1000)).toBe(true);
    expect(markedSince(1001, 1000)).toBe(true);
    expect(markedSince(999, 1000)).toBe(false);
    expect(markedSince(null, 1000)).toBe(false);
    expect(markedSince(0, 0)).toBe(false); // no mark at all
  });

  it("drops exactly the remembered items that carry one of the given tags", () => {
    const lru = new ByteLru(1024);
    lru.set("a", { meta: { tags: ["posts", "home"] } }, 10);
    lru.set("b", { meta: { tags: ["songs"] } }, 10);
    lru.set("c", { meta: { tags: [] } }, 10);
    lru.deleteTagged(["home", "artists"]);
    expect(lru.get("a")).toBeUndefined();
    expect(lru.get("b")).toBeDefined();
    expect(lru.get("c")).toBeDefined();
    expect(lru.bytes).toBe(20);
  });
});
