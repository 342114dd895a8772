// The dashboard overview: the record counts; bookings and revenue per Lagos day (or Monday-to-Sunday week),
// zero-filled, revenue from verified payments on the day they were paid less their refunds, in one query; new
// subscribers, comments and reviews per Lagos day over 30 or 90 days; and the activity log's API (admin-only,
// filtered by admin and record type, paged).
import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { audiencePerDay, bookingsAndRevenue, countRecords, RECORD_KINDS } from "@/lib/admin/overview";
import { ACTIVITY_PAGE_SIZE } from "@/lib/activity/rules";
import { Client } from "@/testing/http";
import { createAccount, postForm, signedIn, unique } from "@/testing/fixtures";

// The rows this file dates in 2031–2034 (far from everyone else's) would sort first in every other file's "newest
// first" list (reviews, subscribers, bookings…), so they go when it ends.
afterAll(async () => {
  const future = { gte: new Date(Date.UTC(2031, 0, 1)) };
  await db.$transaction([
    db.booking.deleteMany({ where: { createdAt: future } }),
    db.payment.deleteMany({ where: { paidAt: future } }),
    db.postComment.deleteMany({ where: { createdAt: future } }),
    db.songComment.deleteMany({ where: { createdAt: future } }),
    db.spotlightComment.deleteMany({ where: { createdAt: future } }),
    db.review.deleteMany({ where: { createdAt: future } }),
    db.subscriber.deleteMany({ where: { subscribedAt: future } }),
    db.adminActivity.deleteMany({ where: { createdAt: future } }),
  ]);
  await db.$disconnect();
});

// A fixed "now" far from the other tests' rows: 2031-03-12 10:00 in Lagos (09:00 UTC), a Wednesday.
const NOW = new Date("2031-03-12T09:00:00Z");

