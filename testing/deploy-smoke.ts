// What a deployed site must answer (scripts/deploy-test.ts runs it against Vercel's functions and the standalone
// server): the same list for both, each request within 5 s.
import pg from "pg";
import { paystackControls } from "./paystack-stand-in";

const ANSWER_WITHIN_MS = 5_000;
const DEMO_ADMIN = { email: "admin@mynationblog.local", password: "mnb-demo-admin" };

export type Check = { name: string; ok: boolean; detail: string };

/** The answer to one request, or why there was none within the limit. */
async function call(base: string, route: string, init: RequestInit = {}) {
  const started = Date.now();
  const response = await fetch(`${base}${route}`, {
    redirect: "manual",
    ...init,
    headers: { "x-forwarded-for": "198.51.100.7", "x-real-ip": "198.51.100.7", ...(init.headers ?? {}) },
    signal: AbortSignal.timeout(ANSWER_WITHIN_MS),
  });
  const text = await response.text();
  return { status: response.status, text, headers: response.headers, ms: Date.now() - started };
}

const json = (text: string) => {
  try {
    return JSON.parse(text) as Record<string, unknown> & unknown[];
  } catch {
    return undefined;
  }
};

/**
 * What a deployed site must answer, the same on Vercel's functions and on the standalone server: a cached page, a
 * post and a missing one, a JSON list, sign-in and an admin call with that session, a cron job with and without its
 * secret, malformed paths (4xx, never a bare 500), an upload token, a payment settled by its signed webhook, the health
 * check, and a scheduled post showing at its time with no cron and no API request.
 */
