import { expect, test, type Page } from "./test";
import { DEMO_ADMIN, expectToast, uniqueTitle, signInAndOpen, formReady } from "./helpers";

const SECTION = "/admin-dashboard/partners";

async function signIn(page: Page) {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAndOpen(page, DEMO_ADMIN, "/admin-dashboard");
}

/** A request sent the way the home page's modal sends it. */
async function sendRequest(page: Page, name: string) {
  const reply = await page.request.post("/mnb/api/partnership", {
    data: { name, email: "partner@example.com", message: "We would like to sponsor your next show." },
  });
  expect(reply.status()).toBe(201);
}

test("an admin finds a partnership request, edits it in place and deletes it after confirming", async ({ page }) => {
  await signIn(page);
  const name = uniqueTitle("Sound Hire Ltd");
  await sendRequest(page, name);

  await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Our Partners" }).click();
  await expect(page).toHaveURL(new RegExp(`${SECTION}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Our Partners" })).toBeVisible();
  for (const column of ["Name", "Email", "Message", "Received", "Actions"])
    await expect(page.getByRole("columnheader", { name: column })).toBeVisible();

  await page.getByLabel("Search partners by name or email").fill(name);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\?q=/);
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(page.getByRole("row")).toHaveCount(2);
  await expect(row).toContainText("We would like to sponsor your next show.");

  await row.getByRole("link", { name: `Edit ${name}'s request` }).click();
  const edit = await formReady(page.getByRole("form", { name: "Edit partner" }));
  await edit.getByLabel("Message *").fill(" ");
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(edit.getByText("Please fill in all fields!")).toBeVisible();
  await edit.getByLabel("Email *").fill("not-an-email");
  await edit.getByLabel("Message *").fill("Sponsorship for two shows.");
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(edit.getByText("Please enter a valid email address.")).toBeVisible();

  // The server failing: the spec's text, and the row stays open with what was typed.
  await edit.getByLabel("Email *").fill("bookings@soundhire.example");
  await page.route("**/mnb/api/partnership/*", (route) =>
    route.fulfill({ status: 500, json: { message: "Something went wrong.", code: "internal_error" } }),
  );
  await edit.getByRole("button", { name: "Save" }).click();
  await expectToast(page, "Failed to update");
  await expect(edit.getByLabel("Message *")).toHaveValue("Sponsorship for two shows.");
  await page.unrouteAll();

  await edit.getByRole("button", { name: "Save" }).click();
  await expectToast(page, "Partner updated");
  await expect(page).not.toHaveURL(/edit=/);
  await expect(row).toContainText("Sponsorship for two shows.");
  await expect(row).toContainText("bookings@soundhire.example");

  await row.getByRole("button", { name: `Delete ${name}'s request` }).click();
  const confirm = page.getByRole("dialog", { name: `Delete ${name}'s request?` });
  await expect(confirm).toContainText("This cannot be undone.");
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(row).toBeVisible();

  await row.getByRole("button", { name: `Delete ${name}'s request` }).click();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expectToast(page, "Partner deleted");
  await expect(row).toHaveCount(0);
  await expect(page.getByText(/No partnership requests match/)).toBeVisible();
});

test("a delete that fails says so and keeps the request", async ({ page }) => {
  await signIn(page);
  const name = uniqueTitle("Studio Partner");
  await sendRequest(page, name);
  await page.goto(`${SECTION}?q=${encodeURIComponent(name)}`);
  const row = page.getByRole("row").filter({ hasText: name });
  await page.route("**/mnb/api/partnership/*", (route) =>
    route.fulfill({ status: 500, json: { message: "Something went wrong.", code: "internal_error" } }),
  );
  await row.getByRole("button", { name: `Delete ${name}'s request` }).click();
  await page
    .getByRole("dialog", { name: `Delete ${name}'s request?` })
    .getByRole("button", { name: "Delete" })
    .click();
  await expectToast(page, "Failed to delete");
  await page.unrouteAll();
  await page.reload();
  await expect(row).toBeVisible();
});
