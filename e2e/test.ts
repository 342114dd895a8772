// Playwright's `test`, with each test arriving as its own visitor: the test server trusts one proxy hop
// (TRUSTED_PROXY=1, as behind a load balancer), so a per-test X-Forwarded-For gives every test its own address and
// the per-address limits on logins, comments, reactions and sign-ups never leak from one journey into another.
import { test as base } from "@playwright/test";
import { randomInt } from "node:crypto";

export * from "@playwright/test";

/** An address from the benchmarking range 198.18.0.0/15, which never appears on the internet. */
export const visitorAddress = () => `198.${18 + randomInt(2)}.${randomInt(256)}.${randomInt(1, 255)}`;

export const test = base.extend({
  extraHTTPHeaders: async ({}, provide) => provide({ "x-forwarded-for": visitorAddress() }),
});
