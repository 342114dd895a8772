// Reviews (GET/POST /contacts, reactions) and the public team list: paging, no emails, validation that writes
// nothing, reactions once per visitor, and the team search and limit cap.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { Client } from "@/testing/http";
import { unique } from "@/testing/fixtures";
import { REVIEW_MESSAGES } from "@/lib/reviews/schema";

type Review = {
  _id: string;
  id: string;
  name: string;
  message: string;
  rating: number;
  likes: number;
  dislikes: number;
  createdAt: string;
};
type ReviewPage = { reviews: Review[]; page: number; totalPages: number; total: number };
type Member = {
  _id: string;
  id: string;
  name: string;
  role: string;
  quote: string | null;
  image: string | null;
  linkedin: string | null;
};
type TeamPage = { members: Member[]; total: number; page: number; totalPages: number };

const REVIEW_KEYS = ["_id", "createdAt", "dislikes", "id", "likes", "message", "name", "rating"];
const review = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  email: `${name.toLowerCase()}@pages-test.example`,
  message: `Message from ${name}`,
  ...extra,
});

const team = unique("Teamtest");
afterAll(async () => {
  await db.teamMember.deleteMany({ where: { name: { startsWith: team } } });
  await db.$disconnect();
});

describe("GET /mnb/api/contacts without a page", () => {
  it("answers the old clients' plain list, newest first, without emails", async () => {
    const name = unique("Lister");
    await new Client().post("/mnb/api/contacts", review(name));
    const reply = await new Client().get<Review[]>("/mnb/api/contacts");
    expect(Array.isArray(reply.body)).toBe(true);
    expect(reply.body[0].name).toBe(name);
    expect(Object.keys(reply.body[0]).sort()).toEqual(REVIEW_KEYS);
    expect(JSON.stringify(reply.body)).not.toContain("@pages-test.example");
  });
});

describe("POST /mnb/api/contacts", () => {
  it("stores a review, defaults the rating to 5 and answers 201 without the email", async () => {
    const name = unique("Reviewer");
    const reply = await new Client().post<Review>("/mnb/api/contacts", review(name));
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ name, message: `Message from ${name}`, rating: 5, likes: 0, dislikes: 0 });
    expect(reply.body._id).toBe(reply.body.id);
    expect(Object.keys(reply.body).sort()).toEqual(REVIEW_KEYS);
    expect(JSON.stringify(reply.body)).not.toContain("@pages-test.example");
    const row = await db.review.findUniqueOrThrow({ where: { id: reply.body.id } });
    expect(row.email).toBe(`${name.toLowerCase()}@pages-test.example`);
  });

  it("keeps a chosen rating", async () => {
    const reply = await new Client().post<Review>("/mnb/api/contacts", review(unique("Rater"), { rating: 3 }));
    expect(reply.body.rating).toBe(3);
  });

  it.each([
    ["without a name", { email: "a@pages-test.example", message: "Hi" }, REVIEW_MESSAGES.name],
    ["without an email", { name: "Ada", message: "Hi" }, REVIEW_MESSAGES.email],
    ["without a message", { name: "Ada", email: "a@pages-test.example" }, REVIEW_MESSAGES.message],
    ["with a blank message", { name: "Ada", email: "a@pages-test.example", message: "   " }, REVIEW_MESSAGES.message],
    ["with a bad email", { name: "Ada", email: "nope", message: "Hi" }, REVIEW_MESSAGES.emailFormat],
    [
      "with a rating of 9",
      { name: "Ada", email: "a@pages-test.example", message: "Hi", rating: 9 },
      REVIEW_MESSAGES.rating,
    ],
  ])("refuses a review %s with 422 and writes nothing", async (_, payload, message) => {
    const before = await db.review.count();
    const reply = await new Client().post("/mnb/api/contacts", payload);
    expect(reply.status).toBe(422);
    expect(reply.body.message).toBe(message);
    expect(await db.review.count()).toBe(before);
  });

  it("refuses a body that is not JSON with 415 and broken JSON with 400", async () => {
    const before = await db.review.count();
    const reply = await new Client().request("POST", "/mnb/api/contacts", "name=Ada", {
      "content-type": "application/x-www-form-urlencoded",
    });
    expect(reply.status).toBe(415);
    expect(reply.body.message).toBe("The request body must be JSON (Content-Type: application/json).");
    const broken = await new Client().request("POST", "/mnb/api/contacts", "{name", {
      "content-type": "application/json",
    });
    expect(broken.status).toBe(400);
    expect(broken.body.message).toBe("The request body must be JSON.");
    expect(await db.review.count()).toBe(before);
  });
});

