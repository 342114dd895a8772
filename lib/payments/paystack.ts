// Paystack's REST API, the calls we use (https://paystack.com/docs/api/): Initialize Transaction, Verify Transaction,
// Create Refund, Fetch Refund, and the webhook signature check. PAYSTACK_SECRET_KEY turns payments on;
// PAYSTACK_BASE_URL points at another host (tests use a local stand-in of the same API, testing/paystack-stand-in.ts).
// Nothing here decides money: lib/payments/confirm.ts compares what Paystack reports with what it initialised.
import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { env } from "@/lib/config/env";
import { AppError } from "@/lib/core/errors";

export const PAYMENTS_NOT_CONFIGURED = "Payments are not configured yet. Please contact us to pay for your booking.";
export const PROVIDER_FAILED = "We could not reach our payment provider. Please try again in a moment.";

const TIMEOUT_MS = 10_000;

export const paymentsConfigured = () => Boolean(env.PAYSTACK_SECRET_KEY);

function secretKey(): string {
  if (!env.PAYSTACK_SECRET_KEY) throw new AppError("service_unavailable", PAYMENTS_NOT_CONFIGURED);
  return env.PAYSTACK_SECRET_KEY;
}

const baseUrl = () => (env.PAYSTACK_BASE_URL || "https://api.paystack.co").replace(/\/+$/, "");

type Envelope<T> = { status: boolean; message: string; data: T };
type Answer<T> = { status: number; ok: boolean; payload: Envelope<T> | null };

/** One API call as it came back: the HTTP status and Paystack's envelope (null when the body is not one). */
async function send<T>(method: "GET" | "POST", path: string, body?: unknown): Promise<Answer<T>> {
  let response: Response;
  try {
    response = await fetch(`${baseUrl()}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${secretKey()}`,
        "content-type": "application/json",
        "cache-control": "no-cache",
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
      cache: "no-store",
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    console.error(`paystack ${method} ${path} failed`, error);
    throw new AppError("bad_gateway", PROVIDER_FAILED);
  }
  const payload = (await response.json().catch(() => null)) as Envelope<T> | null;
  return { status: response.status, ok: response.ok, payload };
}

/** One API call; any transport failure or `status: false` is a 502 with a message fit for the visitor. */
async function call<T>(method: "GET" | "POST", path: string, body?: unknown): Promise<T> {
  return dataOf(method, path, await send<T>(method, path, body));
}

function dataOf<T>(method: string, path: string, answer: Answer<T>): T {
  if (!answer.ok || !answer.payload?.status) {
    console.error(`paystack ${method} ${path} answered ${answer.status}: ${answer.payload?.message ?? "(no body)"}`);
    throw new AppError("bad_gateway", PROVIDER_FAILED);
  }
  return answer.payload.data;
}

export type InitializeInput = {
  email: string;
  amountKobo: number;
  reference: string;
  currency: "NGN";
  callbackUrl: string;
  metadata: Record<string, string>;
};
export type Initialized = { authorization_url: string; access_code: string; reference: string };

export const initializeTransaction = (input: InitializeInput) =>
  call<Initialized>("POST", "/transaction/initialize", {
    email: input.email,
    amount: input.amountKobo,
    reference: input.reference,
    currency: input.currency,
    callback_url: input.callbackUrl,
    metadata: input.metadata,
  });

export type Transaction = {
  id: number;
  status: string;
  reference: string;
  amount: number;
  currency: string;
  paid_at?: string | null;
  channel?: string;
  gateway_response?: string;
  customer?: { email?: string | null; first_name?: string | null; last_name?: string | null } | null;
  /** What the checkout was given: an object, its JSON text, or empty; may carry `custom_fields`. */
  metadata?: unknown;
};

const verifyPath = (reference: string) => `/transaction/verify/${encodeURIComponent(reference)}`;

export const verifyTransaction = (reference: string) => call<Transaction>("GET", verifyPath(reference));

/**
 * Verify Transaction for a reference Paystack may never have made (an old site's record): null when Paystack answers
 * that it knows no such transaction, which is a definite answer; a failure to reach it still throws, to be asked again.
 */
export async function findTransaction(reference: string): Promise<Transaction | null> {
  const answer = await send<Transaction>("GET", verifyPath(reference));
  const unknown =
    (answer.status === 400 || answer.status === 404) &&
    answer.payload?.status === false &&
    /not found/i.test(answer.payload.message ?? "");
  return unknown ? null : dataOf("GET", verifyPath(reference), answer);
}

/** When Paystack says the transaction was paid; now, if its answer carries no time we can read. */
export const paidAtOf = (transaction: Transaction) =>
  transaction.paid_at && !Number.isNaN(Date.parse(transaction.paid_at)) ? new Date(transaction.paid_at) : new Date();

export type Refund = {
  id: number;
  status: string;
  amount: number;
  currency: string;
  transaction?: { reference?: string } | number;
};

/** A full refund when `amountKobo` is left out. */
export const createRefund = (reference: string, amountKobo?: number) =>
  call<Refund>("POST", "/refund", { transaction: reference, ...(amountKobo ? { amount: amountKobo } : {}) });

export const fetchRefund = (id: string) => call<Refund>("GET", `/refund/${encodeURIComponent(id)}`);

/**
 * Whether `signature` (the `x-paystack-signature` header) is the HMAC-SHA512 of the raw body keyed with the secret key,
 * compared in constant time. False when payments are off, so no unsigned event is ever acted on.
 */
export function isSignedByPaystack(rawBody: Uint8Array, signature: string | null): boolean {
  if (!env.PAYSTACK_SECRET_KEY || !signature || !/^[0-9a-f]{128}$/i.test(signature)) return false;
  const expected = createHmac("sha512", env.PAYSTACK_SECRET_KEY).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(signature, "hex"));
}
