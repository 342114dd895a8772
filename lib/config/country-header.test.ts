import { describe, expect, it } from "vitest";
import { requestCountry, trustedCountryHeader } from "./country-header";

const forged = new Headers({ "x-vercel-ip-country": "KP", "cf-ipcountry": "AQ" });

describe("trustedCountryHeader", () => {
  it("believes Vercel's own header on Vercel", () => {
    expect(trustedCountryHeader({ VERCEL: "1" })).toBe("x-vercel-ip-country");
  });

  it("believes the named header only behind a proxy of the operator's own", () => {
    expect(trustedCountryHeader({ TRUSTED_PROXY: "1", COUNTRY_HEADER: "CF-IPCountry" })).toBe("cf-ipcountry");
    expect(trustedCountryHeader({ VERCEL: "1", TRUSTED_PROXY: "1", COUNTRY_HEADER: "cf-ipcountry" })).toBe(
      "cf-ipcountry",
    );
  });

  it("believes nothing off Vercel without both settings: a client's x-vercel-ip-country is not a country", () => {
    for (const settings of [{}, { TRUSTED_PROXY: "1" }, { COUNTRY_HEADER: "cf-ipcountry" }, { TRUSTED_PROXY: "0" }]) {
      const header = trustedCountryHeader(settings);
      expect(header, JSON.stringify(settings)).toBeNull();
      expect(requestCountry(forged, header)).toBeNull();
    }
  });

  it("reads the country from the trusted header only", () => {
    expect(requestCountry(forged, trustedCountryHeader({ VERCEL: "1" }))).toBe("KP");
    expect(requestCountry(new Headers(), "x-vercel-ip-country")).toBeNull();
  });
});
