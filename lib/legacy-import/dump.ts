// Reading what MongoDB's own tools write, one document at a time: a `mongodump` folder (`<collection>.bson`, or
// `.bson.gz` with --gzip) and `mongoexport` files (Extended JSON v2, one document per line or one array with
// --jsonArray, optionally gzipped). Documents are streamed, never the whole dump in memory; BSON and Extended JSON are
// decoded by MongoDB's own `bson` package, so both give the same values (ObjectId, Date, numbers).
import { createReadStream } from "node:fs";
import { readdir, stat } from "node:fs/promises";
import path from "node:path";
import { Transform } from "node:stream";
import { createGunzip } from "node:zlib";
import { BSON, EJSON } from "bson";

export type LegacyDocument = Record<string, unknown>;

export type DumpFile = {
  collection: string;
  file: string;
  format: "bson" | "json";
  gzip: boolean;
  /** Bytes on disk (compressed when gzipped): what progress is counted in. */
  size: number;
};

const FILE_PATTERN = /^(.+?)\.(bson|json|ndjson|jsonl)(\.gz)?$/;

/** The archive mongodump writes with --archive starts with this magic number; it is read by mongorestore only. */
const ARCHIVE_MAGIC = 0x8199e26d;

export class DumpError extends Error {}

/**
 * The collections in `source`: a folder of `.bson`/`.json` files, or a folder holding one database folder (what
 * `mongodump --out dump` leaves: dump/<database>/…), or a single file. Metadata files are skipped.
 */
export async function listDump(source: string): Promise<DumpFile[]> {
  const info = await stat(source).catch(() => null);
  if (!info) throw new DumpError(`Nothing at ${source}.`);
  if (info.isFile()) {
    const one = await describe(path.dirname(source), path.basename(source));
    if (!one) throw new DumpError(`${source} is not a .bson or .json file of a collection.`);
    return [one];
  }
  let dir = source;
  let entries = await readdir(dir, { withFileTypes: true });
  const files = entries.filter((e) => e.isFile() && FILE_PATTERN.test(e.name) && !e.name.includes(".metadata."));
  const folders = entries.filter((e) => e.isDirectory() && e.name !== "admin" && e.name !== "config");
  if (files.length === 0 && folders.length === 1) {
    dir = path.join(dir, folders[0].name);
    entries = await readdir(dir, { withFileTypes: true });
  } else if (files.length === 0 && folders.length > 1) {
    throw new DumpError(
      `${source} holds several databases (${folders.map((f) => f.name).join(", ")}): give the folder of the one to import.`,
    );
  }
  const found: DumpFile[] = [];
  for (const entry of entries) {
    if (!entry.isFile() || entry.name.includes(".metadata.")) continue;
    const file = await describe(dir, entry.name);
    if (file) found.push(file);
  }
  const seen = new Set<string>();
  for (const file of found) {
    if (seen.has(file.collection))
      throw new DumpError(`Two files hold the collection "${file.collection}" in ${dir}: keep one.`);
    seen.add(file.collection);
  }
  return found.sort((a, b) => a.collection.localeCompare(b.collection));
}

async function describe(dir: string, name: string): Promise<DumpFile | null> {
  const match = FILE_PATTERN.exec(name);
  if (!match) return null;
  const file = path.join(dir, name);
  const { size } = await stat(file);
  return { collection: match[1], file, format: match[2] === "bson" ? "bson" : "json", gzip: !!match[3], size };
}

/** Each document of one dump file, in file order. `onBytes` is told how many bytes of the file were read so far. */
export async function* readDumpFile(dump: DumpFile, onBytes?: (read: number) => void): AsyncGenerator<LegacyDocument> {
  const raw = createReadStream(dump.file);
  let read = 0;
  raw.on("data", (chunk) => {
    read += chunk.length;
    onBytes?.(read);
  });
  const stream = dump.gzip ? raw.pipe(createGunzip()) : raw;
  try {
    if (dump.format === "bson") yield* bsonDocuments(stream, dump.file);
    else yield* jsonDocuments(stream.pipe(utf8()), dump.file);
  } finally {
    raw.destroy();
  }
}

async function* bsonDocuments(stream: AsyncIterable<Buffer>, file: string): AsyncGenerator<LegacyDocument> {
  let pending: Buffer = Buffer.alloc(0);
  let first = true;
  for await (const chunk of stream) {
    pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
    let offset = 0;
    while (pending.length - offset >= 4) {
      const size = pending.readInt32LE(offset);
      if (first && size === (ARCHIVE_MAGIC | 0))
        throw new DumpError(
          `${file} is a mongodump --archive file, which only mongorestore reads: dump again with --out <folder> (and --gzip if you like).`,
        );
      first = false;
      if (size < 5) throw new DumpError(`${file} is not BSON (a document of ${size} bytes at byte ${offset}).`);
      if (pending.length - offset < size) break;
      yield BSON.deserialize(pending.subarray(offset, offset + size)) as LegacyDocument;
      offset += size;
    }
    pending = pending.subarray(offset);
  }
  if (pending.length)
    throw new DumpError(`${file} ends inside a document (${pending.length} bytes left): is it whole?`);
}

function utf8(): Transform {
  const decoder = new TextDecoder("utf-8");
  return new Transform({
    readableObjectMode: true,
    transform(chunk: Buffer, _encoding, done) {
      done(null, decoder.decode(chunk, { stream: true }));
    },
    flush(done) {
      done(null, decoder.decode());
    },
  });
}

/**
 * Every top-level `{…}` of an Extended JSON file: one per line (mongoexport's default), one array of them
 * (--jsonArray) or pretty-printed across lines. Only strings and braces are tracked to find where an object ends;
 * each object's text is then parsed by EJSON.
 */
async function* jsonDocuments(stream: AsyncIterable<string>, file: string): AsyncGenerator<LegacyDocument> {
  let depth = 0;
  let inString = false;
  let escaped = false;
  let current = "";
  let line = 1;
  for await (const text of stream) {
    let start = depth > 0 ? 0 : -1;
    for (let i = 0; i < text.length; i++) {
      const c = text[i];
      if (c === "\n") line++;
      if (depth === 0) {
        if (c === "{") {
          depth = 1;
          start = i;
        } else if (!/[\s,[\]]/.test(c)) {
          throw new DumpError(`${file} line ${line}: expected a document, found "${c}".`);
        }
        continue;
      }
      if (inString) {
        if (escaped) escaped = false;
        else if (c === "\\") escaped = true;
        else if (c === '"') inString = false;
      } else if (c === '"') inString = true;
      else if (c === "{") depth++;
      else if (c === "}" && --depth === 0) {
        const body = current + text.slice(start, i + 1);
        current = "";
        start = -1;
        try {
          yield EJSON.parse(body) as LegacyDocument;
        } catch (error) {
          throw new DumpError(`${file} line ${line}: ${(error as Error).message}`);
        }
      }
    }
    if (depth > 0) current += text.slice(start);
  }
  if (depth > 0) throw new DumpError(`${file} ends inside a document: is it whole?`);
}
