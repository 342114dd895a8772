// Bookings: the file is uploaded first into private storage and only the booking's owner and admins can fetch it;
// the price is the offer's, whatever the client sends; the date is Lagos time stored in UTC; admins search, edit the
// message, move the pipeline (never to PAID by hand; delivered emails once) and delete (the file leaves storage).
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { env } from "@/lib/config/env";
import { BASE_URL, Client } from "@/testing/http";
import { file, pngBytes, signedIn, signedInBrowser, unique, wavBytes } from "@/testing/fixtures";
import { PAID_ONLY_BY_PAYMENT } from "@/lib/bookings/status";
import {
  BOOKING_DATE_INVALID,
  BOOKING_DATE_PAST,
  BOOKING_DATE_REQUIRED,
  BOOKING_DELETED,
  BOOKING_EMAIL_REQUIRED,
  BOOKING_FILE_REQUIRED,
  BOOKING_MESSAGE_REQUIRED,
  BOOKING_NAME_REQUIRED,
  BOOKING_SERVICE_REQUIRED,
  BOOKING_SUBMITTED,
  BOOKING_UPDATED,
  FILE_UPLOADED,
} from "@/lib/bookings/copy";
import {
  BOOKING_NOT_FOUND,
  FILE_NOT_USABLE,
  findBookingToPay,
  listBookingPage,
  listMyBookings,
  UNKNOWN_SERVICE,
} from "@/lib/bookings/bookings";
import { listUnbookedPayments } from "@/lib/payments/payments";
import { bookingsAndRevenue, countRecords } from "@/lib/admin/overview";

type Issue = { path: string; message: string };
type BookingBody = {
  id: string;
  name: string;
  service: string;
  priceKobo: number;
  dateTime: string;
  status: string;
  message: string;
  fileUrl: string | null;
  payments: { reference: string; status: string }[];
};

let admin: Awaited<ReturnType<typeof signedIn>>;
let owner: Awaited<ReturnType<typeof signedIn>>;
let other: Awaited<ReturnType<typeof signedIn>>;
let offer: { id: string; title: string; slug: string; promoPriceKobo: number };

const UPLOADS = process.env.UPLOAD_DIR ?? ".data/test-uploads";
const PRIVATE = `${UPLOADS.replace(/\/+$/, "")}-private`;
const fileCount = (dir: string) =>
  existsSync(dir) ? readdirSync(dir, { recursive: true }).filter((f) => path.extname(String(f))).length : 0;

beforeAll(async () => {
  [admin, owner, other] = await Promise.all([signedIn("ADMIN"), signedIn("USER"), signedIn("USER")]);
  const title = unique("Stem Mixing");
  offer = await db.serviceOffer.create({
    data: {
      title,
      slug: title.toLowerCase(),
      description: "Mixing from stems",
      originalPriceKobo: 10_000_000,
      promoPriceKobo: 6_000_000,
      sortOrder: 99,
    },
    select: { id: true, title: true, slug: true, promoPriceKobo: true },
  });
});
afterAll(() => db.$disconnect());

const png = async () => file(await pngBytes(), "cover.png", "image/png");
const inAWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);

async function upload(client: Client, f?: File) {
  const form = new FormData();
  form.set("file", f ?? (await png()));
  return client.post<{ message: string; file: { id: string; contentType: string } }>("/mnb/api/bookings/files", form);
}

const details = (fileId: string, extra: Record<string, unknown> = {}) => ({
  name: "Ada Obi",
  email: `${unique("booker")}@example.com`,
  service: offer.title,
  message: "Mix my single, 12 stems",
  dateTime: `${inAWeek()}T14:30`,
  fileId,
  ...extra,
});

async function book(client: Client, extra: Record<string, unknown> = {}) {
  const uploaded = await upload(client);
  expect(uploaded.status).toBe(201);
  return client.post<{ message: string; booking: BookingBody; paymentUrl: string; issues?: Issue[] }>(
    "/mnb/api/bookings",
    details(uploaded.body.file.id, extra),
  );
}

