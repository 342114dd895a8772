// The fault drill's visitors: a few at a time, each action a fresh visitor (own address from 198.18.0.0/15, own cookies)
// so per-address limits stay out of the way, answering proof-of-work challenges as our pages do. Every write is
// entered in the ledger with what identifies it in the database (an email, a marker text, an id from the answer) and
// how it was answered: a 2xx is acknowledged, anything else (a status, or a network error) is not.
import { randomBytes, randomInt } from "node:crypto";
import sharp from "sharp";
import { Client, testAddress, type Reply } from "@/testing/http";
import { requestSolving } from "@/testing/challenge";
import { paystackControls } from "@/testing/paystack-stand-in";

export const KINDS = [
  "sign-ups",
  "post comments",
  "song comments",
  "song likes",
  "comment reactions",
  "booking files",
  "bookings",
  "payments started",
  "payment webhooks",
  "smart-link clicks",
  "page reads",
] as const;
export type Kind = (typeof KINDS)[number];
/** An HTTP status, or "network" when no answer came (connection refused or reset). */
export type Outcome = number | "network";
/** One write as sent: `at` is when its answer came (ms since the traffic began), `server` the port that gave it. */
export type Attempt = {
  kind: Kind;
  outcome: Outcome;
  key?: string;
  data?: Record<string, string>;
  at?: number;
  server?: string;
};

export const acknowledged = (a: Attempt) => typeof a.outcome === "number" && a.outcome >= 200 && a.outcome < 400;

/** What the seeded database offers the visitors: read once before the traffic starts. */
export type Catalog = {
  posts: string[];
  songs: { id: string; slug: string }[];
  offers: string[];
  smartLinks: string[];
};

export type TrafficContext = {
  proxyUrl: string;
  startedAt: number;
  catalog: Catalog;
  paystack: ReturnType<typeof paystackControls>;
  ledger: Attempt[];
  /** Post comments acknowledged so far: what comment reactions react to. */
  comments: string[];
  /** charge.success bodies sent, for the redelivery Paystack makes of the ones not answered 200. */
  webhooks: { reference: string; body: string; outcome: Outcome }[];
};

const BROWSER_UA =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";
const pick = <T>(list: T[]) => list[randomInt(list.length)];
const tag = () => randomBytes(5).toString("hex");
let png: Promise<Buffer> | undefined;
const bookingPng = () =>
  (png ??= sharp({ create: { width: 16, height: 16, channels: 3, background: "#2f6f4f" } })
    .png()
    .toBuffer());

const visitor = (ctx: TrafficContext) => new Client(undefined, testAddress(), ctx.proxyUrl);

/** Sends one request and enters it in the ledger; the reply when one came. */
async function send(
  ctx: TrafficContext,
  kind: Kind,
  call: () => Promise<Reply>,
  entry: (reply: Reply) => Pick<Attempt, "key"> = () => ({}),
  data?: Record<string, string>,
) {
  let reply: Reply | undefined;
  try {
    reply = await call();
  } catch {
    ctx.ledger.push({ kind, outcome: "network", data, at: Date.now() - ctx.startedAt });
    return undefined;
  }
  const attempt: Attempt = {
    kind,
    outcome: reply.status,
    data,
    at: Date.now() - ctx.startedAt,
    server: reply.headers.get("x-drill-server") ?? undefined,
  };
  if (acknowledged(attempt)) attempt.key = entry(reply).key;
  ctx.ledger.push(attempt);
  return acknowledged(attempt) ? reply : undefined;
}

const idOf = (body: unknown) => {
  const b = body as { id?: string; _id?: string };
  return b.id ?? b._id ?? "";
};

async function signUp(ctx: TrafficContext) {
  const name = `drill_${tag()}`;
  const email = `${name}@drill.test`;
  const body = {
    username: name,
    firstName: "Drill",
    lastName: "Visitor",
    age: 30,
    email,
    password: "drill-password-1",
  };
  await send(
    ctx,
    "sign-ups",
    () => requestSolving(visitor(ctx), "POST", "/mnb/api/signUp", body),
    () => ({ key: email }),
    { email },
  );
}

async function postComment(ctx: TrafficContext) {
  const text = `drill comment ${tag()}`;
  const body = { text, name: "Drill Visitor", email: `c-${tag()}@drill.test`, rating: 1 + randomInt(5) };
  const reply = await send(
    ctx,
    "post comments",
    () => requestSolving(visitor(ctx), "POST", `/mnb/api/posts/${pick(ctx.catalog.posts)}/comments`, body),
    () => ({ key: text }),
    { text },
  );
  if (reply) ctx.comments.push(idOf(reply.body));
}

async function songComment(ctx: TrafficContext) {
  const text = `drill song comment ${tag()}`;
  await send(
    ctx,
    "song comments",
    () =>
      requestSolving(visitor(ctx), "POST", `/mnb/api/addComment/${pick(ctx.catalog.songs).slug}`, {
        text,
        username: "Drill",
      }),
    () => ({ key: text }),
    { text },
  );
}

/** The visitor id the server gave this client (its mnb_vid cookie is `<id>.<signature>`), which reaction rows carry. */
const visitorIdOf = (client: Client) => client.cookie("mnb_vid")?.split(".")[0] ?? "";

