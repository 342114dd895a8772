// A crowd behind one shared address (carrier-grade NAT) and an account under attack: past the soft limit the browser
// solves the server's proof-of-work challenge with the ALTCHA widget and the form goes through; the hard limit still
// answers with the form's own message.
import { expect, test, type Page } from "./test";
import { formAlert, login } from "./helpers";

const CHALLENGE_HEADER = "x-mnb-challenge";

/** Ten sign-ups from this page's address (its test's X-Forwarded-For): the address's soft limit for the hour. */
async function fillSignupQuota(page: Page) {
  for (let i = 0; i < 10; i++) {
    const name = `crowd_${Date.now().toString(36)}_${i}`;
    const reply = await page.request.post("/mnb/api/signUp", {
      data: {
        username: name,
        firstName: "Crowd",
        lastName: "Member",
        age: 22,
        email: `${name}@example.com`,
        password: "crowd-password-1",
      },
    });
    expect(reply.status()).toBe(201);
  }
}

async function fillSignupForm(page: Page, id: string) {
  await page.goto("/signup");
  await page.getByLabel("Username").fill(`ada_${id}`);
  await page.getByLabel("First name").fill("Ada");
  await page.getByLabel("Last name").fill("Okafor");
  await page.getByLabel("Age").fill("27");
  await page.getByLabel("Email").fill(`ada.${id}@example.com`);
  await page.getByLabel("Password").fill("ada-password-1");
}

test("a visitor behind a busy shared address signs up after the browser solves a challenge", async ({ page }) => {
  test.slow();
  await fillSignupQuota(page);
  await fillSignupForm(page, Date.now().toString(36));
  const solved = page.waitForRequest(
    (r) => r.url().endsWith("/mnb/api/signUp") && Boolean(r.headers()[CHALLENGE_HEADER]),
  );
  await page.getByRole("button", { name: "Sign Up" }).click();
  await solved;
  await expect(page.getByRole("status")).toContainText("Your account has been created");
  // The widget is gone once it has done its work.
  await expect(page.locator("altcha-widget")).toHaveCount(0);
});

test("past the hard limit the form says so, even after solving", async ({ page }) => {
  test.slow();
  await fillSignupQuota(page);
  // The server's answer to a solved request when the address has used up its hard limit too.
  await page.route("**/mnb/api/signUp", (route) =>
    route.request().headers()[CHALLENGE_HEADER]
      ? route.fulfill({
          status: 429,
          json: { message: "Too many requests. Please wait a little and try again.", code: "rate_limited" },
        })
      : route.continue(),
  );
  await fillSignupForm(page, Date.now().toString(36));
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(formAlert(page)).toHaveText("Too many requests. Please wait a little and try again.");
  await expect(page.getByLabel("Email")).not.toHaveValue("");
});

test("wrong passwords from the owner's own shared address do not keep the owner out: the form solves a challenge", async ({
  page,
}) => {
  test.slow();
  const id = Date.now().toString(36);
  const account = { email: `owner.${id}@example.com`, password: "owner-password-1" };
  expect(
    (
      await page.request.post("/mnb/api/signUp", {
        data: { username: `owner_${id}`, firstName: "Owner", lastName: "Person", age: 30, ...account },
      })
    ).status(),
  ).toBe(201);
  // Someone behind the same carrier address (this page's own) fails five times at the owner's account.
  for (let i = 0; i < 6; i++) {
    const reply = await page.request.post("/mnb/api/signIn", {
      data: { email: account.email, password: "guess-guess" },
    });
    expect(reply.status()).toBe(i < 5 ? 401 : 429);
  }
  const solved = page.waitForRequest(
    (r) => r.url().endsWith("/mnb/api/signIn") && Boolean(r.headers()[CHALLENGE_HEADER]),
  );
  await login(page, account);
  await solved;
  await expect(page).toHaveURL(/\/profile$/);
});
