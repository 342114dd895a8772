import { describe, expect, it } from "vitest";
import { agentOf } from "./user-agent";

describe("agentOf", () => {
  it("names the system and browser of the phones and computers our visitors use", () => {
    expect(
      agentOf(
        "Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36",
      ),
    ).toEqual({ os: "Android", browser: "Chrome" });
    expect(
      agentOf(
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
      ),
    ).toEqual({ os: "iOS", browser: "Safari" });
    expect(
      agentOf(
        "Mozilla/5.0 (Linux; Android 13; SAMSUNG SM-A135F) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36",
      ),
    ).toEqual({ os: "Android", browser: "Samsung Internet for Android" });
    expect(agentOf("Opera/9.80 (Android; Opera Mini/7.5.33361/191.227; U; en) Presto/2.12.423 Version/12.16")).toEqual({
      os: "Android",
      browser: "Opera",
    });
    expect(
      agentOf(
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0",
      ),
    ).toEqual({ os: "Windows", browser: "Microsoft Edge" });
  });
  it("keeps nothing for an empty or unknown agent", () => {
    expect(agentOf(null)).toEqual({ os: null, browser: null });
    expect(agentOf("   ")).toEqual({ os: null, browser: null });
    expect(agentOf("x".repeat(500))).toEqual({ os: null, browser: null });
  });
});
