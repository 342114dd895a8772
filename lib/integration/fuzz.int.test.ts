// Property-based fuzzing of every mutation under /mnb/api (taken from the policy registry, so new routes are fuzzed
// the day they are declared): random and hostile bodies – wrong types, ~1 MB strings, operator objects, arrays, NUL
// bytes, broken JSON, wrong or missing content types, junk multipart – as anonymous and as an admin. The server must
// never answer 5xx, always answer JSON (or 204 with no body), and every refusal must be the error shape { message, code }.
// Reproduce a run with FUZZ_SEED=<seed printed below>; FUZZ_RUNS sets the inputs per route and caller.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { API_ROUTES, type ApiMethod } from "@/lib/api/policy";
import { BASE_URL } from "@/testing/http";
import { signedIn } from "@/testing/fixtures";
import { createFixtures, fillPath, validBody, type Fixtures } from "@/testing/api-routes";

const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
console.log(`fuzz: seed ${SEED}, ${RUNS} inputs per route and caller`);

const JSON_TYPE = "application/json";
const MEGABYTE = "x".repeat(1_000_000);

type FormSpec = { fields: [string, string][]; file?: Uint8Array };
type Attack = { kind: string; contentType?: string; body: string | Uint8Array | FormSpec };

const nulString = fc.string({ maxLength: 20 }).map((s) => `${s}\u0000${s}`);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom({ $gt: "" }, { $ne: null }, { $where: "sleep(1)" }, { $regex: ".*" }),
  fc.array(fc.string({ maxLength: 10 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 3 }),
  nulString,
  fc.constant(MEGABYTE),
  fc.constantFrom(
    "<script>alert(1)</script>",
    "' OR 1=1 --",
    "../../etc/passwd",
    "9".repeat(400),
    "𝕏".repeat(3000),
    "  ",
  ),
);
const asText = (value: unknown) => (typeof value === "string" ? value : (JSON.stringify(value) ?? ""));

const fieldsOf = (valid: Record<string, string | number>) =>
  Object.keys(valid).length ? Object.keys(valid) : ["name", "email", "message", "text", "type"];
const formOf = (kind: string, record: Record<string, unknown>, file?: Uint8Array): Attack => ({
  kind,
  body: { fields: Object.entries(record).map(([k, v]) => [k, asText(v)]), file },
});

/** Always tried, whatever the seed: a NUL byte in each field of an otherwise valid body (Postgres refuses them). */
function nulInEachField(valid: Record<string, string | number>, multipart: boolean): Attack[] {
  return fieldsOf(valid).map((key) => {
    const body = { ...valid, [key]: `${valid[key] ?? "x"}\u0000` };
    return multipart
      ? formOf(`NUL in ${key}`, body)
      : { kind: `NUL in ${key}`, contentType: JSON_TYPE, body: JSON.stringify(body) };
  });
}

