// Structured data on the seeded service pages, read from the raw HTML (no JavaScript). The rest of what crawlers and
// link previews read is covered by lib/integration/seo.int.test.ts; service pages are checked here because only the
// demo database has services with priced offers.
import { expect, test } from "./test";

type Thing = Record<string, unknown> & { "@type": string };

function jsonLd(html: string): Thing[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].flatMap(
    ([, text]) => JSON.parse(text) as Thing | Thing[],
  );
}

test("a service page describes the service and its offers priced in naira, and its breadcrumb trail", async ({
  request,
}) => {
  const reply = await request.get("/service/2");
  expect(reply.status()).toBe(200);
  const data = jsonLd(await reply.text());

  const service = data.find((t) => t["@type"] === "Service")!;
  expect(service).toMatchObject({ name: "Music Production & Distribution" });
  expect(new URL(service.url as string).pathname).toBe("/service/2");
  const offers = service.offers as Thing[];
  expect(offers).toHaveLength(8);
  expect(offers.every((o) => o["@type"] === "Offer" && o.priceCurrency === "NGN")).toBe(true);
  // Music Production: promo price ₦150,000 (15,000,000 kobo), as the page shows it.
  expect(offers.find((o) => o.name === "Music Production")).toMatchObject({ price: "150000.00" });

  const trail = data.find((t) => t["@type"] === "BreadcrumbList")!;
  expect((trail.itemListElement as { name: string }[]).map((c) => c.name)).toEqual([
    "Home",
    "Service",
    "Music Production & Distribution",
  ]);
});
