import { describe, expect, it } from "vitest";
import { isSameSiteWrite } from "./same-site";

const SITE = "https://mynationblog.com";
const request = (method: string, headers: Record<string, string> = {}) => ({ method, url: `${SITE}/mnb/api/signIn`, headers: new Headers(headers) });

describe("isSameSiteWrite", () => {
  it("refuses a write another site's page triggered", () => {
    expect(isSameSiteWrite(request("POST", { "sec-fetch-site": "cross-site" }), SITE)).toBe(false);
    expect(isSameSiteWrite(request("DELETE", { "sec-fetch-site": "same-site" }), SITE)).toBe(false);
    expect(isSameSiteWrite(request("POST", { origin: "https://evil.example" }), SITE)).toBe(false);
    expect(isSameSiteWrite(request("PUT", { origin: "null" }), SITE)).toBe(false);
    expect(isSameSiteWrite(request("PUT", { origin: "not a url" }), SITE)).toBe(false);
  });

  it("lets our own pages write", () => {
    expect(isSameSiteWrite(request("POST", { "sec-fetch-site": "same-origin", origin: SITE }), SITE)).toBe(true);
    expect(isSameSiteWrite(request("POST", { origin: SITE }), SITE)).toBe(true);
    expect(isSameSiteWrite(request("POST", { origin: "http://127.0.0.1:3000", host: "127.0.0.1:3000" }), SITE)).toBe(true);
  });

  it("lets bearer-token clients and non-browser clients through, and never blocks reads", () => {
    expect(isSameSiteWrite(request("POST", { "sec-fetch-site": "cross-site", authorization: "Bearer abc" }), SITE)).toBe(true);
    expect(isSameSiteWrite(request("POST"), SITE)).toBe(true);
    expect(isSameSiteWrite(request("GET", { "sec-fetch-site": "cross-site" }), SITE)).toBe(true);
  });
});
