import { expect, test, visitorAddress, type Browser, type Page } from "./test";
import { DEMO_ADMIN, expectToast, login, pngFile, uniqueTitle, signInAndOpen } from "./helpers";

const SECTION = "/admin-dashboard/admins";
const PASSWORD = "throwaway-admin-pass";
type Admin = { id: string; name: string; email: string };

async function signIn(page: Page, account = DEMO_ADMIN) {
  // Long journeys (several sign-ins, each hashing a password): the default allowance is too short on a busy machine.
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAndOpen(page, account, "/admin-dashboard");
}

/** A browser of its own (its own cookies and address) for a second admin. */
async function otherBrowser(browser: Browser) {
  const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": visitorAddress() } });
  return { context, page: await context.newPage() };
}

const emailFor = (name: string) => `${name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}@example.com`;

test("an admin creates an admin who can sign in, edits them in place, and deletes them, which ends their session", async ({
  page,
  browser,
}) => {
  await signIn(page);
  await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Manage Admins" }).click();
  await expect(page).toHaveURL(new RegExp(`${SECTION}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Manage Admins" })).toBeVisible();
  for (const column of ["Picture", "Name", "Email", "Admin since", "Actions"])
    await expect(page.getByRole("columnheader", { name: column })).toBeVisible();

  const form = page.getByRole("form", { name: "Create admin" });
  await form.getByRole("button", { name: "Create Admin" }).click();
  await expect(form.getByText("Name, email and password are required.")).toBeVisible();

  const name = uniqueTitle("Chidi Admin");
  const email = emailFor(name);
  await form.getByLabel("Name *").fill(name);
  await form.getByLabel("Email *").fill("not-an-email");
  await form.getByLabel("Password *").fill(PASSWORD);
  await form.getByRole("button", { name: "Create Admin" }).click();
  await expect(form.getByText("Please enter a valid email address.")).toBeVisible();
  await form.getByLabel("Password *").fill("short");
  await form.getByLabel("Email *").fill(email);
  await form.getByRole("button", { name: "Create Admin" }).click();
  await expect(form.getByText("Password must be at least 8 characters.")).toBeVisible();

  // An email any account already uses: the server's message.
  await form.getByLabel("Email *").fill(DEMO_ADMIN.email);
  await form.getByLabel("Password *").fill(PASSWORD);
  await form.getByRole("button", { name: "Create Admin" }).click();
  await expectToast(page, "Email already exists. Please use a different one.");

  await form.getByLabel("Email *").fill(email);
  await form.getByLabel("Profile picture").setInputFiles(await pngFile("chidi.png", "#3b314c"));
  await form.getByRole("button", { name: "Create Admin" }).click();
  await expectToast(page, "Admin created successfully!");
  await expect(form.getByLabel("Name *")).toHaveValue("");
  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row).toContainText(name);
  expect(await row.getByRole("img", { name: `Picture of ${name}` }).getAttribute("src")).toMatch(/^\/files\//);

  // The new admin signs in to the dashboard in a browser of their own.
  const other = await otherBrowser(browser);
  await signIn(other.page, { email, password: PASSWORD });

  await row.getByRole("link", { name: `Edit ${name}` }).click();
  await expect(page).toHaveURL(/edit=/);
  const edit = page.getByRole("form", { name: "Edit admin" });
  await edit.getByLabel("Name *").fill("Never saved");
  await edit.getByRole("link", { name: "Cancel" }).click();
  await expect(page).not.toHaveURL(/edit=/);
  await expect(row).toContainText(name);

  const renamed = `${name} Renamed`;
  await row.getByRole("link", { name: `Edit ${name}` }).click();
  await edit.getByLabel("Name *").fill(renamed);
  await edit.getByRole("button", { name: "Save" }).click();
  await expectToast(page, "Admin updated successfully");
  await expect(page).not.toHaveURL(/edit=/);
  await expect(row).toContainText(renamed);

  await row.getByRole("button", { name: `Delete ${renamed}` }).click();
  const confirm = page.getByRole("dialog", { name: `Delete ${renamed}?` });
  await expect(confirm).toContainText("is signed out at once");
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expectToast(page, "Admin deleted successfully");
  await expect(row).toHaveCount(0);

  // Their session ended with the account: the dashboard sends them to the login page, and they cannot sign in again.
  await other.page.goto("/admin-dashboard/admins");
  await expect(other.page).toHaveURL(/\/login$/);
  await login(other.page, { email, password: PASSWORD }, "/admin-login");
  await expect(other.page.getByText("Invalid email or password.")).toBeVisible();
  await other.context.close();
});

test("an admin deleting themselves is asked twice and ends up signed out", async ({ page, browser }) => {
  await signIn(page);
  const name = uniqueTitle("Throwaway Admin");
  const email = emailFor(name);
  const created = await page.request.post("/mnb/api/admins", { multipart: { name, email, password: PASSWORD } });
  expect(created.status()).toBe(201);
  const admin: Admin = (await created.json()).admin;

  const own = await otherBrowser(browser);
  await signIn(own.page, { email, password: PASSWORD });
  await own.page.goto(`${SECTION}?q=${encodeURIComponent(email)}`);
  const row = own.page.getByRole("row").filter({ hasText: email });
  await expect(row).toContainText("(you)");
  // No picture: the default one.
  await expect(row.getByRole("img", { name: `Picture of ${name}` })).toHaveAttribute(
    "src",
    "/brand/default-avatar.svg",
  );

  await row.getByRole("button", { name: `Delete ${name}` }).click();
  const first = own.page.getByRole("dialog", { name: `Delete ${name}?` });
  await expect(first).toContainText("This will sign you out");
  await first.getByRole("button", { name: "Delete" }).click();
  const second = own.page.getByRole("dialog", { name: "Are you sure?" });
  await expect(second).toContainText("Delete your own admin account and sign out now?");
  // Still there: nothing is deleted before the second answer.
  expect((await page.request.get("/mnb/api/admins")).ok()).toBe(true);
  expect(((await (await page.request.get("/mnb/api/admins")).json()) as Admin[]).some((a) => a.id === admin.id)).toBe(
    true,
  );
  await second.getByRole("button", { name: "Yes, delete" }).click();
  await expect(own.page).toHaveURL(/\/login$/);
  await own.page.goto("/admin-dashboard");
  await expect(own.page).toHaveURL(/\/login$/);
  expect(((await (await page.request.get("/mnb/api/admins")).json()) as Admin[]).some((a) => a.id === admin.id)).toBe(
    false,
  );
  await own.context.close();
});
