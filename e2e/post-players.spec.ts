// A post's players as a reader's phone and laptop meet them: the page asks nothing of the platform — no frame, picture,
// script or font from it — until the play control is tapped; the tap loads the platform's player (youtube-nocookie.com,
// answered here by a stand-in page) in the same box, so nothing moves.
import { mkdirSync } from "node:fs";
import { expect, test } from "./test";
import { DEMO_ADMIN, uniqueTitle } from "./helpers";

const OURS = new Set(["localhost", "127.0.0.1"]);

test("a player costs nothing until tapped, then plays in place", async ({ page, request }) => {
  const { token } = await (await request.post("/mnb/api/signIn", { data: DEMO_ADMIN })).json();
  const id = `e2e${Date.now().toString(36)}`.slice(0, 11).padEnd(11, "x");
  const reply = await request.post("/mnb/api/addPost", {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      title: uniqueTitle("Players"),
      content: `The video of the week:\n\nhttps://youtu.be/${id}\n\nTell us what you think.`,
      author: "E2E Desk",
      categories: "Music",
      format: "markdown",
    },
  });
  expect(reply.status()).toBe(201);
  const { post } = (await reply.json()) as { post: { slug: string } };

  const foreign: string[] = [];
  page.on("request", (r) => {
    if (!OURS.has(new URL(r.url()).hostname)) foreign.push(r.url());
  });
  await page.route("https://www.youtube-nocookie.com/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Player</title><p>Stand-in player</p>" }),
  );
  mkdirSync("test-screenshots/players", { recursive: true });
  const play = page.getByRole("link", { name: "Play Song on YouTube" });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto(`/post/${post.slug}`);
    await play.scrollIntoViewIfNeeded();
    await page.waitForLoadState("networkidle");
    await page.screenshot({ path: `test-screenshots/players/post-${width}.png`, fullPage: true });
    expect(foreign).toEqual([]);
  }

  const before = await page.locator("[data-player]").boundingBox();
  await play.click();
  const player = page.frameLocator('iframe[title="Play Song on YouTube"]');
  await expect(player.getByText("Stand-in player")).toBeVisible();
  expect(foreign).toEqual([`https://www.youtube-nocookie.com/embed/${id}?autoplay=1`]);
  // The frame took the facade's box: nothing below it moved.
  expect(await page.locator("[data-player]").boundingBox()).toEqual(before);
});