/** Bodies for a route whose valid body has these fields (JSON object or form fields). */
function attacks(valid: Record<string, string | number>, multipart: boolean): fc.Arbitrary<Attack> {
  const keys = fieldsOf(valid);
  const hostileRecord = fc.record(Object.fromEntries(keys.map((k) => [k, hostileValue])), { requiredKeys: [] });
  // A body valid in every field but one: the inputs that get past validation and reach the database.
  const almostValid = fc
    .tuple(fc.constantFrom(...keys), hostileValue)
    .map(([key, value]) => ({ ...valid, [key]: value }));
  return fc.oneof(
    hostileRecord.map((r): Attack => ({
      kind: "hostile JSON fields",
      contentType: JSON_TYPE,
      body: JSON.stringify(r),
    })),
    almostValid.map((r): Attack =>
      multipart
        ? formOf("one hostile form field", r)
        : { kind: "one hostile field", contentType: JSON_TYPE, body: JSON.stringify(r) },
    ),
    fc
      .jsonValue({ maxDepth: 3 })
      .map((v): Attack => ({ kind: "any JSON", contentType: JSON_TYPE, body: JSON.stringify(v) ?? "null" })),
    fc
      .string({ maxLength: 30 })
      .map((s): Attack => ({ kind: "broken JSON", contentType: JSON_TYPE, body: `{"${s}": [` })),
    hostileRecord.map((r): Attack => ({
      kind: "JSON as text/plain",
      contentType: "text/plain",
      body: JSON.stringify(r),
    })),
    hostileRecord.map((r): Attack => ({
      kind: "form-urlencoded",
      contentType: "application/x-www-form-urlencoded",
      body: new URLSearchParams(Object.entries(r).map(([k, v]) => [k, asText(v)])).toString(),
    })),
    fc
      .tuple(hostileRecord, fc.uint8Array({ maxLength: 4096 }))
      .map(([r, bytes]) => formOf("hostile multipart", r, bytes)),
    fc.string({ maxLength: 200 }).map((s): Attack => ({
      kind: "junk multipart",
      contentType: "multipart/form-data; boundary=zzz",
      body: `--zzz\r\n${s}`,
    })),
    fc.uint8Array({ maxLength: 4096 }).map((bytes): Attack => ({ kind: "bytes, no content type", body: bytes })),
    fc.constant<Attack>({ kind: "1 MB JSON", contentType: JSON_TYPE, body: JSON.stringify({ [keys[0]]: MEGABYTE }) }),
  );
}

async function send(method: string, path: string, attack: Attack, token?: string) {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit;
  if (typeof attack.body === "string" || attack.body instanceof Uint8Array) {
    body = typeof attack.body === "string" ? attack.body : new Blob([new Uint8Array(attack.body)]);
    if (attack.contentType) headers["content-type"] = attack.contentType;
  } else {
    const form = new FormData();
    for (const [k, v] of attack.body.fields) form.append(k, v);
    if (attack.body.file)
      form.append("image", new File([new Uint8Array(attack.body.file)], "junk.png", { type: "image/png" }));
    body = form;
  }
  const response = await fetch(`${BASE_URL}${path}`, { method, headers, body, redirect: "manual" });
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, type: response.headers.get("content-type") ?? "", text, json };
}

const describeAttack = (a: Attack) => {
  const raw =
    typeof a.body === "string"
      ? a.body
      : a.body instanceof Uint8Array
        ? `<${a.body.length} bytes>`
        : JSON.stringify(a.body.fields);
  const preview = raw.length > 120 ? `${raw.slice(0, 120)}…(${raw.length} chars)` : raw;
  return `${a.kind}${raw.includes("\u0000") || raw.includes("\\u0000") ? " with NUL" : ""}: ${preview}`;
};

let fx: Fixtures;
let adminToken: string;

beforeAll(async () => {
  fx = await createFixtures();
  adminToken = (await signedIn("ADMIN")).token;
});
afterAll(async () => {
  // Thousands of bad logins, sign-ups and comments from one address: leave no lock-out behind for the next file.
  await db.rateLimit.deleteMany({});
  await db.$disconnect();
});

const mutations = Object.entries(API_ROUTES).flatMap(([pattern, methods]) =>
  (Object.keys(methods) as ApiMethod[]).filter((m) => m !== "GET").map((method) => ({ pattern, method })),
);
// The admin's own session must survive the run, so it does not fuzz signing itself out.
const cases = mutations.flatMap((m) => [
  { ...m, as: "anonymous" as const },
  ...(m.pattern === "/mnb/api/signOut" ? [] : [{ ...m, as: "admin" as const }]),
]);

