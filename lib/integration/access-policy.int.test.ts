// The access policy of every /mnb/api route, checked against the route tree on disk: a route file or method without
// a declared policy fails here, and every non-public method is called as anonymous and as a regular user (bearer
// token and cookie session, each also with the old middleware-bypass header) and must refuse and change nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { API_ROUTES, NOT_FOUND_ROUTE, type ApiMethod, type Policy } from "@/lib/api/policy";
import { Client, type Reply } from "@/testing/http";
import { createFixtures, exportedMethods, fillPath, routeFiles, validBody, type Fixtures } from "@/testing/api-routes";
import { adminPagePaths } from "@/testing/admin-routes";

// CVE-2025-29927: this header once made Next skip middleware entirely.
const BYPASS = { "x-middleware-subrequest": "middleware:middleware:middleware:middleware:middleware" };
// Cookie-authenticated writes come from the site's own pages, so the refusal is the policy, not a cross-site check.
const SAME_SITE = { origin: process.env.SITE_URL ?? "", "sec-fetch-site": "same-origin" };

type Caller = {
  name: string;
  signedIn: boolean;
  call: (method: string, path: string, body: unknown) => Promise<Reply>;
};

let fx: Fixtures;
let callers: Caller[];

function caller(name: string, client: Client, signedIn: boolean, headers: Record<string, string> = {}): Caller {
  return {
    name,
    signedIn,
    call: (method, path, body) => client.request(method, path, body, { ...SAME_SITE, ...headers }),
  };
}

/** Every table's row count and a digest of its whole content: any insert, update or delete shows. */
async function snapshot(): Promise<Record<string, string>> {
  const tables = await db.$queryRaw<{ name: string }[]>`
    SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() AND tablename <> '_prisma_migrations' ORDER BY 1`;
  const state: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await db.$queryRawUnsafe<{ n: bigint; digest: string | null }[]>(
      `SELECT count(*) AS n, md5(string_agg(t::text, '|' ORDER BY t::text)) AS digest FROM "${name}" t`,
    );
    state[name] = `${row.n} rows, ${row.digest}`;
  }
  return state;
}

beforeAll(async () => {
  fx = await createFixtures();
  const bearer = await new Client().post<{ token: string }>("/mnb/api/signIn", {
    email: fx.owner.email,
    password: fx.owner.password,
  });
  expect(bearer.status).toBe(200);
  const browser = new Client();
  expect(
    (
      await browser.request(
        "POST",
        "/mnb/api/signIn",
        { email: fx.owner.email, password: fx.owner.password },
        SAME_SITE,
      )
    ).status,
  ).toBe(200);
  const token = new Client().withBearer(bearer.body.token);
  callers = [
    caller("anonymous", new Client(), false),
    caller("anonymous + bypass header", new Client(), false, BYPASS),
    caller("user (bearer)", token, true),
    caller("user (bearer) + bypass header", token, true, BYPASS),
    caller("user (cookie)", browser, true),
    caller("user (cookie) + bypass header", browser, true, BYPASS),
  ];
  // Both sessions really are signed in, so the refusals below are about the role and not a failed sign-in.
  for (const c of callers.filter((c) => c.signedIn))
    expect((await c.call("GET", "/mnb/api/getUserProfile", undefined)).status).toBe(200);
});
afterAll(() => db.$disconnect());

describe("the policy registry (lib/api/policy.ts)", () => {
  const files = routeFiles();

  it("declares a policy for every method of every route file, and nothing that is not on disk", () => {
    const onDisk = files
      .filter((f) => f.pattern !== NOT_FOUND_ROUTE)
      .flatMap((f) => f.methods.map((m) => `${m} ${f.pattern}`));
    const declared = Object.entries(API_ROUTES).flatMap(([pattern, methods]) =>
      Object.keys(methods).map((m) => `${m} ${pattern}`),
    );
    expect(
      onDisk.filter((r) => !declared.includes(r)),
      "route methods without a policy in lib/api/policy.ts",
    ).toEqual([]);
    expect(
      declared.filter((r) => !onDisk.includes(r)),
      "policies for route methods that do not exist",
    ).toEqual([]);
    expect(onDisk.length).toBeGreaterThan(30);
  });

  it("keeps the catch-all 404 route, which answers every method", () => {
    expect(files.find((f) => f.pattern === NOT_FOUND_ROUTE)?.methods).toEqual([
      "GET",
      "HEAD",
      "POST",
      "PUT",
      "PATCH",
      "DELETE",
      "OPTIONS",
    ]);
  });

  it("reads each way a route file can export a method", () => {
    const source = `export const GET = withApi(x);\nexport async function POST() {}\nexport function PUT() {}\nexport { handler as PATCH, DELETE } from "./x";\nexport const helper = 1;`;
    expect(exportedMethods(source)).toEqual(["GET", "POST", "PUT", "PATCH", "DELETE"]);
  });
});

