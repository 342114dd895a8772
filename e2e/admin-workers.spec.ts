import { expect, test, type Page } from "./test";
import { DEMO_ADMIN, expectToast, pngFile, uniqueTitle, signInAndOpen } from "./helpers";

const SECTION = "/admin-dashboard/workers";
type Worker = { id: string; number: number; idNumber: string };

async function signIn(page: Page) {
  // Long journeys (a dozen writes and page loads): the default 45 s is too short when the shared machine is loaded.
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAndOpen(page, DEMO_ADMIN, "/admin-dashboard");
}

async function addWorker(page: Page, name: string, role = "Driver"): Promise<Worker> {
  const reply = await page.request.post("/mnb/api/worker", { multipart: { name, role } });
  expect(reply.status()).toBe(201);
  return (await reply.json()).worker;
}

test("an admin adds a worker with upload progress, gets a server ID number, edits in place and deletes after confirming", async ({
  page,
}) => {
  await signIn(page);
  await page
    .getByRole("navigation", { name: "Dashboard" })
    .getByRole("link", { name: "Manage Workers Identity" })
    .click();
  await expect(page).toHaveURL(new RegExp(`${SECTION}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Manage Workers Identity" })).toBeVisible();
  for (const column of ["Name", "Role", "ID Number", "Photo", "Actions"])
    await expect(page.getByRole("columnheader", { name: column })).toBeVisible();

  const form = page.getByRole("form", { name: "Add worker" });
  await form.getByRole("button", { name: "Add Worker" }).click();
  await expect(form.getByText("Name and role are required")).toBeVisible();

  const name = uniqueTitle("Tunde Bakare");
  await form.getByLabel("Name *").fill(name);
  await form.getByLabel("Role *").fill("Sound Engineer");
  await form.getByLabel("Photo").setInputFiles(await pngFile("tunde.png", "#4caf50"));
  await expect(form.getByRole("img", { name: "Selected image" })).toBeVisible();
  // A small photo is sent in an instant: hold the answer back a moment so the progress bar can be seen.
  await page.route("**/mnb/api/worker", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await form.getByRole("button", { name: "Add Worker" }).click();
  await expect(form.getByRole("progressbar", { name: "Upload progress" })).toBeVisible();
  await expect(form.getByRole("button", { name: "Cancel upload" })).toBeVisible();
  await expectToast(page, "Worker created successfully");
  await expect(form.getByRole("progressbar")).toHaveCount(0);
  await expect(form.getByLabel("Name *")).toHaveValue("");
  await page.unrouteAll();

  // Newest first: the new worker heads the first page, with the number the server gave it.
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(page.getByRole("row").nth(1)).toContainText(name);
  await expect(row).toContainText("Sound Engineer");
  const photo = row.getByRole("img", { name: `Photo of ${name}` });
  await expect(photo).toBeVisible();
  // The photo is private: it comes from the admin-only route, with the admin's session, not from a public address.
  await expect(photo).toHaveAttribute("src", /^\/mnb\/api\/workers\/[^/]+\/photo$/);
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const idNumber = (await row.getByRole("cell").nth(2).innerText()).trim();
  expect(idNumber).toMatch(/^MNB-\d{4,}$/);

  // Search by the ID number finds exactly this worker.
  await page.getByLabel("Search workers by name, role or ID number").fill(idNumber);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\?q=MNB-/);
  await expect(page.getByRole("row")).toHaveCount(2);
  await expect(row).toBeVisible();

  await row.getByRole("link", { name: `Edit ${name}` }).click();
  await expect(page).toHaveURL(/edit=/);
  const edit = page.getByRole("form", { name: "Edit worker" });
  await expect(edit).toContainText(`ID Number: ${idNumber}`);
  await edit.getByLabel("Role *").fill("Never saved");
  await edit.getByRole("link", { name: "Cancel" }).click();
  await expect(page).not.toHaveURL(/edit=/);
  await expect(row).toContainText("Sound Engineer");

  await row.getByRole("link", { name: `Edit ${name}` }).click();
  await edit.getByLabel("Role *").fill("");
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(edit.getByText("Name and role are required")).toBeVisible();
  await edit.getByLabel("Role *").fill("Studio Manager");
  await edit.getByLabel("Replace photo").setInputFiles(await pngFile("tunde-2.png", "#3b314c"));
  await edit.getByRole("button", { name: "Save" }).click();
  await expectToast(page, "Worker updated successfully");
  await expect(page).not.toHaveURL(/edit=/);
  await expect(row).toContainText("Studio Manager");
  await expect(row).toContainText(idNumber);

  await row.getByRole("button", { name: `Delete ${name}` }).click();
  const confirm = page.getByRole("dialog", { name: `Delete ${name}?` });
  await expect(confirm).toContainText(`The ID number ${idNumber} is never given to anyone else.`);
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await page.reload();
  await expect(row).toBeVisible();

  await row.getByRole("button", { name: `Delete ${name}` }).click();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expectToast(page, "Worker deleted successfully");
  await expect(row).toHaveCount(0);

  // The deleted worker's number stays used: the next worker gets a higher one.
  const next = await addWorker(page, uniqueTitle("Next Worker"));
  expect(next.number).toBeGreaterThan(Number(idNumber.slice("MNB-".length)));
  expect(next.idNumber).not.toBe(idNumber);
  expect((await page.request.delete(`/mnb/api/deleteWorker/${next.id}`)).status()).toBe(200);
});

test("the workers list searches by name or role and pages ten at a time", async ({ page }) => {
  await signIn(page);
  const tag = uniqueTitle("Crew").replace(/\s+/g, "-");
  const workers: Worker[] = [];
  for (let i = 1; i <= 11; i++) workers.push(await addWorker(page, `Worker ${i}`, `Porter ${tag}`));

  await page.goto(SECTION);
  await page.getByLabel("Search workers by name, role or ID number").fill(tag.toUpperCase());
  await page.getByRole("button", { name: "Search" }).click();
  const rows = page.getByRole("row").filter({ hasText: tag });
  await expect(rows).toHaveCount(10);
  // Newest first: the eleventh worker leads, the first is alone on page 2.
  await expect(rows.first()).toContainText(workers[10].idNumber);
  const pager = page.getByRole("navigation", { name: "Worker pages" });
  await expect(pager).toContainText("Page 1 of 2");
  await pager.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(workers[0].idNumber);
  await page.goBack();
  await expect(pager).toContainText("Page 1 of 2");

  await page.goto(`${SECTION}?q=${encodeURIComponent(`no such worker ${tag}`)}`);
  await expect(page.getByText(/No workers match/)).toBeVisible();
  const deleted = await Promise.all(workers.map((w) => page.request.delete(`/mnb/api/deleteWorker/${w.id}`)));
  expect(deleted.map((r) => r.status())).toEqual(workers.map(() => 200));
});
