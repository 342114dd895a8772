// The old client's review page /containercomponent/{id} ("Leave Us Your Review Here:"): it renders for any id with
// the shared review form, explains what is missing without sending, and a review posts, toasts and joins the list.
import { expect, test } from "./test";
import { expectReviewFormChecks, expectToast, uniqueTitle } from "./helpers";

test("the review page renders for an old client's link, with the form and the reviews", async ({ page }) => {
  const reply = await page.goto("/containercomponent/42");
  expect(reply?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Leave Us Your Review Here:" })).toBeVisible();
  await expect(page.getByRole("form", { name: "Leave a review" })).toBeVisible();
  await expect(page.getByRole("heading", { name: /^Reviews \(\d+\)$/ })).toBeVisible();
});

test("a review with missing or wrong fields is explained and not sent", async ({ page }) => {
  await expectReviewFormChecks(page, "/containercomponent/abc");
});

test("a review is sent, thanked with a toast, and shows at the top of the list without the email", async ({ page }) => {
  const name = uniqueTitle("Tolu");
  await page.goto("/containercomponent/abc");
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Email").fill("tolu.review@example.com");
  await page.getByLabel("Message").fill("Found you through the old link; still great.");
  await page.getByRole("button", { name: "Submit" }).click();
  await expectToast(page, "Thank you for your review!");
  await expect(page.getByTestId("review-list").getByTestId("review").first()).toContainText(name);
  await expect(page.getByLabel("Name")).toHaveValue("");
  await expect(page.getByText("tolu.review@example.com")).toHaveCount(0);
});
