import { expect, test } from "./test";
import { DEMO_ADMIN, signInAndOpen, WIDTHS } from "./helpers";
import { emailedLinks } from "./outbox";
import { NOT_ME_TEXT } from "../lib/email/trust-copy";

// Someone signs a stranger up; the stranger's welcome email carries "this wasn't me — never email me again". Its page
// only shows a button (mail scanners open links); pressing it puts the address on the list every sender honours, which
// the admin sees under View Our Subscribers. At phone and desktop widths.
for (const [width, viewport] of WIDTHS) {
  test.describe(`at ${width} width`, () => {
    test.use({ viewport });

    test("the person whose address was used stops every email from us, and the admin sees the address", async ({
      page,
      browser,
      baseURL,
    }) => {
      const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
      const email = `stranger.${id}@example.com`;
      const reply = await page.request.post("/mnb/api/signUp", {
        data: {
          username: `stranger_${id}`,
          firstName: "Some",
          lastName: "One",
          age: 30,
          email,
          password: "a-long-pass-phrase",
        },
      });
      expect(reply.status()).toBe(201);

      const [notMe] = (await emailedLinks(email, "Welcome to My Nation Blog")).filter((p) => p.startsWith("/not-me/"));
      const stranger = await browser.newContext({ baseURL, viewport });
      const inbox = await stranger.newPage();
      await inbox.goto(`/not-me/${notMe.split("/").pop()!.slice(1)}`);
      await expect(inbox.getByText(NOT_ME_TEXT.invalid)).toBeVisible();
      await inbox.goto(notMe);
      await expect(inbox.getByRole("heading", { name: NOT_ME_TEXT.title })).toBeVisible();
      await expect(inbox.getByText(NOT_ME_TEXT.ask)).toBeVisible();
      await inbox.getByRole("button", { name: NOT_ME_TEXT.button }).click();
      await expect(inbox.getByText(NOT_ME_TEXT.done)).toBeVisible();
      await stranger.close();

      await signInAndOpen(page, DEMO_ADMIN, "/admin-dashboard/subscribers");
      const card = page.getByRole("region", { name: /^Never email \(\d+\)$/ });
      await expect(card.getByText(email)).toBeVisible();
    });
  });
}