describe("fuzzing every mutation", () => {
  it.each(cases.map((c, i) => [`${c.method} ${c.pattern} as ${c.as}`, c, i] as const))(
    "%s: no 5xx, JSON, error shape",
    async (_, c, i) => {
      const valid = await validBody(c.pattern, c.method, fx);
      const multipart = valid instanceof FormData;
      const fields: Record<string, string | number> = multipart
        ? Object.fromEntries([...valid.entries()].filter((e): e is [string, string] => typeof e[1] === "string"))
        : { ...(valid as Record<string, string | number> | undefined) };
      const path = fillPath(c.pattern, fx);
      const failures: string[] = [];
      for (const attack of [
        ...nulInEachField(fields, multipart),
        ...fc.sample(attacks(fields, multipart), { seed: SEED + i, numRuns: RUNS }),
      ]) {
        const reply = await send(c.method, path, attack, c.as === "admin" ? adminToken : undefined);
        const shape = reply.json as { message?: unknown; code?: unknown } | undefined;
        const problem =
          reply.status >= 500
            ? "5xx"
            : // 204 No Content (a beacon's answer) has no body to be JSON.
              reply.status === 204
              ? reply.text === ""
                ? null
                : "a body with 204"
              : !reply.type.startsWith("application/json") || reply.json === undefined
                ? "not JSON"
                : reply.status >= 400 && (typeof shape?.message !== "string" || typeof shape?.code !== "string")
                  ? "no error shape"
                  : null;
        if (problem)
          failures.push(`${reply.status} ${problem} ← ${describeAttack(attack)} → ${reply.text.slice(0, 100)}`);
      }
      expect(failures, `seed ${SEED + i}`).toEqual([]);
    },
    120_000,
  );
});

/** Path segments no route should choke on: broken percent-encoding first (Next's router threw a DecodeError on it). */
const HOSTILE_SEGMENTS = [
  "%E0%A4%A",
  "%",
  "%ZZ",
  "%C0%AF",
  "..%2F..%2Fetc",
  "%00",
  "%F0%9F%98",
  "x".repeat(2000),
  "%E0%A4%A4%E0%A4%A",
];

describe("fuzzing path segments", () => {
  const apiPatterns = Object.keys(API_ROUTES).filter((p) => p.includes("["));
  it("answers every API route's dynamic segment with a 4xx in the error shape, never a 5xx", async () => {
    const failures: string[] = [];
    for (const pattern of apiPatterns) {
      const methods = Object.keys(API_ROUTES[pattern as keyof typeof API_ROUTES]) as ApiMethod[];
      for (const segment of HOSTILE_SEGMENTS) {
        const path = pattern.replace(/\[\[?\.{0,3}[^\]]+\]\]?/g, segment);
        for (const method of methods) {
          const response = await fetch(`${BASE_URL}${path}`, {
            method,
            headers: { "sec-fetch-site": "same-origin", "content-type": "application/json" },
            body: method === "GET" ? undefined : "{}",
          });
          const text = await response.text();
          let shape: { message?: unknown; code?: unknown } | undefined;
          try {
            shape = JSON.parse(text);
          } catch {
            /* checked below */
          }
          if (
            response.status >= 500 ||
            (response.status >= 400 && (typeof shape?.message !== "string" || typeof shape?.code !== "string"))
          ) {
            failures.push(`${method} ${path.slice(0, 80)} → ${response.status} ${text.slice(0, 60)}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);

  it.each(["/mnb/api/payments/%E0%A4%A", "/mnb/api/getPost/%E0%A4%A?x=1"])(
    "answers %s 404 in the API's error shape, with the security headers",
    async (path) => {
      const response = await fetch(`${BASE_URL}${path}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: "Not found.", code: "not_found" });
      expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    },
  );

  it.each(["/post/%E0%A4%A", "/smartlink/%E0%A4%A", "/music-links/mine/%E0%A4%A", "/songs/%", "/%E0%A4%A"])(
    "answers %s with the not-found page (404) and the security headers",
    async (path) => {
      const response = await fetch(`${BASE_URL}${path}`, { redirect: "manual" });
      expect(response.status).toBe(404);
      const html = await response.text();
      expect(html).toContain("<title>Page not found");
      expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    },
  );
});