export async function smoke(
  base: string,
  db: string,
  opts: { blob: boolean; paystack: { url: string; secret: string } },
): Promise<Check[]> {
  const checks: Check[] = [];
  const check = async (name: string, fn: () => Promise<string | true>) => {
    try {
      const result = await fn();
      checks.push({ name, ok: result === true, detail: result === true ? "" : result });
    } catch (error) {
      checks.push({ name, ok: false, detail: error instanceof Error ? error.message : String(error) });
    }
  };
  let slug = "";
  await check("JSON list GET /mnb/api/getAllPosts → 200 with posts", async () => {
    const r = await call(base, "/mnb/api/getAllPosts");
    const list = json(r.text);
    slug = Array.isArray(list) && list.length ? String((list[0] as { slug: string }).slug) : "";
    return (r.status === 200 && slug !== "") || `${r.status} ${r.text.slice(0, 200)}`;
  });
  await check("cached page GET /blog/pages/1 → 200", async () => {
    const r = await call(base, "/blog/pages/1");
    return (r.status === 200 && r.text.includes("<title>Blog")) || `${r.status} ${r.text.slice(0, 200)}`;
  });
  await check("post page GET /post/<newest> → 200", async () => {
    const r = await call(base, `/post/${slug}`);
    return r.status === 200 || `${r.status} ${r.text.slice(0, 200)}`;
  });
  await check("missing post GET /post/no-such-post → 404", async () => {
    const r = await call(base, "/post/no-such-post-anywhere");
    return r.status === 404 || `${r.status}`;
  });
  await check("malformed page path GET /post/%E0%A4%A → 4xx", async () => {
    const r = await call(base, "/post/%E0%A4%A");
    return (r.status >= 400 && r.status < 500) || `${r.status} ${r.text.slice(0, 200)}`;
  });
  await check("malformed API path GET /mnb/api/getPost/%E0%A4%A → 4xx JSON", async () => {
    const r = await call(base, "/mnb/api/getPost/%E0%A4%A");
    return (
      (r.status >= 400 && r.status < 500 && json(r.text)?.message !== undefined) ||
      `${r.status} ${r.text.slice(0, 200)}`
    );
  });
  let token = "";
  await check("sign-in POST /mnb/api/signIn (demo admin) → 200 with a session", async () => {
    const r = await call(base, "/mnb/api/signIn", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(DEMO_ADMIN),
    });
    token = String(json(r.text)?.token ?? "");
    return (r.status === 200 && token !== "") || `${r.status} ${r.text.slice(0, 200)}`;
  });
  await check("admin call GET /mnb/api/activity: 401 without a session, 200 with the admin's", async () => {
    const anonymous = await call(base, "/mnb/api/activity");
    const admin = await call(base, "/mnb/api/activity", { headers: { authorization: `Bearer ${token}` } });
    return (
      (anonymous.status === 401 && admin.status === 200) ||
      `${anonymous.status} / ${admin.status} ${admin.text.slice(0, 200)}`
    );
  });
  await check("cron GET /mnb/api/cron/publish: 401 without the secret, 200 with it", async () => {
    const without = await call(base, "/mnb/api/cron/publish");
    const withSecret = await call(base, "/mnb/api/cron/publish", {
      headers: { authorization: "Bearer deploy-test-cron" },
    });
    return (
      (without.status === 401 && withSecret.status === 200) ||
      `${without.status} / ${withSecret.status} ${withSecret.text}`
    );
  });
  await check(
    `upload token POST /mnb/api/blob-upload → ${opts.blob ? "200 with a client token" : "404 (local disk)"}`,
    async () => {
      const r = await call(base, "/mnb/api/blob-upload", {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        body: JSON.stringify({
          type: "blob.generate-client-token",
          payload: { pathname: "image/deploy-check.png", clientPayload: "image", multipart: false },
        }),
      });
      if (opts.blob)
        return (r.status === 200 && typeof json(r.text)?.clientToken === "string") || `${r.status} ${r.text}`;
      return r.status === 404 || `${r.status} ${r.text}`;
    },
  );
  await check("payment: paid at Paystack, its signed webhook marks it PAID; a forged webhook → 401", async () => {
    const paystack = paystackControls(opts.paystack.url, opts.paystack.secret);
    const started = await call(base, "/mnb/api/payments", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        name: "Ada Obi",
        email: "ada.deploy@example.com",
        amount: "15000",
        message: "Deploy check",
      }),
    });
    const reference = String(json(started.text)?.reference ?? "");
    if (started.status !== 201 || !reference) return `start: ${started.status} ${started.text.slice(0, 200)}`;
    await paystack.pay(reference);
    const forgedBody = JSON.stringify({ event: "charge.success", data: { id: 1, reference } });
    const forged = await call(base, "/mnb/api/paystack/webhook", {
      method: "POST",
      headers: { "content-type": "application/json", "x-paystack-signature": "0".repeat(128) },
      body: forgedBody,
    });
    if (forged.status !== 401) return `forged webhook: ${forged.status} ${forged.text.slice(0, 200)}`;
    // As Paystack sends it: the raw body signed with the secret key (the function re-asks Paystack before believing).
    const body = JSON.stringify({
      event: "charge.success",
      data: { id: Date.now() % 1e9, reference, amount: 1_500_000, currency: "NGN", status: "success" },
    });
    const hook = await call(base, "/mnb/api/paystack/webhook", {
      method: "POST",
      headers: { "content-type": "application/json", "x-paystack-signature": paystack.sign(body) },
      body,
    });
    if (hook.status !== 200) return `webhook: ${hook.status} ${hook.text.slice(0, 200)}`;
    // The webhook's work may finish after its answer (waitUntil): the payment's status shows it within a few seconds.
    for (let i = 0; i < 20; i++) {
      const status = json((await call(base, `/mnb/api/payments/${reference}`)).text)?.status;
      if (status === "PAID") return true;
      await new Promise((r) => setTimeout(r, 250));
    }
    return `still not PAID after the webhook`;
  });
  await check("health GET /mnb/api/health → 200", async () => {
    const r = await call(base, "/mnb/api/health");
    const body = json(r.text);
    return (
      (r.status === 200 && body?.database === "ok" && body?.storage === (opts.blob ? "blob" : "disk")) ||
      `${r.status} ${r.text}`
    );
  });
  await check("a scheduled post shows at its time on its page, without a cron or any API request", async () => {
    const due = `deploy-due-${Date.now().toString(36)}`;
    const client = new pg.Client({ connectionString: db });
    await client.connect();
    try {
      await client.query(
        `INSERT INTO "Post" ("id", "slug", "title", "content", "author", "status", "publishAt", "publishedAt", "updatedAt", "previewKey")
         VALUES ($1, $1, 'Due on its own', 'Shown at its time.', 'MNB', 'SCHEDULED',
                 now() + interval '3 seconds', now() + interval '3 seconds', now(), gen_random_uuid()::text)`,
        [due],
      );
    } finally {
      await client.end();
    }
    const before = await call(base, `/post/${due}`);
    if (before.status !== 404) return `before its time: ${before.status}`;
    await new Promise((r) => setTimeout(r, 3_500));
    const deadline = Date.now() + 10_000;
    let last = 0;
    while (Date.now() < deadline) {
      last = (await call(base, `/post/${due}`)).status;
      if (last === 200) return true;
      await new Promise((r) => setTimeout(r, 500));
    }
    return `still ${last} 10 s after its time`;
  });
  return checks;
}
