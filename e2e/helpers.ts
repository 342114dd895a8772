import { expect, type Browser, type Locator, type Page } from "@playwright/test";
import { visitorAddress } from "./test";
import sharp from "sharp";

// Accounts created by the demo seed in the e2e database.
export const DEMO_ADMIN = { email: "admin@mynationblog.local", password: "mnb-demo-admin" };
export const DEMO_USER = { email: "user@mynationblog.local", password: "mnb-demo-user" };

/** The two widths journeys of a new screen run at: a phone's and a desktop's. */
export const WIDTHS = [
  ["phone", { width: 390, height: 844 }],
  ["desktop", { width: 1280, height: 800 }],
] as const;

export const uniqueTitle = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

export async function pngFile(name: string, color = "#959a4a") {
  const buffer = await sharp({ create: { width: 320, height: 180, channels: 3, background: color } })
    .png()
    .toBuffer();
  return { name, mimeType: "image/png", buffer };
}

export async function login(page: Page, account: { email: string; password: string }, path = "/login") {
  await page.goto(path);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Login" }).click();
}

/**
 * Signs the page's browser in through the API (the session cookie lands in the page's context) and opens `path`: for
 * journeys about what a signed-in user does, not about the login form (access.spec.ts and account.spec.ts cover that
 * through the form). Skips rendering the login page and the dashboard's Overview a journey would only pass through.
 */
export async function signInAndOpen(page: Page, account: { email: string; password: string }, path: string) {
  const reply = await page.request.post("/mnb/api/signIn", { data: account });
  expect(reply.status(), `sign-in of ${account.email}`).toBe(200);
  await page.goto(path);
}

/** A new account made through the API (its own handle-safe `id`), signed in through the login form. */
export async function signUpAndIn(page: Page, firstName = "Kemi") {
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const email = `${firstName.toLowerCase()}.${id}@example.com`;
  const password = "a-long-journey-password";
  const reply = await page.request.post("/mnb/api/signUp", {
    data: { username: `${firstName.toLowerCase()}_${id}`, firstName, lastName: "Adeyemi", age: 28, email, password },
  });
  expect(reply.status()).toBe(201);
  await login(page, { email, password });
  await expect(page).toHaveURL(/\/profile$/, { timeout: 30_000 });
  return { id, email };
}

/**
 * A fan in their own browser context (no cookies, their own address) with a person's user agent (a context made in a
 * test does not get the project's device settings, and "HeadlessChrome" is a bot), where Spotify's site is stood in
 * for: the browser never leaves localhost, and `reached()` is the address it was sent to.
 */
export async function spotifyFan(
  browser: Browser,
  baseURL: string | undefined,
  options: { userAgent: string; viewport?: { width: number; height: number } },
) {
  const context = await browser.newContext({
    baseURL,
    ...options,
    extraHTTPHeaders: { "x-forwarded-for": visitorAddress() },
  });
  const fan = await context.newPage();
  let reached = "";
  await fan.route("https://open.spotify.com/**", (route) => {
    reached = route.request().url();
    return route.fulfill({ contentType: "text/html", body: "<title>Spotify stand-in</title><p>Playing</p>" });
  });
  return { fan, context, reached: () => reached };
}

export async function expectToast(page: Page, text: string) {
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: text }).first()).toBeVisible();
}

/** The form's own error line (Next also renders an empty role=alert route announcer). */
export const formAlert = (page: Page) => page.locator("form [role=alert]");

/** The review form's own checks (on /contact and the old client's /containercomponent/{id}): explained, nothing sent. */
export async function expectReviewFormChecks(page: Page, path: string) {
  let posted = false;
  page.on("request", (r) => {
    if (r.method() === "POST" && r.url().includes("/mnb/api/contacts")) posted = true;
  });
  await page.goto(path);
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(formAlert(page).filter({ hasText: "Please enter your name." })).toBeVisible();
  await expect(formAlert(page).filter({ hasText: "Please enter your email address." })).toBeVisible();
  await expect(formAlert(page).filter({ hasText: "Please enter a message." })).toBeVisible();
  await page.getByLabel("Name").fill("Bola");
  await page.getByLabel("Email").fill("not-an-email");
  await page.getByLabel("Message").fill("Hello");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(formAlert(page)).toHaveText(["Please enter a valid email address."]);
  expect(posted).toBe(false);
}

/**
 * Holds the browser's requests to `url` until `release()` is called, so a test can see what the page shows while an
 * upload is under way (a small file is otherwise sent before the progress bar can be seen). A request the page has
 * aborted meanwhile (a cancelled upload) never reaches the server.
 */
export async function holdRequests(page: Page, url: string | RegExp) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue().catch(() => {});
  });
  return { release: () => release() };
}

/**
 * Waits until a server-rendered form is running in the browser (its submit button, a SubmitButton, is enabled only
 * then), for journeys about what the running form does: its checks, its messages. Text typed into an input before then
 * is kept (forms-before-hydration.spec.ts), but React puts a textarea's saved text back as it hydrates.
 */
export async function formReady(form: Locator, submit = "Save") {
  await expect(form.getByRole("button", { name: submit })).toBeEnabled();
  return form;
}