async function likeSong(ctx: TrafficContext) {
  const song = pick(ctx.catalog.songs);
  const client = visitor(ctx);
  await send(
    ctx,
    "song likes",
    () => requestSolving(client, "PATCH", `/mnb/api/likeSong/${song.slug}`),
    () => ({ key: `${song.id}:${visitorIdOf(client)}` }),
    { target: song.id },
  );
}

async function reactToComment(ctx: TrafficContext) {
  if (ctx.comments.length === 0) return postComment(ctx);
  const comment = pick(ctx.comments);
  const client = visitor(ctx);
  const type = randomInt(4) === 0 ? "dislike" : "like";
  await send(
    ctx,
    "comment reactions",
    () => requestSolving(client, "PATCH", `/mnb/api/post-comment/${comment}/reaction`, { type }),
    () => ({ key: `${comment}:${visitorIdOf(client)}` }),
    { target: comment, type },
  );
}

/** A booking with its file, then its payment: started, paid at the stand-in, confirmed by a signed webhook. */
async function bookAndPay(ctx: TrafficContext) {
  const client = visitor(ctx);
  const form = new FormData();
  form.set("file", new File([new Uint8Array(await bookingPng())], "brief.png", { type: "image/png" }));
  const uploaded = await send(
    ctx,
    "booking files",
    () => requestSolving(client, "POST", "/mnb/api/bookings/files", form),
    (r) => ({ key: idOf((r.body as { file: unknown }).file) }),
  );
  if (!uploaded) return;
  const fileId = idOf((uploaded.body as { file: unknown }).file);
  const email = `b-${tag()}@drill.test`;
  const booking = {
    name: "Drill Booker",
    email,
    service: pick(ctx.catalog.offers),
    message: "Two songs to mix",
    dateTime: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    fileId,
  };
  const booked = await send(
    ctx,
    "bookings",
    () => requestSolving(client, "POST", "/mnb/api/bookings", booking),
    (r) => ({ key: idOf((r.body as { booking: unknown }).booking) }),
    { email, fileId },
  );
  if (!booked) return;
  const bookingId = idOf((booked.body as { booking: unknown }).booking);
  const started = await send(
    ctx,
    "payments started",
    () => requestSolving(client, "POST", "/mnb/api/payments", { bookingId, name: "Drill Booker", email }),
    (r) => ({ key: String((r.body as { reference: string }).reference) }),
    { bookingId, email },
  );
  if (!started) return;
  const { reference, amountKobo } = started.body as { reference: string; amountKobo: number };
  await ctx.paystack.pay(reference);
  await sendWebhook(
    ctx,
    reference,
    JSON.stringify({
      event: "charge.success",
      data: { id: randomInt(1e9), reference, amount: amountKobo, currency: "NGN", status: "success" },
    }),
  );
}

/** One delivery of a signed Paystack event, as Paystack makes it (the body is the same on every delivery). */
export async function sendWebhook(ctx: TrafficContext, reference: string, body: string) {
  const headers = { "content-type": "application/json", "x-paystack-signature": ctx.paystack.sign(body) };
  const entry = { reference, body, outcome: "network" as Outcome };
  ctx.webhooks.push(entry);
  await send(
    ctx,
    "payment webhooks",
    () => visitor(ctx).request("POST", "/mnb/api/paystack/webhook", body, headers),
    () => ({ key: reference }),
    { reference },
  );
  entry.outcome = ctx.ledger.at(-1)!.outcome;
}

/** A tap on a share page's Spotify button; the referrer is unique to this click, so the audit can find its event. */
async function click(ctx: TrafficContext) {
  const domain = `c-${tag()}.drill.test`;
  // No Sec-Fetch-* headers: Node's fetch always sends `Sec-Fetch-Mode: cors`, which with `Dest: document` reads as a
  // script's request, not a navigation (lib/smart-links/visit.ts); without Dest it counts as an old browser's.
  const headers = { "user-agent": BROWSER_UA };
  const path = `/smartlink/${pick(ctx.catalog.smartLinks)}/go/spotify?ref=${encodeURIComponent(`https://${domain}/`)}`;
  await send(
    ctx,
    "smart-link clicks",
    () => visitor(ctx).request("GET", path, undefined, headers),
    () => ({ key: domain }),
    { domain },
  );
}

async function read(ctx: TrafficContext) {
  await send(ctx, "page reads", () =>
    visitor(ctx).get(pick(["/blog", "/songs", `/post/${pick(ctx.catalog.posts)}`, "/mnb/api/getAllPosts"])),
  );
}

const ACTIONS: [weight: number, action: (ctx: TrafficContext) => Promise<unknown>][] = [
  [2, signUp],
  [2, postComment],
  [1, songComment],
  [2, likeSong],
  [2, reactToComment],
  [2, bookAndPay],
  [4, click],
  [2, read],
];
const TOTAL = ACTIONS.reduce((sum, [w]) => sum + w, 0);

function randomAction() {
  let n = randomInt(TOTAL);
  for (const [weight, action] of ACTIONS) if ((n -= weight) < 0) return action;
  return read;
}

/** `concurrency` visitors at a time until `until` (epoch ms). */
export async function runTraffic(ctx: TrafficContext, until: number, concurrency: number) {
  const worker = async () => {
    while (Date.now() < until) {
      await randomAction()(ctx).catch((error: unknown) =>
        console.error("drill: a visitor's action failed in the drill itself", error),
      );
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}
