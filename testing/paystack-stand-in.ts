// A local stand-in for Paystack's REST API, for tests only (Paystack is unreachable from here). It answers the calls
// lib/payments/paystack.ts makes, shaped as Paystack documents them, checks the secret key like the real API, and has
// a few controls a test uses to act as the customer and as Paystack: pay a transaction (optionally with another amount
// or currency, to test mismatches), register one we never initialised (as the old client's inline script made them),
// make Verify or Create Refund fail for a while, slow Create Refund down (to hold two requests in flight together),
// settle a refund, and sign a webhook body. It also serves a bare checkout page at
// the authorization URL (the redirect path) whose Pay button pays and returns to the callback URL.
import { createHmac, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type StandInTransaction = {
  id: number;
  reference: string;
  accessCode: string;
  email: string;
  amount: number;
  currency: string;
  callbackUrl: string;
  metadata: unknown;
  status: "abandoned" | "success" | "failed";
  paidAmount?: number;
  paidCurrency?: string;
  paidAt?: string;
};
/** A transaction the old client started in the browser: Paystack made the reference, we never initialised it. */
export type BrowserTransactionInput = {
  reference: string;
  amount: number;
  currency?: string;
  metadata?: unknown;
  email?: string;
  status?: "abandoned" | "success" | "failed";
  /** When it was paid (an old payment); now when left out. */
  paidAt?: string;
};
export type StandInRefund = {
  id: number;
  reference: string;
  amount: number;
  currency: string;
  status: "pending" | "processed" | "failed";
};

export type PaystackStandIn = {
  url: string;
  secret: string;
  transactions: Map<string, StandInTransaction>;
  refunds: Map<number, StandInRefund>;
  /** How often each API call was made, e.g. calls["verify"]. */
  calls: Record<string, number>;
  close(): Promise<void>;
};

/** The x-paystack-signature of a body: HMAC-SHA512 keyed with the secret key, hex. */
export const signPaystack = (body: string | Uint8Array, secret: string) =>
  createHmac("sha512", secret).update(body).digest("hex");

const readBody = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
};
const send = (res: ServerResponse, status: number, body: unknown) =>
  res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