describe("POST /mnb/api/bookings/files and /mnb/api/bookings", () => {
  it("uploads the file privately, books at the offer's price whatever the client sends, and stores Lagos time as UTC", async () => {
    const client = new Client();
    const before = fileCount(UPLOADS);
    const uploaded = await upload(client);
    expect(uploaded.status).toBe(201);
    expect(uploaded.body.message).toBe(FILE_UPLOADED);
    expect(uploaded.body.file.contentType).toBe("image/png");
    expect(fileCount(UPLOADS)).toBe(before);
    const stored = await db.upload.findUniqueOrThrow({ where: { id: uploaded.body.file.id } });
    expect(stored.url).not.toMatch(/^\/files\/|^https?:/);

    const reply = await client.post<{ message: string; booking: BookingBody; paymentUrl: string }>(
      "/mnb/api/bookings",
      details(uploaded.body.file.id, { priceKobo: 100, amount: "1", price: 1, service: offer.slug }),
    );
    expect(reply.status).toBe(201);
    expect(reply.body.message).toBe(BOOKING_SUBMITTED);
    const { booking } = reply.body;
    expect(reply.body.paymentUrl).toBe(`/payment?booking=${booking.id}`);
    expect(booking).toMatchObject({
      service: offer.title,
      priceKobo: offer.promoPriceKobo,
      status: "NEW",
      fileUrl: `/mnb/api/bookings/${booking.id}/file`,
    });
    expect(booking.dateTime).toBe(new Date(`${inAWeek()}T13:30:00Z`).toISOString());
    const row = await db.booking.findUniqueOrThrow({ where: { id: booking.id } });
    expect(row).toMatchObject({
      priceKobo: offer.promoPriceKobo,
      offerId: offer.id,
      userId: null,
      fileId: uploaded.body.file.id,
    });
  });

  it("sends a confirmation email with the payment link", async () => {
    const email = `${unique("confirm")}@example.com`;
    const reply = await book(new Client(), { email });
    expect(reply.status).toBe(201);
    const message = await db.emailMessage.findFirstOrThrow({ where: { to: email, template: "booking-confirmation" } });
    expect(message.text).toContain(`/payment?booking=${reply.body.booking.id}`);
    expect(message.text).toContain(offer.title);
  });

  it("answers each missing field with its own message and writes nothing", async () => {
    const uploaded = await upload(new Client());
    const before = await db.booking.count();
    const reply = await new Client().post<{ issues: Issue[] }>("/mnb/api/bookings", {
      name: " ",
      email: "",
      service: "",
      message: "",
      dateTime: "",
      fileId: "",
    });
    expect(reply.status).toBe(422);
    const byField = Object.fromEntries(reply.body.issues.map((i) => [i.path, i.message]));
    expect(byField).toEqual({
      name: BOOKING_NAME_REQUIRED,
      email: BOOKING_EMAIL_REQUIRED,
      service: BOOKING_SERVICE_REQUIRED,
      message: BOOKING_MESSAGE_REQUIRED,
      dateTime: BOOKING_DATE_REQUIRED,
      fileId: BOOKING_FILE_REQUIRED,
    });
    const past = await new Client().post<{ issues: Issue[] }>(
      "/mnb/api/bookings",
      details(uploaded.body.file.id, { dateTime: "2020-01-01T10:00" }),
    );
    expect(past.status).toBe(422);
    expect(past.body.issues).toEqual([{ path: "dateTime", message: BOOKING_DATE_PAST }]);
    const impossible = await new Client().post<{ issues: Issue[] }>(
      "/mnb/api/bookings",
      details(uploaded.body.file.id, { dateTime: "2030-02-30T10:00" }),
    );
    expect(impossible.body.issues).toEqual([{ path: "dateTime", message: BOOKING_DATE_INVALID }]);
    const unknown = await new Client().post<{ message: string }>(
      "/mnb/api/bookings",
      details(uploaded.body.file.id, { service: "Free Lunch" }),
    );
    expect(unknown.status).toBe(422);
    expect(unknown.body.message).toBe(UNKNOWN_SERVICE);
    expect(await db.booking.count()).toBe(before);
  });

  it("refuses a disguised or missing file, and leaves nothing stored", async () => {
    const before = [await db.upload.count(), fileCount(PRIVATE)];
    const html = file(new TextEncoder().encode("<!doctype html><script>alert(1)</script>"), "song.mp3", "audio/mpeg");
    expect((await upload(new Client(), html)).status).toBe(415);
    const text = file(new TextEncoder().encode("just some text, not audio"), "beat.png", "image/png");
    expect((await upload(new Client(), text)).status).toBe(415);
    const none = await new Client().post<{ message: string }>("/mnb/api/bookings/files", new FormData());
    expect(none.status).toBe(422);
    expect(none.body.message).toBe(BOOKING_FILE_REQUIRED);
    expect([await db.upload.count(), fileCount(PRIVATE)]).toEqual(before);
  });

  it("accepts audio as well as images", async () => {
    const reply = await upload(new Client(), file(wavBytes("booking"), "demo.wav", "audio/wav"));
    expect(reply.status).toBe(201);
    expect(reply.body.file.contentType).toMatch(/^audio\//);
  });

  it("lets a file be booked once, and a signed-in uploader's file only by that uploader", async () => {
    const client = new Client();
    const first = await book(client);
    expect(first.status).toBe(201);
    const fileId = (await db.booking.findUniqueOrThrow({ where: { id: first.body.booking.id } })).fileId!;
    const again = await client.post<{ message: string }>("/mnb/api/bookings", details(fileId));
    expect(again.status).toBe(422);
    expect(again.body.message).toBe(FILE_NOT_USABLE);

    const mine = await upload(owner.client);
    expect((await other.client.post("/mnb/api/bookings", details(mine.body.file.id))).status).toBe(422);
    expect((await new Client().post("/mnb/api/bookings", details(mine.body.file.id))).status).toBe(422);
    const racing = await Promise.all([
      owner.client.post("/mnb/api/bookings", details(mine.body.file.id)),
      owner.client.post("/mnb/api/bookings", details(mine.body.file.id)),
    ]);
    expect(racing.map((r) => r.status).sort()).toEqual([201, 422]);
  });
});

describe("GET /mnb/api/bookings/{id}/file", () => {
  it("serves the file to the booking's owner and to admins only", async () => {
    const reply = await book(owner.client);
    expect(reply.status).toBe(201);
    const { booking } = reply.body;
    expect((await db.booking.findUniqueOrThrow({ where: { id: booking.id } })).userId).toBe(owner.user.id);
    const sent = await pngBytes();
    for (const who of [owner, admin]) {
      const fetched = await fetch(`${BASE_URL}${booking.fileUrl}`, {
        headers: { authorization: `Bearer ${who.token}`, "x-forwarded-for": who.client.address },
      });
      expect(fetched.status).toBe(200);
      expect(fetched.headers.get("content-type")).toBe("image/png");
      expect(fetched.headers.get("cache-control")).toMatch(/no-store/);
      expect(new Uint8Array(await fetched.arrayBuffer())).toEqual(sent);
    }
    expect((await new Client().get(booking.fileUrl!)).status).toBe(401);
    expect((await other.client.get(booking.fileUrl!)).status).toBe(403);
  });

  it("gives an anonymous booker no access after the fact; an admin still opens it", async () => {
    const { booking } = (await book(new Client())).body;
    expect((await new Client().get(booking.fileUrl!)).status).toBe(401);
    expect((await other.client.get(booking.fileUrl!)).status).toBe(403);
    expect((await admin.client.get(booking.fileUrl!)).status).toBe(200);
  });
});

describe("admin calls", () => {
  it("refuses anonymous callers (401) and regular users (403) on every admin call, changing nothing", async () => {
    const { booking } = (await book(owner.client)).body;
    const calls: [string, string, unknown][] = [
      ["GET", "/mnb/api/getAllBookings", undefined],
      ["PUT", `/mnb/api/updateBooking/${booking.id}`, { message: "Hacked" }],
      ["PATCH", `/mnb/api/bookings/${booking.id}/status`, { status: "CANCELLED" }],
      ["DELETE", `/mnb/api/deleteBooking/${booking.id}`, undefined],
    ];
    for (const [method, url, body] of calls) {
      expect((await new Client().request(method, url, body)).status).toBe(401);
      expect((await owner.client.request(method, url, body)).status).toBe(403);
    }
    expect(await db.booking.findUniqueOrThrow({ where: { id: booking.id } })).toMatchObject({
      message: booking.message,
      status: "NEW",
    });
  });

  it("lists bookings 5 a page, searched by name, service or the appointment's day, with payment status", async () => {
    const name = unique("Searchable Booker");
    const { booking } = (await book(new Client(), { name })).body;
    await db.payment.create({
      data: {
        reference: `MNB-${unique("x").replace("-", "")}-aaaaaaaaaaaa`,
        amountKobo: offer.promoPriceKobo,
        name,
        email: "a@example.com",
        bookingId: booking.id,
      },
    });
    const page = await admin.client.get<{ bookings: BookingBody[]; page: number; totalPages: number; total: number }>(
      `/mnb/api/getAllBookings?page=1&search=${encodeURIComponent(name)}`,
    );
    expect(page.status).toBe(200);
    expect(page.body.total).toBe(1);
    expect(page.body.bookings[0]).toMatchObject({ id: booking.id, payments: [{ status: "PENDING" }] });
    const byService = await admin.client.get<{ bookings: BookingBody[]; total: number }>(
      `/mnb/api/getAllBookings?page=1&search=${encodeURIComponent(offer.title)}`,
    );
    expect(byService.body.bookings.length).toBeLessThanOrEqual(5);
    expect(byService.body.total).toBeGreaterThan(1);
    const byDay = await admin.client.get<BookingBody[]>(`/mnb/api/getAllBookings?search=${inAWeek()}`);
    expect(byDay.body.map((b) => b.id)).toContain(booking.id);
    const otherDay = await admin.client.get<BookingBody[]>(`/mnb/api/getAllBookings?search=2031-01-01`);
    expect(otherDay.body.map((b) => b.id)).not.toContain(booking.id);
  });

  it("edits only the message", async () => {
    const { booking } = (await book(new Client())).body;
    const reply = await admin.client.put<{ message: string; booking: BookingBody }>(
      `/mnb/api/updateBooking/${booking.id}`,
      { message: "New brief", name: "Changed", priceKobo: 1 },
    );
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe(BOOKING_UPDATED);
    expect(await db.booking.findUniqueOrThrow({ where: { id: booking.id } })).toMatchObject({
      message: "New brief",
      name: booking.name,
      priceKobo: offer.promoPriceKobo,
    });
    expect((await admin.client.put(`/mnb/api/updateBooking/${booking.id}`, { message: "  " })).status).toBe(422);
    expect((await admin.client.put("/mnb/api/updateBooking/nosuchbooking", { message: "x" })).status).toBe(404);
  });

  it("moves the pipeline only along allowed steps and emails the customer once on delivery", async () => {
    const email = `${unique("pipeline")}@example.com`;
    const { booking } = (await book(new Client(), { email })).body;
    const move = (status: string) =>
      admin.client.patch<{ message: string; booking: BookingBody }>(`/mnb/api/bookings/${booking.id}/status`, {
        status,
      });
    const paid = await move("PAID");
    expect(paid.status).toBe(409);
    expect(paid.body.message).toBe(PAID_ONLY_BY_PAYMENT);
    expect((await move("IN_PROGRESS")).status).toBe(409);
    // A verified payment is what makes it PAID (lib/integration/payments.int.test.ts); here the row is set as that would.
    await db.booking.update({ where: { id: booking.id }, data: { status: "PAID" } });
    expect((await move("DELIVERED")).status).toBe(409);
    expect((await move("IN_PROGRESS")).body.booking.status).toBe("IN_PROGRESS");
    const delivered = await Promise.all([move("DELIVERED"), move("DELIVERED"), move("DELIVERED")]);
    expect(delivered.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect((await move("CANCELLED")).status).toBe(409);
    expect((await move("REFUNDED")).status).toBe(409);
    expect(await db.emailMessage.count({ where: { to: email, template: "booking-delivered" } })).toBe(1);
    expect((await db.booking.findUniqueOrThrow({ where: { id: booking.id } })).deliveredAt).not.toBeNull();
    expect((await admin.client.patch(`/mnb/api/bookings/${booking.id}/status`, { status: "DONE" })).status).toBe(422);
  });

  it("cancels a new booking", async () => {
    const { booking } = (await book(new Client())).body;
    const reply = await admin.client.patch<{ booking: BookingBody }>(`/mnb/api/bookings/${booking.id}/status`, {
      status: "CANCELLED",
    });
    expect(reply.status).toBe(200);
    expect(reply.body.booking.status).toBe("CANCELLED");
  });

  it("deletes a booking and its file; the file route then answers 404", async () => {
    const { booking } = (await book(owner.client)).body;
    const fileId = (await db.booking.findUniqueOrThrow({ where: { id: booking.id } })).fileId!;
    const files = fileCount(PRIVATE);
    const reply = await admin.client.delete<{ message: string }>(`/mnb/api/deleteBooking/${booking.id}`);
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe(BOOKING_DELETED);
    expect(await db.booking.count({ where: { id: booking.id } })).toBe(0);
    expect(await db.upload.count({ where: { id: fileId } })).toBe(0);
    expect(fileCount(PRIVATE)).toBe(files - 1);
    expect((await admin.client.get(booking.fileUrl!)).status).toBe(404);
    expect((await admin.client.delete(`/mnb/api/deleteBooking/${booking.id}`)).status).toBe(404);
  });
});

describe("deleting a booking that was paid for", () => {
  it("keeps it archived for the books: gone from every list, page and call with the same answers, its payment kept and shown", async () => {
    const name = unique("Paid Booker");
    const { booking } = (await book(owner.client, { name })).body;
    const fileId = (await db.booking.findUniqueOrThrow({ where: { id: booking.id } })).fileId!;
    // As a verified payment leaves them (lib/integration/payments.int.test.ts pays through Paystack's stand-in).
    const payment = await db.payment.create({
      data: {
        reference: `MNB-${unique("paid").replace("-", "")}-aaaaaaaaaaaa`,
        amountKobo: offer.promoPriceKobo,
        status: "PAID",
        paidAt: new Date(),
        name,
        email: "a@example.com",
        bookingId: booking.id,
      },
    });
    await db.booking.update({ where: { id: booking.id }, data: { status: "PAID" } });
    const [countedBefore, chartBefore] = await Promise.all([countRecords(), bookingsAndRevenue("day")]);
    const files = fileCount(PRIVATE);

    const reply = await admin.client.delete<{ message: string }>(`/mnb/api/deleteBooking/${booking.id}`);
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe(BOOKING_DELETED);

    // Kept for the books, with its payment; its file goes as before.
    expect(await db.booking.findUniqueOrThrow({ where: { id: booking.id } })).toMatchObject({
      archivedAt: expect.any(Date),
      fileId: null,
      status: "PAID",
    });
    expect((await db.payment.findUniqueOrThrow({ where: { id: payment.id } })).bookingId).toBe(booking.id);
    expect(await db.upload.count({ where: { id: fileId } })).toBe(0);
    expect(fileCount(PRIVATE)).toBe(files - 1);

    // Gone from every list: Manage Bookings (paged and whole), the API's getAllBookings, the owner's profile.
    const paged = await admin.client.get<{ bookings: BookingBody[]; total: number }>(
      `/mnb/api/getAllBookings?page=1&search=${encodeURIComponent(name)}`,
    );
    expect(paged.body).toMatchObject({ total: 0, bookings: [] });
    const whole = await admin.client.get<BookingBody[]>("/mnb/api/getAllBookings");
    expect(whole.body.map((b) => b.id)).not.toContain(booking.id);
    expect((await listBookingPage({ q: name, page: 1 })).total).toBe(0);
    expect((await listMyBookings(owner.user.id)).map((b) => b.id)).not.toContain(booking.id);
    const managePage = String(
      (await (await signedInBrowser(admin)).get<string>(`/admin-dashboard/bookings?q=${encodeURIComponent(name)}`))
        .body,
    );
    expect(managePage).toContain("No bookings found for");

    // Every call about it answers as for a booking that is gone.
    const again = await admin.client.delete<{ message: string }>(`/mnb/api/deleteBooking/${booking.id}`);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(BOOKING_NOT_FOUND);
    expect((await admin.client.put(`/mnb/api/updateBooking/${booking.id}`, { message: "x" })).status).toBe(404);
    expect((await admin.client.patch(`/mnb/api/bookings/${booking.id}/status`, { status: "IN_PROGRESS" })).status).toBe(
      404,
    );
    expect((await owner.client.get(booking.fileUrl!)).status).toBe(404);
    expect(await findBookingToPay(booking.id, { id: owner.user.id, role: "USER" })).toBeNull();
    const pay = await owner.client.post<{ message: string }>("/mnb/api/payments", {
      name,
      email: "a@example.com",
      bookingId: booking.id,
    });
    expect(pay.status).toBe(404);
    expect(pay.body.message).toBe(BOOKING_NOT_FOUND);

    // Its money is still seen (and refundable) among the payments of no listed booking; the charts still count it.
    expect((await listUnbookedPayments()).find((p) => p.id === payment.id)).toMatchObject({
      source: `Deleted booking: ${offer.title} for ${name}`,
    });
    expect(managePage).toContain(payment.reference);
    const [countedAfter, chartAfter] = await Promise.all([countRecords(), bookingsAndRevenue("day")]);
    expect(countedAfter.bookings).toBe(countedBefore.bookings - 1);
    const total = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
    expect(total(chartAfter.bookings)).toBe(total(chartBefore.bookings));
    expect(total(chartAfter.revenueKobo)).toBe(total(chartBefore.revenueKobo));
  });

  it("erases a booking without money: its unpaid payment stays, without the booking", async () => {
    const { booking } = (await book(new Client())).body;
    const payment = await db.payment.create({
      data: {
        reference: `MNB-${unique("open").replace("-", "")}-aaaaaaaaaaaa`,
        amountKobo: offer.promoPriceKobo,
        name: "Ada Obi",
        email: "a@example.com",
        bookingId: booking.id,
      },
    });
    expect((await admin.client.delete(`/mnb/api/deleteBooking/${booking.id}`)).status).toBe(200);
    expect(await db.booking.count({ where: { id: booking.id } })).toBe(0);
    expect((await db.payment.findUniqueOrThrow({ where: { id: payment.id } })).bookingId).toBeNull();
  });
});

describe("files never booked", () => {
  it("are purged by the daily job after a day, with their private file; a booked file and a fresh upload stay", async () => {
    const stale = (await upload(new Client())).body.file.id;
    const fresh = (await upload(new Client())).body.file.id;
    const booked = (await book(new Client())).body.booking.id;
    const bookedFile = (await db.booking.findUniqueOrThrow({ where: { id: booked } })).fileId!;
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);
    await db.upload.updateMany({ where: { id: { in: [stale, bookedFile] } }, data: { createdAt: twoDaysAgo } });
    const files = fileCount(PRIVATE);
    const reply = await new Client().request<{ purged: { bookingFiles: number } }>(
      "GET",
      "/mnb/api/cron/purge",
      undefined,
      { authorization: `Bearer ${env.CRON_SECRET}` },
    );
    expect(reply.status).toBe(200);
    expect(reply.body.purged.bookingFiles).toBeGreaterThanOrEqual(1);
    expect(await db.upload.count({ where: { id: stale } })).toBe(0);
    expect(await db.upload.count({ where: { id: { in: [fresh, bookedFile] } } })).toBe(2);
    expect(fileCount(PRIVATE)).toBeLessThanOrEqual(files - 1);
    expect((await admin.client.get(`/mnb/api/bookings/${booked}/file`)).status).toBe(200);
  });
});
