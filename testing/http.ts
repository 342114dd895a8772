// A tiny HTTP client for integration tests against the running app (`next start` on TEST_BASE_URL),
// with a cookie jar so a test can act as a signed-in browser.
import { randomInt } from "node:crypto";

export const BASE_URL = process.env.TEST_BASE_URL ?? "http://127.0.0.1:3101";

export type Reply<T = Record<string, unknown>> = { status: number; body: T; headers: Headers };

/** The country header the test servers believe (as behind a proxy that sets it; scripts/test.ts COUNTRY_HEADER). */
export const TEST_COUNTRY_HEADER = "x-test-country";

/** A fresh address from the benchmarking range 198.18.0.0/15 (never on the internet). */
export const testAddress = () => `198.${18 + randomInt(2)}.${randomInt(256)}.${randomInt(1, 255)}`;

export class Client {
  private cookies = new Map<string, string>();
  /**
   * Each client is its own visitor: the test server trusts one proxy hop (TRUSTED_PROXY=1), so this address is the
   * one the per-address rate limits see. Pass the same address to several clients to act from one place. `baseUrl`
   * is another server than the suite's (the fault drill's proxy).
   */
  constructor(
    private bearer?: string,
    readonly address = testAddress(),
    readonly baseUrl = BASE_URL,
  ) {}

  withBearer(token: string) {
    return new Client(token, this.address, this.baseUrl);
  }

  async request<T = Record<string, unknown>>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Reply<T>> {
    const init: RequestInit = { method, headers: { "x-forwarded-for": this.address, ...headers }, redirect: "manual" };
    const h = init.headers as Record<string, string>;
    if (body instanceof FormData) init.body = body;
    else if (typeof body === "string") init.body = body;
    else if (body !== undefined) {
      init.body = JSON.stringify(body);
      h["content-type"] = "application/json";
    }
    if (this.bearer) h.authorization = `Bearer ${this.bearer}`;
    if (this.cookies.size) h.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const response = await fetch(this.target(path), init);
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const [name, ...rest] = pair.split("=");
      const value = rest.join("=");
      if (!value || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value);
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      /* not JSON: pages and files */
    }
    return { status: response.status, body: parsed as T, headers: response.headers };
  }

  /**
   * `path` on the server under test; an absolute address on SITE_URL (how the old client's answers give pictures and
   * files) is taken to the same server.
   */
  private target(path: string): string {
    if (!/^https?:\/\//i.test(path)) return `${this.baseUrl}${path}`;
    const url = new URL(path);
    const site = process.env.SITE_URL ? new URL(process.env.SITE_URL).origin : null;
    return url.origin === site ? `${this.baseUrl}${url.pathname}${url.search}` : path;
  }

  get = <T = Record<string, unknown>>(path: string) => this.request<T>("GET", path);
  post = <T = Record<string, unknown>>(path: string, body?: unknown) => this.request<T>("POST", path, body);
  put = <T = Record<string, unknown>>(path: string, body?: unknown) => this.request<T>("PUT", path, body);
  patch = <T = Record<string, unknown>>(path: string, body?: unknown) => this.request<T>("PATCH", path, body);
  delete = <T = Record<string, unknown>>(path: string) => this.request<T>("DELETE", path);

  hasCookie(name: string) {
    return this.cookies.has(name);
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  /** Puts a cookie in the jar as a browser could (a forged or stale one, for tests of what the server accepts). */
  setCookie(name: string, value: string) {
    this.cookies.set(name, value);
  }
}

/**
 * Where a page sends the visitor: the 3xx Location, or, for a page that streams (its status already sent), Next's
 * refresh tag or the redirect in its payload.
 */
export function redirectTarget(reply: Reply<unknown>): string | undefined {
  if (reply.status >= 300 && reply.status < 400) return reply.headers.get("location") ?? undefined;
  const html = String(reply.body);
  return (html.match(/<meta id="__next-page-redirect" http-equiv="refresh" content="\d;url=([^"]+)"/) ??
    html.match(/NEXT_REDIRECT;(?:replace|push);([^;]+);/))?.[1];
}