const ok = (res: ServerResponse, message: string, data: unknown) => send(res, 200, { status: true, message, data });
const fail = (res: ServerResponse, status: number, message: string) => send(res, status, { status: false, message });

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function startPaystackStandIn(
  secret = `sk_test_standin_${randomBytes(12).toString("hex")}`,
  port = 0,
): Promise<PaystackStandIn> {
  const transactions = new Map<string, StandInTransaction>();
  const byAccessCode = new Map<string, StandInTransaction>();
  const refunds = new Map<number, StandInRefund>();
  const calls: Record<string, number> = {};
  /** reference → how many more Verify calls for it answer 503 (Paystack, or the way to it, down). */
  const verifyOutages = new Map<string, number>();
  /** The same for Create Refund, by the transaction's reference. */
  const refundOutages = new Map<string, number>();
  /** How long Create Refund takes to answer, in ms. */
  let refundDelayMs = 0;
  let nextId = 4_000_000;
  const count = (name: string) => (calls[name] = (calls[name] ?? 0) + 1);

  const pay = (
    tx: StandInTransaction,
    over: { amount?: number; currency?: string; status?: "success" | "failed" } = {},
  ) => {
    tx.status = over.status ?? "success";
    tx.paidAmount = over.amount ?? tx.amount;
    tx.paidCurrency = over.currency ?? tx.currency;
    tx.paidAt = new Date().toISOString();
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? "/", "http://stand-in");
    const path = url.pathname;
    // The customer's side (no key): the checkout page and its Pay button.
    if (req.method === "GET" && path.startsWith("/checkout/")) {
      const tx = byAccessCode.get(path.slice("/checkout/".length));
      if (!tx) return res.writeHead(404).end("Unknown checkout");
      return res
        .writeHead(200, { "content-type": "text/html" })
        .end(
          `<!doctype html><title>Stand-in checkout</title><h1>Pay NGN ${(tx.amount / 100).toFixed(2)}</h1>` +
            `<form method="post" action="/checkout/${escape(tx.accessCode)}"><button>Pay</button></form>`,
        );
    }
    if (req.method === "POST" && path.startsWith("/checkout/")) {
      const tx = byAccessCode.get(path.slice("/checkout/".length));
      if (!tx) return res.writeHead(404).end("Unknown checkout");
      pay(tx);
      const back = new URL(tx.callbackUrl);
      back.searchParams.set("trxref", tx.reference);
      back.searchParams.set("reference", tx.reference);
      return res.writeHead(302, { location: back.toString() }).end();
    }
    // Test controls.
    if (req.method === "GET" && path === "/__stand-in/calls") return ok(res, "Calls", calls);
    if (req.method === "GET" && path.startsWith("/__stand-in/transactions/")) {
      const tx = transactions.get(decodeURIComponent(path.slice("/__stand-in/transactions/".length)));
      return tx ? ok(res, "Transaction", tx) : fail(res, 404, "Unknown reference");
    }
    if (req.method === "POST" && path === "/__stand-in/pay") {
      const body = JSON.parse(await readBody(req)) as {
        reference: string;
        amount?: number;
        currency?: string;
        status?: "success" | "failed";
      };
      const tx = transactions.get(body.reference);
      if (!tx) return fail(res, 404, "Unknown reference");
      pay(tx, body);
      return ok(res, "Paid", tx);
    }
    if (req.method === "POST" && path === "/__stand-in/browser-transaction") {
      const body = JSON.parse(await readBody(req)) as BrowserTransactionInput;
      if (transactions.has(body.reference)) return fail(res, 400, "Duplicate Transaction Reference");
      const tx: StandInTransaction = {
        id: nextId++,
        reference: body.reference,
        accessCode: randomBytes(8).toString("hex"),
        email: body.email ?? "",
        amount: body.amount,
        currency: body.currency ?? "NGN",
        callbackUrl: "http://localhost/",
        metadata: body.metadata ?? null,
        status: body.status ?? "success",
      };
      if (tx.status === "success") tx.paidAt = body.paidAt ?? new Date().toISOString();
      transactions.set(tx.reference, tx);
      return ok(res, "Registered", tx);
    }
    if (req.method === "POST" && path === "/__stand-in/fail-verify") {
      const body = JSON.parse(await readBody(req)) as { reference: string; times: number };
      verifyOutages.set(body.reference, body.times);
      return ok(res, "Outage set", body);
    }
    if (req.method === "POST" && path === "/__stand-in/fail-refund") {
      const body = JSON.parse(await readBody(req)) as { reference: string; times: number };
      refundOutages.set(body.reference, body.times);
      return ok(res, "Outage set", body);
    }
    if (req.method === "POST" && path === "/__stand-in/refund-delay") {
      refundDelayMs = (JSON.parse(await readBody(req)) as { ms: number }).ms;
      return ok(res, "Delay set", { ms: refundDelayMs });
    }
    if (req.method === "POST" && path === "/__stand-in/refund") {
      const body = JSON.parse(await readBody(req)) as { id: number; status: "processed" | "failed" };
      const refund = refunds.get(body.id);
      if (!refund) return fail(res, 404, "Unknown refund");
      refund.status = body.status;
      return ok(res, "Refund updated", refund);
    }
    // The API (secret key required, as Paystack does).
    if (req.headers.authorization !== `Bearer ${secret}`) return fail(res, 401, "Invalid key");
    if (req.method === "POST" && path === "/transaction/initialize") {
      count("initialize");
      const body = JSON.parse(await readBody(req)) as {
        email?: string;
        amount?: number;
        reference?: string;
        currency?: string;
        callback_url?: string;
        metadata?: unknown;
      };
      if (!body.email || !Number.isInteger(body.amount) || (body.amount ?? 0) < 5000)
        return fail(res, 400, "Invalid amount or email");
      if (!body.reference || transactions.has(body.reference)) return fail(res, 400, "Duplicate Transaction Reference");
      const tx: StandInTransaction = {
        id: nextId++,
        reference: body.reference,
        accessCode: randomBytes(8).toString("hex"),
        email: body.email,
        amount: body.amount!,
        currency: body.currency ?? "NGN",
        callbackUrl: body.callback_url ?? "http://localhost/",
        metadata: body.metadata ?? null,
        status: "abandoned",
      };
      transactions.set(tx.reference, tx);
      byAccessCode.set(tx.accessCode, tx);
      return ok(res, "Authorization URL created", {
        authorization_url: `${standIn.url}/checkout/${tx.accessCode}`,
        access_code: tx.accessCode,
        reference: tx.reference,
      });
    }
    if (req.method === "GET" && path.startsWith("/transaction/verify/")) {
      count("verify");
      const reference = decodeURIComponent(path.slice("/transaction/verify/".length));
      const outage = verifyOutages.get(reference) ?? 0;
      if (outage > 0) {
        verifyOutages.set(reference, outage - 1);
        return fail(res, 503, "Service unavailable");
      }
      const tx = transactions.get(reference);
      if (!tx) return fail(res, 400, "Transaction reference not found");
      return ok(res, "Verification successful", {
        id: tx.id,
        status: tx.status,
        reference: tx.reference,
        amount: tx.paidAmount ?? tx.amount,
        currency: tx.paidCurrency ?? tx.currency,
        paid_at: tx.paidAt ?? null,
        channel: "card",
        gateway_response: tx.status === "success" ? "Successful" : "Abandoned",
        customer: { email: tx.email || null },
        metadata: tx.metadata,
      });
    }
    if (req.method === "POST" && path === "/refund") {
      count("refund");
      const body = JSON.parse(await readBody(req)) as { transaction?: string; amount?: number };
      if (refundDelayMs) await new Promise((r) => setTimeout(r, refundDelayMs));
      const outage = refundOutages.get(body.transaction ?? "") ?? 0;
      if (outage > 0) {
        refundOutages.set(body.transaction!, outage - 1);
        return fail(res, 503, "Service unavailable");
      }
      const tx = body.transaction ? transactions.get(body.transaction) : undefined;
      if (!tx || tx.status !== "success") return fail(res, 400, "Transaction not found or not successful");
      const amount = body.amount ?? tx.amount;
      if (!Number.isInteger(amount) || amount <= 0 || amount > tx.amount)
        return fail(res, 400, "Refund amount cannot be greater than transaction amount");
      const refund: StandInRefund = {
        id: nextId++,
        reference: tx.reference,
        amount,
        currency: tx.currency,
        status: "pending",
      };
      refunds.set(refund.id, refund);
      return ok(res, "Refund has been queued for processing", {
        ...refund,
        transaction: { id: tx.id, reference: tx.reference, amount: tx.amount },
      });
    }
    if (req.method === "GET" && path.startsWith("/refund/")) {
      count("fetchRefund");
      const refund = refunds.get(Number(path.slice("/refund/".length)));
      if (!refund) return fail(res, 404, "Refund not found");
      return ok(res, "Refund retrieved", { ...refund, transaction: { reference: refund.reference } });
    }
    return fail(res, 404, "Not found");
  };

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => fail(res, 500, String(error)));
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const standIn: PaystackStandIn = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    secret,
    transactions,
    refunds,
    calls,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  return standIn;
}