async function booking(createdAt: string) {
  return db.booking.create({
    data: {
      name: "Ada",
      email: `${unique("o")}@example.com`,
      service: "Mixing",
      message: "x",
      dateTime: NOW,
      createdAt: new Date(createdAt),
    },
  });
}
async function payment(
  paidAt: string | null,
  amountKobo: number,
  refundedKobo = 0,
  status: "PAID" | "PENDING" | "PARTIALLY_REFUNDED" = "PAID",
) {
  return db.payment.create({
    data: {
      reference: unique("MNB-test"),
      amountKobo,
      refundedKobo,
      status,
      email: "a@example.com",
      name: "Ada",
      paidAt: paidAt ? new Date(paidAt) : null,
    },
  });
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

describe("countRecords", () => {
  it("counts every record type, subscribers by status, paid payments, admins and users apart, in one row", async () => {
    const before = await countRecords();
    expect(Object.keys(before).sort()).toEqual(RECORD_KINDS.map((k) => k.key).sort());
    const subscriber = (status: "ACTIVE" | "PENDING" | "UNSUBSCRIBED") =>
      db.subscriber.create({
        data: {
          email: `${unique("count")}@example.com`,
          status,
          unsubscribeToken: randomBytes(24).toString("base64url"),
        },
      });
    await Promise.all([subscriber("ACTIVE"), subscriber("PENDING"), subscriber("PENDING"), subscriber("UNSUBSCRIBED")]);
    await createAccount("ADMIN");
    await createAccount("USER");
    await createAccount("USER");
    await payment("2026-01-05T10:00:00Z", 100_000);
    await payment(null, 100_000, 0, "PENDING");
    await db.review.create({ data: { name: "Ada", email: "ada@example.com", message: "Counted", rating: 4 } });
    const after = await countRecords();
    const delta = Object.fromEntries(
      Object.entries(after).map(([key, n]) => [key, n - before[key as keyof typeof before]]),
    );
    expect(delta).toMatchObject({
      activeSubscribers: 1,
      pendingSubscribers: 2,
      unsubscribed: 1,
      admins: 1,
      users: 2,
      payments: 1,
      reviews: 1,
      posts: 0,
    });
    // The same figures Prisma counts one by one.
    expect(after.posts).toBe(await db.post.count());
    expect(after.spotlightReplies).toBe(await db.spotlightReply.count());
    expect(after.users).toBe(await db.user.count({ where: { role: "USER" } }));
    expect(after.activeSubscribers + after.pendingSubscribers + after.unsubscribed).toBe(await db.subscriber.count());
  });
});

describe("audiencePerDay", () => {
  // Far from every other row: 2033-06-15 10:00 in Lagos (09:00 UTC).
  const AT = new Date("2033-06-15T09:00:00Z");
  let postId: string;
  let songId: string;
  let tag: string;

  beforeAll(async () => {
    tag = unique("aud");
    postId = (
      await db.post.create({ data: { slug: `${tag}-post`, title: "Audience post", content: "x", categories: [] } })
    ).id;
    songId = (
      await db.song.create({
        data: {
          slug: `${tag}-song`,
          title: "Audience song",
          artist: "T",
          audioUrl: "/files/audio/a.wav",
          releaseDate: new Date(Date.UTC(2001, 0, 1)),
        },
      })
    ).id;
    const at = (iso: string) => new Date(iso);
    const subscribedAt = [
      "2033-06-15T08:00:00Z",
      "2033-06-14T23:30:00Z",
      "2033-06-14T22:59:00Z",
      "2033-05-10T12:00:00Z",
      "2033-03-01T12:00:00Z",
    ];
    for (const when of subscribedAt) {
      await db.subscriber.create({
        data: {
          email: `${unique(tag)}@example.com`,
          unsubscribeToken: randomBytes(24).toString("base64url"),
          subscribedAt: at(when),
        },
      });
    }
    await db.postComment.create({
      data: { postId, name: "A", email: "a@example.com", text: "x", rating: 5, createdAt: at("2033-06-15T01:00:00Z") },
    });
    await db.postComment.create({
      data: { postId, name: "A", email: "a@example.com", text: "x", rating: 5, createdAt: at("2033-06-13T12:00:00Z") },
    });
    await db.songComment.create({ data: { songId, text: "x", createdAt: at("2033-06-13T12:00:00Z") } });
    await db.spotlightComment.create({
      data: { name: "A", email: "a@example.com", content: "x", rating: 5, createdAt: at("2033-06-01T12:00:00Z") },
    });
    await db.review.create({
      data: { name: "A", email: "a@example.com", message: "x", createdAt: at("2033-06-14T23:00:00Z") },
    });
    await db.review.create({
      data: { name: "A", email: "a@example.com", message: "x", createdAt: at("2033-03-20T12:00:00Z") },
    });
  });

  // Rows dated 2033 come first in every other file's "newest first" list (subscribers, reviews, comments): they leave
  // with this block, whatever order the files run in. A post's and a song's comments go with them.
  afterAll(async () => {
    const in2033 = { gte: new Date("2033-01-01T00:00:00Z"), lt: new Date("2034-01-01T00:00:00Z") };
    await db.subscriber.deleteMany({ where: { email: { startsWith: tag } } });
    await db.review.deleteMany({ where: { email: "a@example.com", createdAt: in2033 } });
    await db.spotlightComment.deleteMany({ where: { email: "a@example.com", createdAt: in2033 } });
    await db.post.delete({ where: { id: postId } });
    await db.song.delete({ where: { id: songId } });
  });

  it("counts each series per Lagos day over the last 30 days, days without rows as zeros", async () => {
    const result = await audiencePerDay(30, AT);
    expect(result.days).toHaveLength(30);
    expect(result.days[0]).toBe("2033-05-17");
    expect(result.days.at(-1)).toBe("2033-06-15");
    const on = (series: number[], day: string) => series[result.days.indexOf(day)];
    // 23:30 UTC on the 14th is 00:30 on the 15th in Lagos; 22:59 UTC is still the 14th.
    expect(on(result.subscribers, "2033-06-15")).toBe(2);
    expect(on(result.subscribers, "2033-06-14")).toBe(1);
    expect(on(result.postComments, "2033-06-15")).toBe(1);
    expect(on(result.postComments, "2033-06-13")).toBe(1);
    expect(on(result.songComments, "2033-06-13")).toBe(1);
    expect(on(result.spotlightComments, "2033-06-01")).toBe(1);
    // 23:00 UTC is midnight in Lagos: the next day.
    expect(on(result.reviews, "2033-06-15")).toBe(1);
    expect(on(result.reviews, "2033-06-14")).toBe(0);
    const total = (series: number[]) => series.reduce((a, b) => a + b, 0);
    expect(
      [result.subscribers, result.postComments, result.songComments, result.spotlightComments, result.reviews].map(
        total,
      ),
    ).toEqual([3, 2, 1, 1, 1]);
    for (const series of [
      result.subscribers,
      result.postComments,
      result.songComments,
      result.spotlightComments,
      result.reviews,
    ]) {
      expect(series).toHaveLength(30);
    }
    expect(on(result.subscribers, "2033-06-10")).toBe(0);
  });

  it("reaches back 90 days for the 90-day view, and no further", async () => {
    const result = await audiencePerDay(90, AT);
    expect(result.days).toHaveLength(90);
    expect(result.days[0]).toBe("2033-03-18");
    expect(result.days.at(-1)).toBe("2033-06-15");
    expect(new Set(result.days).size).toBe(90);
    const on = (series: number[], day: string) => series[result.days.indexOf(day)];
    expect(on(result.subscribers, "2033-05-10")).toBe(1); // outside the 30 days, inside the 90
    expect(on(result.reviews, "2033-03-20")).toBe(1);
    // 2033-03-01 is 106 days back: in neither window.
    expect(result.subscribers.reduce((a, b) => a + b, 0)).toBe(4);
    expect(result.reviews.reduce((a, b) => a + b, 0)).toBe(2);
  });

  it("asks the database once for every series, whatever the period", async () => {
    const sent = vi.spyOn(pg.Client.prototype, "query");
    try {
      for (const days of [30, 90] as const) {
        sent.mockClear();
        await audiencePerDay(days, AT);
        expect(sent.mock.calls, `queries for ${days} days`).toHaveLength(1);
      }
    } finally {
      sent.mockRestore();
    }
  });
});

type ActivityEntry = {
  id: string;
  actorId: string | null;
  actor: string;
  action: string;
  type: string;
  recordId: string | null;
  summary: string;
  createdAt: string;
};
type ActivityPage = { entries: ActivityEntry[]; page: number; totalPages: number; total: number };

describe("GET /mnb/api/activity", () => {
  let admin: Awaited<ReturnType<typeof signedIn>>;
  let other: Awaited<ReturnType<typeof signedIn>>;
  let user: Awaited<ReturnType<typeof signedIn>>;
  const anon = new Client();

  beforeAll(async () => {
    [admin, other, user] = [await signedIn("ADMIN"), await signedIn("ADMIN"), await signedIn("USER")];
  });

  const addWorker = async (as: typeof admin, name: string) => {
    const reply = await as.client.post<{ worker: { id: string } }>(
      "/mnb/api/worker",
      await postForm({ name, role: "Driver" }),
    );
    expect(reply.status).toBe(201);
    return reply.body.worker;
  };
  const activity = (as: Client, query: string) => as.get<ActivityPage>(`/mnb/api/activity${query}`);

  it("shows an admin the change just made; anonymous callers get 401 and users 403", async () => {
    const name = unique("Logged Worker");
    const worker = await addWorker(admin, name);
    const reply = await activity(admin.client, `?admin=${admin.user.id}`);
    expect(reply.status).toBe(200);
    expect(reply.headers.get("cache-control")).toBe("no-store");
    expect(reply.body.entries[0]).toMatchObject({
      actorId: admin.user.id,
      action: "CREATE",
      type: "worker",
      recordId: worker.id,
    });
    expect(reply.body.entries[0].summary).toContain(name);
    expect((await activity(anon, "")).status).toBe(401);
    expect((await activity(user.client, "")).status).toBe(403);
    expect((await activity(user.client, `?admin=${admin.user.id}`)).status).toBe(403);
  });

  it("filters by admin and by record type", async () => {
    const mine = await addWorker(admin, unique("Mine"));
    const theirs = await addWorker(other, unique("Theirs"));
    const byAdmin = (await activity(admin.client, `?admin=${admin.user.id}`)).body.entries;
    expect(byAdmin.every((e) => e.actorId === admin.user.id)).toBe(true);
    expect(byAdmin.map((e) => e.recordId)).toContain(mine.id);
    expect(byAdmin.map((e) => e.recordId)).not.toContain(theirs.id);
    const byOther = (await activity(admin.client, `?admin=${other.user.id}&type=worker`)).body;
    expect(byOther.entries.map((e) => e.recordId)).toEqual([theirs.id]);
    expect(byOther.total).toBe(1);
    const workers = (await activity(admin.client, "?type=worker")).body.entries;
    expect(workers.length).toBeGreaterThanOrEqual(2);
    expect(workers.every((e) => e.type === "worker")).toBe(true);
    expect((await activity(admin.client, `?admin=${other.user.id}&type=post`)).body).toMatchObject({
      entries: [],
      total: 0,
      totalPages: 1,
    });
    // Blank filters mean "all", as the dashboard's form sends them.
    const all = (await activity(admin.client, "?admin=&type=")).body;
    expect(all.entries.map((e) => e.recordId)).toEqual(expect.arrayContaining([mine.id, theirs.id]));
  });

  it("pages newest first, 20 a page", async () => {
    const pager = await createAccount("ADMIN");
    const start = Date.UTC(2034, 0, 1);
    await db.adminActivity.createMany({
      data: Array.from({ length: ACTIVITY_PAGE_SIZE + 5 }, (_, i) => ({
        actorId: pager.user.id,
        actorLabel: "Pager",
        action: "UPDATE" as const,
        recordType: "song",
        summary: `Song ${i}`,
        createdAt: new Date(start + i * 60_000),
      })),
    });
    const one = (await activity(admin.client, `?admin=${pager.user.id}`)).body;
    const two = (await activity(admin.client, `?admin=${pager.user.id}&page=2`)).body;
    expect(one).toMatchObject({ page: 1, totalPages: 2, total: ACTIVITY_PAGE_SIZE + 5 });
    expect(one.entries).toHaveLength(ACTIVITY_PAGE_SIZE);
    expect(one.entries[0].summary).toBe(`Song ${ACTIVITY_PAGE_SIZE + 4}`);
    expect(two.entries.map((e) => e.summary)).toEqual(["Song 4", "Song 3", "Song 2", "Song 1", "Song 0"]);
    // Nonsense page numbers fall back to the first page, like every list.
    expect((await activity(admin.client, `?admin=${pager.user.id}&page=abc`)).body.page).toBe(1);
  });

  it.each([
    ["an unknown record type", "?type=password", "Unknown record type."],
    ["a malformed admin id", `?admin=${encodeURIComponent("x' OR 1=1 --")}`, "Unknown admin filter."],
  ])("refuses %s with 422", async (_label, query, message) => {
    const reply = await activity(admin.client, query);
    expect(reply.status).toBe(422);
    expect(reply.body).toMatchObject({ message });
  });

  it("writes no log row when the change is refused", async () => {
    const count = () => db.adminActivity.count({ where: { actorId: admin.user.id } });
    const before = await count();
    const reply = await admin.client.post("/mnb/api/worker", await postForm({ name: "", role: "Driver" }));
    expect(reply.status).toBe(422);
    expect(await count()).toBe(before);
  });
});
