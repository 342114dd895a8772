// The dashboard overview's bookings and revenue: per Lagos day (or Monday-to-Sunday week), zero-filled, revenue from
// verified payments on the day they were paid less their refunds, in one query.
import { afterAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { bookingsAndRevenue } from "@/lib/data/admin-overview";
import { unique } from "@/lib/testing/fixtures";

afterAll(() => db.$disconnect());

// A fixed "now" far from the other tests' rows: 2031-03-12 10:00 in Lagos (09:00 UTC), a Wednesday.
const NOW = new Date("2031-03-12T09:00:00Z");

async function booking(createdAt: string) {
  return db.booking.create({ data: { name: "Ada", email: `${unique("o")}@example.com`, service: "Mixing", message: "x", dateTime: NOW, createdAt: new Date(createdAt) } });
}
async function payment(paidAt: string | null, amountKobo: number, refundedKobo = 0, status: "PAID" | "PENDING" | "PARTIALLY_REFUNDED" = "PAID") {
  return db.payment.create({ data: { reference: unique("MNB-test"), amountKobo, refundedKobo, status, email: "a@example.com", name: "Ada", paidAt: paidAt ? new Date(paidAt) : null } });
}

describe("bookingsAndRevenue", () => {
  it("counts bookings and revenue per Lagos day over the last 30 days, zero-filled", async () => {
    await booking("2031-03-12T08:00:00Z"); // today
    await booking("2031-03-11T23:30:00Z"); // 00:30 on the 12th in Lagos: today too
    await booking("2031-03-11T12:00:00Z"); // yesterday
    await payment("2031-03-12T07:00:00Z", 5_000_000);
    await payment("2031-03-10T10:00:00Z", 2_000_000, 500_000, "PARTIALLY_REFUNDED");
    await payment(null, 9_900_000, 0, "PENDING"); // never paid: not revenue
    const result = await bookingsAndRevenue("day", NOW);
    expect(result.starts).toHaveLength(30);
    expect(result.starts.at(-1)).toBe("2031-03-12");
    expect(result.starts[0]).toBe("2031-02-11");
    const at = (day: string) => result.starts.indexOf(day);
    expect(result.bookings[at("2031-03-12")]).toBe(2);
    expect(result.bookings[at("2031-03-11")]).toBe(1);
    expect(result.revenueKobo[at("2031-03-12")]).toBe(5_000_000);
    expect(result.revenueKobo[at("2031-03-10")]).toBe(1_500_000);
    expect(result.bookings.reduce((a, b) => a + b, 0)).toBe(3);
    expect(result.revenueKobo.reduce((a, b) => a + b, 0)).toBe(6_500_000);
  });

  it("sums whole weeks, Monday to Sunday, over 26 weeks", async () => {
    const result = await bookingsAndRevenue("week", NOW);
    expect(result.starts).toHaveLength(26);
    expect(result.starts.at(-1)).toBe("2031-03-10"); // the Monday of this week
    expect(result.bookings.at(-1)).toBe(3);
    expect(result.revenueKobo.at(-1)).toBe(6_500_000);
  });
});
