// Attribution's cookie in a journey: the landing page reports its touch once idle, so a journey waits for the signed
// cookie before acting on it.
import { expect, type Page } from "./test";

/** Waits until the landing page's report has come back with the cookie (sent once the page is idle). */
export async function touched(page: Page, landing: string) {
  await expect
    .poll(async () => {
      const value = (await page.context().cookies()).find((c) => c.name === "mnb_touch")?.value;
      if (!value) return null;
      return JSON.parse(Buffer.from(value.split(".")[0], "base64url").toString("utf8")).last.landing;
    })
    .toBe(landing);
}
