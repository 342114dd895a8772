import { writeFileSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ObjectId } from "bson";
import { describe, expect, it } from "vitest";
import { writeDump, type DumpStyle } from "@/testing/legacy-dump";
import { DumpError, listDump, readDumpFile } from "./dump";

const docs = [
  { _id: new ObjectId(), title: "Ọjọ́ àìkú ní Èkó", createdAt: new Date("2024-03-01T10:00:00Z"), likes: ["a", "b"] },
  { _id: new ObjectId(), title: 'Quotes " and braces } { inside', views: 12345678901234 },
];

async function readAll(source: string) {
  const out: Record<string, Record<string, unknown>[]> = {};
  for (const file of await listDump(source)) {
    out[file.collection] = [];
    for await (const doc of readDumpFile(file)) out[file.collection].push(doc);
  }
  return out;
}

describe("reading the old site's dump", () => {
  it.each<DumpStyle>(["bson", "bson.gz", "json", "json-array", "json.gz"])(
    "reads %s with the same values",
    async (style) => {
      const read = await readAll(writeDump({ posts: docs, subscribers: [] }, style));
      expect(Object.keys(read).sort()).toEqual(["posts", "subscribers"]);
      expect(read.posts).toHaveLength(2);
      expect((read.posts[0]._id as ObjectId).toHexString()).toBe(docs[0]._id.toHexString());
      expect(read.posts[0].title).toBe("Ọjọ́ àìkú ní Èkó");
      expect((read.posts[0].createdAt as Date).toISOString()).toBe("2024-03-01T10:00:00.000Z");
      expect(read.posts[0].likes).toEqual(["a", "b"]);
      expect(read.posts[1].title).toBe('Quotes " and braces } { inside');
      expect(Number(read.posts[1].views)).toBe(12345678901234);
    },
  );

  it("reads many documents across chunk boundaries", async () => {
    const many = Array.from({ length: 3000 }, (_, i) => ({ _id: new ObjectId(), n: i, text: "é".repeat(i % 50) }));
    for (const style of ["bson", "json"] as const) {
      const read = await readAll(writeDump({ comments: many }, style));
      expect(read.comments.map((d) => d.n)).toEqual(many.map((d) => d.n));
    }
  });

  it("refuses an --archive file, a cut-off file and stray text, saying what to do", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "mnb-legacy-bad-"));
    const archive = Buffer.alloc(8);
    archive.writeUInt32LE(0x8199e26d, 0);
    writeFileSync(path.join(dir, "posts.bson"), archive);
    await expect(readAll(dir)).rejects.toThrow(/--archive.*--out/);
    const cut = writeDump({ posts: docs }, "bson");
    const file = (await listDump(cut))[0];
    const { readFileSync } = await import("node:fs");
    writeFileSync(file.file, readFileSync(file.file).subarray(0, 30));
    await expect(readAll(cut)).rejects.toThrow(/ends inside a document/);
    const stray = mkdtempSync(path.join(tmpdir(), "mnb-legacy-stray-"));
    writeFileSync(path.join(stray, "posts.json"), '{"a":1}\nnot json\n');
    await expect(readAll(stray)).rejects.toThrow(DumpError);
  });

  it("says so when a folder holds several databases", async () => {
    const root = mkdtempSync(path.join(tmpdir(), "mnb-legacy-two-"));
    const { mkdirSync } = await import("node:fs");
    mkdirSync(path.join(root, "a"));
    mkdirSync(path.join(root, "b"));
    await expect(listDump(root)).rejects.toThrow(/several databases \(a, b\)/);
  });
});
