// Paystack's checkout in the browser, for e2e only. Paystack is unreachable from here, so
// https://checkout.paystack.com/popup is answered by a small page that speaks the frame's side of the inline library's
// messages (loaded:checkout, success, close), and api.paystack.co by an empty success. Paying in the stub pays the
// transaction at the suite's Paystack stand-in (PAYSTACK_BASE_URL), so the server's own verification decides.
import type { Page, Route } from "@playwright/test";

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

export async function stubCheckout(page: Page) {
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
  await page.route("https://api.paystack.co/**", (route) =>
    route.fulfill({ json: { status: true, message: "ok", data: {} } }),
  );
}

/** The checkout frame the inline library opens. */
export const checkoutFrame = (page: Page) => page.frameLocator('iframe[src^="https://checkout.paystack.com/popup"]');