/** A test's handle on the stand-in the suite started (scripts/test.ts passes its address and key). */
export function paystackControls(base = process.env.PAYSTACK_BASE_URL!, secret = process.env.PAYSTACK_SECRET_KEY!) {
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${base}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    return (await response.json()) as { status: boolean; data: unknown };
  };
  return {
    secret,
    pay: (reference: string, over: { amount?: number; currency?: string; status?: "success" | "failed" } = {}) =>
      post("/__stand-in/pay", { reference, ...over }),
    settleRefund: (id: number, status: "processed" | "failed") => post("/__stand-in/refund", { id, status }),
    /** The next `times` Verify calls for `reference` answer 503, as when Paystack or the way to it is down. */
    failVerify: (reference: string, times = 1) => post("/__stand-in/fail-verify", { reference, times }),
    /** The next `times` Create Refund calls for the transaction `reference` answer 503. */
    failRefund: (reference: string, times = 1) => post("/__stand-in/fail-refund", { reference, times }),
    /** Create Refund answers after `ms` (0: at once), so refunds asked together are in flight together. */
    delayRefunds: (ms: number) => post("/__stand-in/refund-delay", { ms }),
    browserTransaction: (input: BrowserTransactionInput) => post("/__stand-in/browser-transaction", input),
    sign: (body: string) => signPaystack(body, secret),
    transaction: async (reference: string) =>
      (
        (await (await fetch(`${base}/__stand-in/transactions/${encodeURIComponent(reference)}`)).json()) as {
          data: StandInTransaction | undefined;
        }
      ).data,
    calls: async () =>
      ((await (await fetch(`${base}/__stand-in/calls`)).json()) as { data: Record<string, number> }).data,
  };
}
