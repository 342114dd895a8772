// The post editor at a phone's and a desktop's width: the toolbar and its shortcuts write the Markdown, a picture is
// uploaded into the text, the preview shows what the post page will, the draft saves itself, and the published post
// shows it all; leaving with unsaved text asks first.
import { mkdirSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./test";
import { DEMO_ADMIN, expectToast, pngFile, signInAndOpen, uniqueTitle } from "./helpers";

const SIZES = [
  ["390", { width: 390, height: 844 }],
  ["1280", { width: 1280, height: 900 }],
] as const;

async function openCreatePost(page: Page) {
  await signInAndOpen(page, DEMO_ADMIN, "/admin-dashboard/create-post");
  const form = page.getByRole("form", { name: "Create post" });
  await expect(form).toBeVisible();
  return form;
}

/** Answers the next prompt (the link and player buttons ask for an address). */
const answerPrompt = (page: Page, answer: string) =>
  page.once("dialog", (dialog) => void (dialog.type() === "prompt" ? dialog.accept(answer) : dialog.dismiss()));

for (const [width, size] of SIZES) {
  test(`an editor writes with the toolbar, uploads a picture, previews and publishes at ${width} px`, async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize(size);
    const form = await openCreatePost(page);
    const title = uniqueTitle("Editor journey");
    await form.getByLabel("Title *").fill(title);
    await form.getByLabel("Author *").fill("Music Desk");
    const toolbar = form.getByRole("toolbar", { name: "Formatting" });
    await expect(toolbar.getByRole("button", { name: "Bold" })).toHaveAttribute("aria-keyshortcuts", /Control\+B/);

    const content = form.getByLabel("Content *");
    await content.click();
    // Control+End, not End: a long line wraps, and End stops at the end of its first row.
    await page.keyboard.type("The crowd was ");
    await toolbar.getByRole("button", { name: "Bold" }).click();
    await page.keyboard.type("loud");
    await page.keyboard.press("Control+End");
    await page.keyboard.type(" and ");
    await page.keyboard.press("Control+b");
    await page.keyboard.type("proud");
    await page.keyboard.press("Control+End");
    await page.keyboard.type(". Read ");
    answerPrompt(page, "https://example.com/review");
    await page.keyboard.press("Control+k");
    await page.keyboard.type("the review");
    await page.keyboard.press("Control+End");
    await expect(content).toHaveValue(
      "The crowd was **loud** and **proud**. Read [the review](https://example.com/review)",
    );

    const chooser = page.waitForEvent("filechooser");
    await toolbar.getByRole("button", { name: "Picture" }).click();
    await (await chooser).setFiles(await pngFile("stage.png"));
    await expect(content).toHaveValue(/!\[description\]\(\/files\/post-image\/[^ )]+ =320x180\)/);
    // The alt text is selected: typing replaces it.
    await page.keyboard.type("The stage at dusk");
    await expect(content).toHaveValue(/!\[The stage at dusk\]\(/);

    if (width === "390") await form.getByRole("button", { name: "Preview" }).click();
    const preview = form.getByRole("region", { name: "Preview" });
    await expect(preview.locator("strong", { hasText: "loud" })).toBeVisible();
    await expect(preview.getByRole("link", { name: "the review" })).toBeVisible();
    await expect(preview.getByRole("img", { name: "The stage at dusk" })).toBeVisible();
    await expect(form.getByText(/\d+ words · 1 min read/)).toBeVisible();
    mkdirSync("test-screenshots/editor", { recursive: true });
    await page.screenshot({ path: `test-screenshots/editor/editor-${width}.png`, fullPage: true });

    await expect(form.getByText(/^Saved at \d\d:\d\d:\d\d$/)).toBeVisible({ timeout: 20_000 });
    await form.getByRole("button", { name: "Create Post" }).click();
    await expectToast(page, "Post added successfully!");
    await expect(form.getByLabel("Title *")).toHaveValue("");

    // One post, not a draft beside it: the autosaved draft was the one published.
    await page.goto("/admin/manage-posts");
    await expect(page.getByRole("row").filter({ hasText: title })).toHaveCount(1);
    // Its History: the run of autosaves kept as one version under the published one.
    await page
      .getByRole("link", { name: `Edit ${title}` })
      .first()
      .click();
    const history = page.getByRole("region", { name: "History" }).getByRole("listitem");
    await expect(history).toHaveCount(2);
    await expect(history.first()).not.toContainText("(autosaved)");
    await expect(history.nth(1)).toContainText("(autosaved)");
    await page.goto("/blog");
    await page.getByRole("link", { name: title }).first().click();
    const body = page.locator(".post-body");
    await expect(body.locator("strong", { hasText: "proud" })).toBeVisible();
    await expect(body.getByRole("link", { name: "the review" })).toHaveAttribute("href", "https://example.com/review");
    await expect(body.getByRole("img", { name: "The stage at dusk" })).toBeVisible();
  });
}

test("leaving the editor with unsaved text asks first", async ({ page }) => {
  const form: Locator = await openCreatePost(page);
  await form.getByLabel("Title *").fill(uniqueTitle("Unsaved"));
  // Typed, not filled: a browser asks before leaving only a page the visitor has interacted with.
  await form.getByLabel("Content *").click();
  await page.keyboard.type("Words not saved yet");
  const asked = new Promise<string>((resolve) =>
    page.once("dialog", (dialog) => {
      resolve(dialog.type());
      void dialog.dismiss();
    }),
  );
  await page.close({ runBeforeUnload: true });
  expect(await asked).toBe("beforeunload");
});
