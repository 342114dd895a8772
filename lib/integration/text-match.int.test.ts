// Searches and case-insensitive look-ups take `%` and `_` as the characters they are: Prisma passes the text to LIKE /
// ILIKE as a pattern, where they were wildcards.
import { afterAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { registerUser } from "@/lib/accounts/users";
import { listWorkerPage } from "@/lib/team/workers";
import { searchSmartLinks } from "@/lib/smart-links/smart-links";
import { createAccount, unique } from "@/testing/fixtures";

afterAll(() => db.$disconnect());

describe("text matching", () => {
  it("finds a literal % and _ in an admin search, not whatever they would match as wildcards", async () => {
    const tag = unique("pct").replace("-", "");
    const literal = await db.worker.create({ data: { name: `${tag} 100% Sound`, role: "Engineer_Lead" } });
    const lookalike = await db.worker.create({ data: { name: `${tag} 1000 Sound`, role: "EngineerXLead" } });
    const names = async (q: string) => (await listWorkerPage({ q, page: 1, size: 50 })).workers.map((w) => w.name);

    expect(await names(`${tag} 100%`)).toEqual([literal.name]);
    const byRole = (await listWorkerPage({ q: "engineer_lead", page: 1, size: 50 })).workers.map((w) => w.id);
    expect(byRole).toContain(literal.id);
    expect(byRole).not.toContain(lookalike.id);
    // A lone wildcard is a search for that character, not for everything.
    expect((await listWorkerPage({ q: "%", page: 1, size: 50 })).workers.map((w) => w.id)).toContain(literal.id);
    expect((await listWorkerPage({ q: "%", page: 1, size: 50 })).workers.map((w) => w.id)).not.toContain(lookalike.id);
  });

  it("matches a backslash as itself", async () => {
    const tag = unique("bs").replace("-", "");
    const link = await db.smartLink.create({
      data: {
        slug: unique("bs-link"),
        songTitle: `${tag} A\\B`,
        artistName: "Tems",
        coverImageUrl: "/demo/cover.webp",
      },
    });
    expect((await searchSmartLinks({ q: `${tag} A\\B`, page: 1, size: 10 })).links.map((l) => l.id)).toEqual([link.id]);
    expect((await searchSmartLinks({ q: `${tag} AB`, page: 1, size: 10 })).links).toEqual([]);
  });

  it("does not call a username taken because underscores in it match another user's letters", async () => {
    const { user } = await createAccount("USER"); // username "u-" + 8 hex digits
    const lookalike = `u-${"_".repeat(user.username!.length - 2)}`;
    const profile = await registerUser({
      username: lookalike,
      firstName: "Ada",
      lastName: "Obi",
      age: 30,
      email: `${unique("under")}@example.com`,
      password: "correct-horse-battery",
    } as Parameters<typeof registerUser>[0]);
    expect(profile.username).toBe(lookalike);
    // The same name in another case is still taken.
    await expect(
      registerUser({
        username: lookalike.toUpperCase(),
        firstName: "Ada",
        lastName: "Obi",
        age: 30,
        email: `${unique("under")}@example.com`,
        password: "correct-horse-battery",
      } as Parameters<typeof registerUser>[0]),
    ).rejects.toThrow(/taken/i);
  });
});
