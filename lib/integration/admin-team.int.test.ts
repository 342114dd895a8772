// Manage Team Members calls: admins write, everyone else is refused and changes nothing, bad payloads write neither a
// row nor a file, and every write shows at once in the public list (the /service team grid reads the same cache).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { Client } from "@/testing/http";
import { file, pngBytes, postForm, signedIn, storedFileCount, unique } from "@/testing/fixtures";

type Member = {
  _id: string;
  id: string;
  name: string;
  role: string;
  quote: string | null;
  image: string | null;
  linkedin: string | null;
  twitter: string | null;
  instagram: string | null;
};
type TeamPage = { members: Member[]; page: number; totalPages: number; total: number };

let admin: Awaited<ReturnType<typeof signedIn>>;
let user: Awaited<ReturnType<typeof signedIn>>;
const anon = new Client();

beforeAll(async () => {
  admin = await signedIn("ADMIN");
  user = await signedIn("USER");
});
afterAll(() => db.$disconnect());

const png = async (name = "face.png", size = 32) => file(await pngBytes(size, size), name, "image/png");

async function addMember(fields: Record<string, string> = {}, image?: File) {
  const form = await postForm({ name: unique("Ada Obi"), role: "Producer", ...fields }, image);
  return admin.client.post<{ message: string; member: Member }>("/mnb/api/teamMember", form);
}

/** The public, cached list: the last page at 50 a page, where a new member (listed oldest first) lands. */
async function publicLastPage(): Promise<Member[]> {
  const first = await anon.get<TeamPage>("/mnb/api/teamMembers?limit=50");
  return (await anon.get<TeamPage>(`/mnb/api/teamMembers?limit=50&page=${first.body.totalPages}`)).body.members;
}

/** Runs `act` and checks it left the team table and the stored files exactly as they were. */
async function expectNothingWritten(act: () => Promise<void>) {
  const [rows, files] = [await db.teamMember.findMany({ orderBy: { id: "asc" } }), storedFileCount()];
  await act();
  expect(await db.teamMember.findMany({ orderBy: { id: "asc" } })).toEqual(rows);
  expect(storedFileCount()).toBe(files);
}

const disguised: [string, File, number, RegExp][] = [
  [
    "an HTML page named .png",
    file(new TextEncoder().encode("<!doctype html><html><script>alert(1)</script></html>"), "evil.png", "image/png"),
    415,
    /JPEG, PNG or WebP/,
  ],
  [
    "an SVG image",
    file(
      new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>'),
      "logo.svg",
      "image/svg+xml",
    ),
    415,
    /JPEG, PNG or WebP/,
  ],
  [
    "a text file called .jpg",
    file(new TextEncoder().encode("just some plain text, not a picture at all"), "me.jpg", "image/jpeg"),
    415,
    /JPEG, PNG or WebP/,
  ],
  [
    "an image over 5 MB",
    file(new Uint8Array(5 * 1024 * 1024 + 10).fill(1, 0, 8), "huge.png", "image/png"),
    413,
    /too large/,
  ],
];
const badLinks: [string, string][] = [
  ["linkedin", "not a link"],
  ["twitter", "javascript:alert(1)"],
  ["instagram", "ftp://example.com/ada"],
];

describe("POST /mnb/api/teamMember", () => {
  it("adds a member with an image; empty fields are stored as null, and the public list shows it at once", async () => {
    const before = await publicLastPage();
    const name = unique("Chiamaka Eze");
    const reply = await addMember(
      {
        name,
        role: "Head of A&R",
        quote: "Music first.",
        linkedin: "https://www.linkedin.com/in/chiamaka",
        twitter: "  ",
      },
      await png(),
    );
    expect(reply.status).toBe(201);
    expect(reply.body.message).toBe("Team member added successfully!");
    expect(reply.body.member).toMatchObject({
      name,
      role: "Head of A&R",
      quote: "Music first.",
      linkedin: "https://www.linkedin.com/in/chiamaka",
      twitter: null,
      instagram: null,
    });
    const row = await db.teamMember.findUniqueOrThrow({ where: { id: reply.body.member.id } });
    expect(row.twitter).toBeNull();
    expect(row.instagram).toBeNull();
    const image = await anon.get(reply.body.member.image!);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");
    expect(before.map((m) => m.id)).not.toContain(reply.body.member.id);
    expect((await publicLastPage()).map((m) => m.name)).toContain(name);
  });

  it("adds a member with only name and role: quote, links and image all null", async () => {
    const reply = await addMember({ quote: "", linkedin: "" });
    expect(reply.status).toBe(201);
    expect(await db.teamMember.findUniqueOrThrow({ where: { id: reply.body.member.id } })).toMatchObject({
      quote: null,
      linkedin: null,
      twitter: null,
      instagram: null,
      imageUrl: null,
    });
  });

  it("refuses anonymous (401) and user (403) callers and writes nothing", async () => {
    const form = await postForm({ name: unique("Intruder"), role: "None" }, await png());
    await expectNothingWritten(async () => {
      expect((await anon.post("/mnb/api/teamMember", form)).status).toBe(401);
      const asUser = await user.client.post("/mnb/api/teamMember", form);
      expect(asUser.status).toBe(403);
      expect(asUser.body.code).toBe("forbidden");
    });
  });

  it.each([
    ["no name", { name: "" }],
    ["no role", { role: "   " }],
  ])("refuses %s with 'Name and role are required' and writes nothing", async (_label, fields) => {
    const image = await png();
    await expectNothingWritten(async () => {
      const reply = await addMember(fields, image);
      expect(reply.status).toBe(422);
      expect(reply.body.message).toBe("Name and role are required");
    });
  });

  it.each(badLinks)("refuses a %s that is not an http(s) link (%s) and writes nothing", async (field, value) => {
    const image = await png();
    await expectNothingWritten(async () => {
      const reply = await addMember({ [field]: value }, image);
      expect(reply.status).toBe(422);
      expect(reply.body.message).toMatch(/must be a valid http or https link/);
    });
  });

  it.each(disguised)("refuses %s and writes nothing", async (_label, image, status, message) => {
    await expectNothingWritten(async () => {
      const reply = await addMember({}, image);
      expect(reply.status).toBe(status);
      expect(reply.body.message).toMatch(message);
    });
  });
});

