// The payment page with Paystack's real inline library and a stubbed checkout frame: Paystack is unreachable from
// here, so https://checkout.paystack.com/popup is answered by a small page that speaks the frame's side of the
// library's messages (loaded:checkout, success, close), and api.paystack.co by an empty success. Paying in the stub
// pays the transaction at the suite's Paystack stand-in (PAYSTACK_BASE_URL), so the server's own verification decides.
import pg from "pg";
import type { Page, Route } from "@playwright/test";
import { expect, test } from "./test";
import { expectToast, formAlert } from "./helpers";

const STAND_IN = process.env.PAYSTACK_BASE_URL!;

const STUB_FRAME = `<!doctype html><meta charset="utf-8"><title>Checkout (test stub)</title>
<body style="background:#fff;font:16px sans-serif;padding:2rem">
<h1>Test checkout</h1><p>Access code: <span id="code">…</span></p>
<button id="pay">Pay in test checkout</button> <button id="close">Close test checkout</button>
<script>
  let accessCode = "";
  addEventListener("message", (e) => {
    if (e.data && e.data.type === "inline:url") { accessCode = e.data.params.accessCode; document.getElementById("code").textContent = accessCode; }
  });
  parent.postMessage({ event: "loaded:checkout", data: {} }, "*");
  document.getElementById("pay").onclick = async () => {
    const paid = await (await fetch("/__e2e/pay/" + accessCode, { method: "POST" })).json();
    parent.postMessage({ event: "success", data: { reference: paid.reference, status: "success" } }, "*");
  };
  document.getElementById("close").onclick = () => parent.postMessage({ event: "close", data: {} }, "*");
</script></body>`;

async function stubCheckout(page: Page) {
  await page.route("https://checkout.paystack.com/**", async (route: Route) => {
    const url = new URL(route.request().url());
    if (url.pathname.startsWith("/__e2e/pay/")) {
      // The customer pays at "Paystack": the stand-in's checkout marks the transaction paid and redirects with it.
      const code = url.pathname.slice("/__e2e/pay/".length);
      const paid = await fetch(`${STAND_IN}/checkout/${code}`, { method: "POST", redirect: "manual" });
      const reference = new URL(paid.headers.get("location")!).searchParams.get("reference");
      return route.fulfill({ json: { reference } });
    }
    return route.fulfill({ contentType: "text/html", body: STUB_FRAME });
  });
  await page.route("https://api.paystack.co/**", (route) => route.fulfill({ json: { status: true, message: "ok", data: {} } }));
}

async function paymentStatus(reference: string) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    return (await client.query<{ status: string; amountKobo: number }>(`SELECT status, "amountKobo" FROM "Payment" WHERE reference = $1`, [reference])).rows[0];
  } finally {
    await client.end();
  }
}

const checkoutFrame = (page: Page) => page.frameLocator('iframe[src^="https://checkout.paystack.com/popup"]');

test.describe("payment page", () => {
  test.beforeEach(async ({ page }) => stubCheckout(page));

  test("pays a custom amount through the checkout and lands on the success page once the server has verified it", async ({ page }) => {
    await page.goto("/payment");
    await page.getByLabel("Full name").fill("Ada Obi");
    await page.getByLabel("Email").fill("ada.payer@example.com");
    await page.getByLabel("Amount (₦)").fill("2500.50");
    await page.getByLabel("Booking message (optional)").fill("Mix of one song");
    const started = page.waitForResponse((r) => r.url().endsWith("/mnb/api/payments") && r.request().method() === "POST");
    await page.getByRole("button", { name: "Pay Now" }).click();
    const { reference } = (await (await started).json()) as { reference: string };
    await expect(page.getByRole("button", { name: "Processing..." })).toBeDisabled();
    await checkoutFrame(page).getByRole("button", { name: "Pay in test checkout" }).click();
    await expectToast(page, "Payment successful!");
    await expect(page).toHaveURL(new RegExp(`/booking-success\\?reference=${reference}$`));
    expect(await paymentStatus(reference)).toEqual({ status: "PAID", amountKobo: 250_050 });
  });

  test("closing the checkout says 'Payment closed' and takes no money", async ({ page }) => {
    await page.goto("/payment");
    await page.getByLabel("Full name").fill("Bola Ade");
    await page.getByLabel("Email").fill("bola.payer@example.com");
    await page.getByLabel("Amount (₦)").fill("1000");
    const started = page.waitForResponse((r) => r.url().endsWith("/mnb/api/payments") && r.request().method() === "POST");
    await page.getByRole("button", { name: "Pay Now" }).click();
    const { reference } = (await (await started).json()) as { reference: string };
    await checkoutFrame(page).getByRole("button", { name: "Close test checkout" }).click();
    await expectToast(page, "Payment closed");
    await expect(page.getByRole("button", { name: "Pay Now" })).toBeEnabled();
    await expect(page).toHaveURL(/\/payment$/);
    expect((await paymentStatus(reference)).status).toBe("PENDING");
  });

  test("explains missing and wrong fields before anything is sent", async ({ page }) => {
    let posted = false;
    page.on("request", (r) => {
      if (r.method() === "POST" && r.url().endsWith("/mnb/api/payments")) posted = true;
    });
    await page.goto("/payment");
    await page.getByRole("button", { name: "Pay Now" }).click();
    await expect(formAlert(page).filter({ hasText: "Please enter your full name." })).toBeVisible();
    await expect(formAlert(page).filter({ hasText: "Please enter your email address." })).toBeVisible();
    await expect(formAlert(page).filter({ hasText: "Please enter the amount to pay." })).toBeVisible();
    await page.getByLabel("Amount (₦)").fill("12.345");
    await page.getByRole("button", { name: "Pay Now" }).click();
    await expect(formAlert(page).filter({ hasText: "Please enter an amount in naira" })).toBeVisible();
    expect(posted).toBe(false);
  });
});