const expected: Record<Exclude<Policy, "public">, { anonymous: number[]; user: number[] }> = {
  admin: { anonymous: [401], user: [403] },
  // A regular user's own calls are allowed; only anonymous ones are made for user routes that write.
  user: { anonymous: [401], user: [] },
  // The path names the other account: refused even though the caller is signed in.
  owner: { anonymous: [401], user: [403] },
  cron: { anonymous: [401], user: [401, 403] },
};

describe("calling every route as anonymous and as a regular user", () => {
  it("refuses admin, user, owner and cron routes with the error shape, and the database is unchanged", async () => {
    const before = await snapshot();
    const outcomes: string[] = [];
    const wrong: string[] = [];
    for (const [pattern, methods] of Object.entries(API_ROUTES)) {
      for (const [method, policy] of Object.entries(methods) as [ApiMethod, Policy][]) {
        const path = fillPath(pattern, fx);
        for (const c of callers) {
          if (policy === "public" && method !== "GET") continue;
          if (policy === "user" && c.signedIn && method !== "GET") continue;
          const reply = await c.call(method, path, await validBody(pattern, method, fx));
          const line = `${method} ${path} as ${c.name}: ${reply.status}`;
          outcomes.push(line);
          if (policy === "public" || (policy === "user" && c.signedIn)) {
            if ([401, 403].includes(reply.status) || reply.status >= 500) wrong.push(`${line} (should be allowed)`);
            continue;
          }
          const allowed = expected[policy][c.signedIn ? "user" : "anonymous"];
          const body = reply.body as { message?: unknown; code?: unknown };
          if (!allowed.includes(reply.status)) wrong.push(`${line} (expected ${allowed.join(" or ")})`);
          else if (typeof body.message !== "string" || typeof body.code !== "string")
            wrong.push(`${line} without the error shape`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(outcomes.filter((o) => /as user \(cookie\): 403/.test(o)).length).toBeGreaterThan(5);
    expect(await snapshot()).toEqual(before);
  });

  it("sends anonymous callers and regular users of every admin page to the login page, also with the bypass header", async () => {
    // Every page under app/(admin) (/admin-dashboard/** and /admin/**), dynamic segments filled with a made-up value.
    const pages = adminPagePaths();
    expect(pages).toContain("/admin-dashboard");
    const wrong: string[] = [];
    for (const c of callers.filter((c) => c.name.includes("anonymous") || c.name.includes("cookie"))) {
      for (const page of pages) {
        const reply = await c.call("GET", page, undefined);
        if (reply.status < 300 || reply.status >= 400 || !/\/login/.test(reply.headers.get("location") ?? "")) {
          wrong.push(`${page} as ${c.name}: ${reply.status} ${reply.headers.get("location") ?? ""}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it("redirects anonymous visitors of the account pages to the login page before anything renders (a real 3xx, not a 200)", async () => {
    const anonymous = callers.filter((c) => c.name.includes("anonymous"));
    for (const c of anonymous) {
      for (const page of ["/profile", "/music-links/mine", "/music-links/mine/some-link"]) {
        const reply = await c.call("GET", page, undefined);
        expect(reply.status, `${page} as ${c.name}`).toBeGreaterThanOrEqual(300);
        expect(reply.status, `${page} as ${c.name}`).toBeLessThan(400);
        expect(reply.headers.get("location"), `${page} as ${c.name}`).toMatch(/\/login$/);
      }
    }
    const user = callers.find((c) => c.name === "user (cookie)")!;
    expect((await user.call("GET", "/profile", undefined)).status).toBe(200);
  });
});
