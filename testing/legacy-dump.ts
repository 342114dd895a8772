// Dumps of the old site's database as MongoDB's own tools write them, built with MongoDB's `bson` package: a
// mongodump folder (`<collection>.bson`, documents one after another, `.bson.gz` with gzip) or mongoexport files
// (Extended JSON v2, a document per line or one array).
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { BSON, EJSON, ObjectId } from "bson";

export type Collections = Record<string, Record<string, unknown>[]>;
export type DumpStyle = "bson" | "bson.gz" | "json" | "json-array" | "json.gz";

/** Writes `collections` into a new folder in `style` (as `dump/<database>/…` for BSON, as mongodump does). */
export function writeDump(collections: Collections, style: DumpStyle): string {
  const root = mkdtempSync(path.join(tmpdir(), "mnb-legacy-"));
  const dir = style.startsWith("bson") ? path.join(root, "mnb") : root;
  if (dir !== root) mkdirSync(dir);
  for (const [name, docs] of Object.entries(collections)) {
    let bytes: Buffer;
    if (style.startsWith("bson")) {
      bytes = Buffer.concat(docs.map((d) => Buffer.from(BSON.serialize(d))));
      writeFileSync(path.join(dir, `${name}.metadata.json`), JSON.stringify({ indexes: [], collectionName: name }));
    } else if (style === "json-array") {
      bytes = Buffer.from(
        `[\n${docs.map((d) => EJSON.stringify(d, undefined, 2, { relaxed: false })).join(",\n")}\n]\n`,
      );
    } else {
      bytes = Buffer.from(docs.map((d) => EJSON.stringify(d, { relaxed: false })).join("\n") + "\n");
    }
    const ext = style.startsWith("bson") ? "bson" : "json";
    const gz = style.endsWith(".gz");
    writeFileSync(path.join(dir, `${name}.${ext}${gz ? ".gz" : ""}`), gz ? gzipSync(bytes) : bytes);
  }
  return root;
}

export const oid = () => new ObjectId();
