import { expect, test, type Page } from "./test";
import { DEMO_ADMIN, expectToast, pngFile, uniqueTitle, signInAndOpen } from "./helpers";

const SECTION = "/admin-dashboard/team";
// A service page of the demo seed: its "Meet Our Management Team" grid lists the team.
const SERVICE = "/service/2";

async function signIn(page: Page) {
  // Long journeys (a dozen writes and page loads): the default 45 s is too short when the shared machine is loaded.
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAndOpen(page, DEMO_ADMIN, "/admin-dashboard");
}

/** The team grid on the public service page, retried: a write expires the page's cache before its answer, but a
 * render that began before it may have stored the page just after. */
async function expectOnServicePage(page: Page, name: string, count: 0 | 1) {
  const card = page
    .getByTestId("team-grid")
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name, exact: true }) });
  await expect(async () => {
    await page.goto(SERVICE);
    await expect(card).toHaveCount(count, { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  return card;
}

test("an admin adds a team member with upload progress, sees them on the service page, edits in place and deletes after confirming", async ({
  page,
}) => {
  await signIn(page);
  await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Manage Team Members" }).click();
  await expect(page).toHaveURL(new RegExp(`${SECTION}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Manage Team Members" })).toBeVisible();

  const form = page.getByRole("form", { name: "Add team member" });
  await form.getByRole("button", { name: "Add Team Member" }).click();
  await expect(form.getByText("Name and role are required")).toBeVisible();

  const name = uniqueTitle("Amaka Nwosu");
  await form.getByLabel("Name *").fill(name);
  await form.getByLabel("Role *").fill("Head of Partnerships");
  await form.getByLabel("Quote").fill("Partnerships that last.");
  await form.getByLabel("LinkedIn").fill("linkedin.com/in/amaka");
  await form.getByRole("button", { name: "Add Team Member" }).click();
  await expect(form.getByText("LinkedIn must be a valid http or https link.")).toBeVisible();
  await form.getByLabel("LinkedIn").fill("https://www.linkedin.com/in/amaka");
  await form.getByLabel("Image").setInputFiles(await pngFile("amaka.png", "#3b314c"));
  await expect(form.getByRole("img", { name: "Selected image" })).toBeVisible();
  // A small image is sent in an instant: hold the answer back a moment so the progress bar can be seen.
  await page.route("**/mnb/api/teamMember", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await form.getByRole("button", { name: "Add Team Member" }).click();
  await expect(form.getByRole("progressbar", { name: "Upload progress" })).toBeVisible();
  await expect(form.getByRole("button", { name: "Cancel upload" })).toBeVisible();
  await expectToast(page, "Team member added successfully!");
  await expect(form.getByRole("progressbar")).toHaveCount(0);
  await expect(form.getByLabel("Name *")).toHaveValue("");
  await page.unrouteAll();

  // The list moves to its last page, where the newest member is.
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row).toContainText("Head of Partnerships");
  await expect(row.getByRole("link", { name: "LinkedIn" })).toHaveAttribute(
    "href",
    "https://www.linkedin.com/in/amaka",
  );
  await expect(row.getByRole("img", { name: `Photo of ${name}` })).toBeVisible();

  const card = await expectOnServicePage(page, name, 1);
  await expect(card).toContainText("Head of Partnerships");
  await expect(card).toContainText("Partnerships that last.");

  // Edit in place: the open row is in the URL, so reload keeps it open; Cancel closes it without saving.
  await page.goto(`${SECTION}?q=${encodeURIComponent(name)}`);
  await page.getByRole("link", { name: `Edit ${name}` }).click();
  await expect(page).toHaveURL(/edit=/);
  await page.reload();
  const edit = page.getByRole("form", { name: "Edit team member" });
  await expect(edit.getByLabel("Role *")).toHaveValue("Head of Partnerships");
  await edit.getByLabel("Role *").fill("Never saved");
  await edit.getByRole("link", { name: "Cancel" }).click();
  await expect(page).not.toHaveURL(/edit=/);
  await expect(page.getByRole("row").filter({ hasText: name })).toContainText("Head of Partnerships");

  await page.getByRole("link", { name: `Edit ${name}` }).click();
  await edit.getByLabel("Role *").fill("Chief Operating Officer");
  await edit.getByLabel("Quote").fill("");
  await edit.getByRole("button", { name: "Save" }).click();
  await expectToast(page, "Team member updated successfully!");
  await expect(page).not.toHaveURL(/edit=/);
  await expect(page).toHaveURL(/q=/);
  await expect(row).toContainText("Chief Operating Officer");
  const updated = await expectOnServicePage(page, name, 1);
  await expect(updated).toContainText("Chief Operating Officer");
  // An emptied quote is not stored, so the grid shows its default.
  await expect(updated).toContainText("Leading with passion, driven by innovation.");

  await page.goto(`${SECTION}?q=${encodeURIComponent(name)}`);
  await page.getByRole("button", { name: `Delete ${name}` }).click();
  const confirm = page.getByRole("dialog", { name: `Delete ${name}?` });
  await expect(confirm).toContainText("This cannot be undone.");
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await page.reload();
  await expect(row).toBeVisible();

  await page.getByRole("button", { name: `Delete ${name}` }).click();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expectToast(page, "Team member deleted successfully!");
  await expect(row).toHaveCount(0);
  await expectOnServicePage(page, name, 0);
});

test("the team list searches on the server and shows six members a page", async ({ page }) => {
  await signIn(page);
  const tag = uniqueTitle("Crew").replace(/\s+/g, "-");
  const ids: string[] = [];
  for (let i = 1; i <= 7; i++) {
    const reply = await page.request.post("/mnb/api/teamMember", {
      multipart: { name: `Member ${i} of ${tag}`, role: "Producer" },
    });
    expect(reply.status()).toBe(201);
    ids.push((await reply.json()).member.id);
  }

  await page.goto(SECTION);
  await page.getByLabel("Search team members by name or role").fill(tag.toLowerCase());
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\?q=/);
  const rows = page.getByRole("row").filter({ hasText: tag });
  await expect(rows).toHaveCount(6);
  const pager = page.getByRole("navigation", { name: "Team member pages" });
  await expect(pager).toContainText("Page 1 of 2");
  await pager.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/q=.*&page=2/);
  await expect(pager).toContainText("Page 2 of 2");
  await expect(rows).toHaveText([new RegExp(`Member 7 of ${tag}`)]);
  await page.goBack();
  await expect(pager).toContainText("Page 1 of 2");
  await expect(rows).toHaveCount(6);

  await page.getByRole("link", { name: "Clear search" }).click();
  await expect(page).toHaveURL(new RegExp(`${SECTION}$`));
  const deleted = await Promise.all(ids.map((id) => page.request.delete(`/mnb/api/teamMember/${id}`)));
  expect(deleted.map((r) => r.status())).toEqual(ids.map(() => 200));
});