describe("GET /mnb/api/contacts", () => {
  const names: string[] = [];
  beforeAll(async () => {
    for (let n = 0; n < 6; n++) {
      names.push(unique(`Pager${n}`));
      await new Client().post("/mnb/api/contacts", review(names[n]));
    }
  });

  it("pages reviews five at a time, newest first, without emails", async () => {
    const first = await new Client().get<ReviewPage>("/mnb/api/contacts?page=1");
    expect(first.status).toBe(200);
    expect(first.body.page).toBe(1);
    expect(first.body.reviews).toHaveLength(5);
    expect(first.body.total).toBe(await db.review.count());
    expect(first.body.totalPages).toBe(Math.ceil(first.body.total / 5));
    expect(first.body.reviews.map((r) => r.name)).toEqual([...names].reverse().slice(0, 5));
    for (const r of first.body.reviews) expect(Object.keys(r).sort()).toEqual(REVIEW_KEYS);
    expect(JSON.stringify(first.body)).not.toContain("@pages-test.example");

    const second = await new Client().get<ReviewPage>("/mnb/api/contacts?page=2");
    expect(second.body.page).toBe(2);
    expect(second.body.reviews[0].name).toBe(names[0]);
  });

  it("treats an empty or nonsense page as page 1", async () => {
    for (const query of ["?page=", "?page=abc", "?page=-3"]) {
      const reply = await new Client().get<ReviewPage>(`/mnb/api/contacts${query}`);
      expect(reply.body.page).toBe(1);
      expect(reply.body.reviews[0].name).toBe(names[5]);
    }
  });

  it("caps stored ratings above 5 at 5", async () => {
    const row = await db.review.create({
      data: { name: unique("Overrated"), email: "x@pages-test.example", message: "Seven stars!", rating: 7 },
    });
    // A row written straight to the database: one write through the API expires the review lists it predates.
    expect((await new Client().post("/mnb/api/contacts", review(unique("After")))).status).toBe(201);
    const reply = await new Client().get<ReviewPage>("/mnb/api/contacts?page=1");
    expect(reply.body.reviews.find((r) => r.id === row.id)?.rating).toBe(5);
  });
});

describe("PATCH /mnb/api/contacts/{id}/reaction", () => {
  it("counts a like once per visitor and moves it when the visitor switches", async () => {
    const { body } = await new Client().post<Review>("/mnb/api/contacts", review(unique("Liked")));
    const visitor = new Client();
    const liked = await visitor.patch<Review>(`/mnb/api/contacts/${body.id}/reaction`, { type: "like" });
    expect(liked.status).toBe(200);
    expect(liked.body.likes).toBe(1);
    const repeat = await visitor.patch<Review>(`/mnb/api/contacts/${body.id}/reaction`, { type: "like" });
    expect(repeat.body.likes).toBe(1);
    const other = await new Client().patch<Review>(`/mnb/api/contacts/${body.id}/reaction`, { type: "like" });
    expect(other.body.likes).toBe(2);
    const switched = await visitor.patch<Review>(`/mnb/api/contacts/${body.id}/reaction`, { type: "dislike" });
    expect(switched.body).toMatchObject({ likes: 1, dislikes: 1 });
    expect(JSON.stringify(switched.body)).not.toContain("@pages-test.example");
    expect(await db.reaction.count({ where: { target: "REVIEW", targetId: body.id } })).toBe(2);
  });

  it("refuses an unknown type with 422 and an unknown review with 404, counting nothing", async () => {
    const { body } = await new Client().post<Review>("/mnb/api/contacts", review(unique("Unloved")));
    const bad = await new Client().patch(`/mnb/api/contacts/${body.id}/reaction`, { type: "love" });
    expect(bad.status).toBe(422);
    expect(bad.body.message).toBe('Reaction type must be "like" or "dislike".');
    const missing = await new Client().patch("/mnb/api/contacts/no-such-review/reaction", { type: "like" });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("Review not found.");
    expect(
      await db.reaction.count({ where: { target: "REVIEW", targetId: { in: [body.id, "no-such-review"] } } }),
    ).toBe(0);
  });
});