describe("PUT /mnb/api/teamMember/{id}", () => {
  it("replaces the fields (blank ones become null) and the image, removing the old file; the public list follows", async () => {
    const { body } = await addMember(
      { quote: "Old quote", instagram: "https://instagram.com/old" },
      await png("old.png"),
    );
    await publicLastPage();
    const name = unique("Renamed Member");
    const form = await postForm(
      { name, role: "Managing Director", quote: "", twitter: "https://x.com/new", instagram: "" },
      await png("new.png", 48),
    );
    const reply = await admin.client.put<{ message: string; member: Member }>(
      `/mnb/api/teamMember/${body.member.id}`,
      form,
    );
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe("Team member updated successfully!");
    expect(reply.body.member).toMatchObject({
      name,
      role: "Managing Director",
      quote: null,
      twitter: "https://x.com/new",
      instagram: null,
      linkedin: null,
    });
    expect(reply.body.member.image).not.toBe(body.member.image);
    expect((await anon.get(body.member.image!)).status).toBe(404);
    expect((await anon.get(reply.body.member.image!)).status).toBe(200);
    expect((await publicLastPage()).find((m) => m.id === body.member.id)?.name).toBe(name);
  });

  it("keeps the image when no new one is sent", async () => {
    const { body } = await addMember({}, await png());
    const reply = await admin.client.put<{ member: Member }>(
      `/mnb/api/teamMember/${body.member.id}`,
      await postForm({ name: "Same Face", role: "Editor" }),
    );
    expect(reply.status).toBe(200);
    expect(reply.body.member.image).toBe(body.member.image);
    expect((await anon.get(body.member.image!)).status).toBe(200);
  });

  it("refuses anonymous and user callers and changes nothing", async () => {
    const { body } = await addMember({}, await png());
    const form = await postForm({ name: "Hacked", role: "Hacker" }, await png());
    await expectNothingWritten(async () => {
      expect((await anon.put(`/mnb/api/teamMember/${body.member.id}`, form)).status).toBe(401);
      expect((await user.client.put(`/mnb/api/teamMember/${body.member.id}`, form)).status).toBe(403);
    });
  });

  it("refuses bad payloads with 4xx and changes nothing", async () => {
    const { body } = await addMember({}, await png());
    const path = `/mnb/api/teamMember/${body.member.id}`;
    await expectNothingWritten(async () => {
      const missing = await admin.client.put(path, await postForm({ name: "", role: "Editor" }, await png()));
      expect(missing.status).toBe(422);
      expect(missing.body.message).toBe("Name and role are required");
      expect(
        (await admin.client.put(path, await postForm({ name: "A", role: "B", linkedin: "linkedin.com/in/a" }))).status,
      ).toBe(422);
      for (const [, image, status] of disguised)
        expect((await admin.client.put(path, await postForm({ name: "A", role: "B" }, image))).status).toBe(status);
    });
  });

  it("answers 404 'Team member not found' for an unknown id", async () => {
    const reply = await admin.client.put(
      "/mnb/api/teamMember/no-such-member",
      await postForm({ name: "A", role: "B" }),
    );
    expect(reply.status).toBe(404);
    expect(reply.body.message).toBe("Team member not found");
  });
});

describe("DELETE /mnb/api/teamMember/{id}", () => {
  it("refuses anonymous and user callers, then removes the member and their image for an admin", async () => {
    const { body } = await addMember({}, await png());
    await publicLastPage();
    await expectNothingWritten(async () => {
      expect((await anon.delete(`/mnb/api/teamMember/${body.member.id}`)).status).toBe(401);
      expect((await user.client.delete(`/mnb/api/teamMember/${body.member.id}`)).status).toBe(403);
    });
    const reply = await admin.client.delete(`/mnb/api/teamMember/${body.member.id}`);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ message: "Team member deleted successfully!" });
    expect(await db.teamMember.count({ where: { id: body.member.id } })).toBe(0);
    expect((await anon.get(body.member.image!)).status).toBe(404);
    expect((await publicLastPage()).map((m) => m.id)).not.toContain(body.member.id);
    expect((await admin.client.delete(`/mnb/api/teamMember/${body.member.id}`)).status).toBe(404);
  });
});

describe("GET /mnb/api/teamMembers?page&limit&search", () => {
  it("searches name and role on the server, case-insensitively, six to a page", async () => {
    const tag = unique("Crew");
    for (let i = 1; i <= 7; i++)
      await addMember({
        name: `Member ${i} ${i === 7 ? tag.toUpperCase() : ""}`.trim(),
        role: i === 7 ? "Editor" : `${tag} role`,
      });
    const first = await anon.get<TeamPage>(`/mnb/api/teamMembers?search=${encodeURIComponent(tag.toLowerCase())}`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ page: 1, totalPages: 2, total: 7 });
    expect(first.body.members).toHaveLength(6);
    const second = await anon.get<TeamPage>(`/mnb/api/teamMembers?search=${encodeURIComponent(tag)}&page=2`);
    expect(second.body.members.map((m) => m.name)).toEqual([`Member 7 ${tag.toUpperCase()}`]);
    expect(first.body.members.every((m) => m._id === m.id)).toBe(true);
  });
});