describe("GET /mnb/api/teamMembers", () => {
  const token = unique("Rolekey");
  beforeAll(async () => {
    const base = Date.now() - 60 * 60_000;
    await db.teamMember.createMany({
      data: Array.from({ length: 55 }, (_, i) => ({
        name: `${team} ${String(i).padStart(2, "0")}`,
        role: i < 2 ? `Head of ${token}` : "Producer",
        quote: i === 0 ? "Music first." : null,
        imageUrl: i === 1 ? "\\files\\image\\team.webp" : null,
        linkedin: i === 0 ? "https://www.linkedin.com/in/example" : null,
        createdAt: new Date(base + i * 1000),
      })),
    });
  });

  it("pages six members by default, in the order they joined", async () => {
    const reply = await new Client().get<TeamPage>(`/mnb/api/teamMembers?search=${team}`);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ total: 55, page: 1, totalPages: 10 });
    expect(reply.body.members.map((m) => m.name)).toEqual(Array.from({ length: 6 }, (_, i) => `${team} 0${i}`));
    expect(reply.body.members[0]).toMatchObject({
      quote: "Music first.",
      linkedin: "https://www.linkedin.com/in/example",
      twitter: null,
      image: null,
    });
  });

  it("turns backslashes in image paths into slashes", async () => {
    const reply = await new Client().get<TeamPage>(`/mnb/api/teamMembers?search=${team} 01`);
    // …and answers it absolute on the site, as the old client loads pictures.
    expect(reply.body.members.map((m) => m.image)).toEqual([`${process.env.SITE_URL}/files/image/team.webp`]);
  });

  it("honours page and limit", async () => {
    const reply = await new Client().get<TeamPage>(`/mnb/api/teamMembers?search=${team}&page=2&limit=4`);
    expect(reply.body).toMatchObject({ page: 2, totalPages: 14, total: 55 });
    expect(reply.body.members.map((m) => m.name)).toEqual([4, 5, 6, 7].map((i) => `${team} 0${i}`));
  });

  it("caps the limit at 50", async () => {
    const reply = await new Client().get<TeamPage>(`/mnb/api/teamMembers?search=${team}&limit=500`);
    expect(reply.body.members).toHaveLength(50);
    expect(reply.body.totalPages).toBe(2);
  });

  it("searches by role as well as name, ignoring case", async () => {
    const reply = await new Client().get<TeamPage>(`/mnb/api/teamMembers?search=${token.toUpperCase()}`);
    expect(reply.body.total).toBe(2);
    expect(reply.body.members.map((m) => m.role)).toEqual([`Head of ${token}`, `Head of ${token}`]);
    const byName = await new Client().get<TeamPage>(`/mnb/api/teamMembers?search=${team.toLowerCase()} 5`);
    expect(byName.body.members.map((m) => m.name)).toEqual([50, 51, 52, 53, 54].map((i) => `${team} ${i}`));
  });

  it("falls back to the defaults for nonsense paging", async () => {
    const reply = await new Client().get<TeamPage>(`/mnb/api/teamMembers?search=${team}&page=x&limit=-2`);
    expect(reply.body).toMatchObject({ page: 1, totalPages: 10 });
    expect(reply.body.members).toHaveLength(6);
  });
});
