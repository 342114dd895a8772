// What the admin sees after an import from the old site: the overview's card of the latest run (its counts per
// collection, its problems by kind, the imported subscribers' progress), the problems' CSV (admins only), and the
// "imported" mark on the rows the import brought in the admin lists.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import bcrypt from "bcryptjs";
import { db } from "@/lib/db";
import { importLegacy, mediaCopier, type ImportReport } from "@/lib/legacy-import";
import { Client } from "@/testing/http";
import { createAccount, signedIn, signedInBrowser, unique } from "@/testing/fixtures";
import { oid, writeDump } from "@/testing/legacy-dump";

afterAll(() => db.$disconnect());

const tag = unique("dash");
const OLD = new Date("2024-03-04T10:00:00Z");
const email = (name: string) => `${name}.${tag}@example.com`;
const source = writeDump(
  {
    auths: [
      {
        _id: oid(),
        firstName: "Ife",
        lastName: "Ola",
        username: `ife_${tag}`,
        email: email("ife"),
        password: bcrypt.hashSync("old-password", 10),
        age: 31,
        createdAt: OLD,
      },
    ],
    posts: [
      {
        _id: oid(),
        userId: "x",
        title: `Dashboard post ${tag}`,
        content: "Body.",
        category: "Lifestyle",
        slug: `dashboard-post-${tag}`,
        createdAt: OLD,
        updatedAt: OLD,
      },
      { _id: oid(), userId: "x", title: `No body ${tag}`, slug: `no-body-${tag}` },
    ],
    smartlinks: [
      {
        _id: oid(),
        songTitle: "Harmattan",
        artistName: `Dash ${tag}`,
        slug: `harmattan-${tag}`,
        spotify: "https://open.spotify.com/track/dash1",
        coverImageUrl: "https://res.cloudinary.com/demo/image/upload/h.jpg",
        createdAt: OLD,
      },
    ],
    songs: [
      {
        _id: oid(),
        title: `Dash song ${tag}`,
        slug: `dash-song-${tag}`,
        artist: "Tomi",
        genre: "Afrobeats",
        audioUrl: "https://res.cloudinary.com/demo/video/upload/d.mp3",
        createdAt: OLD,
        updatedAt: OLD,
      },
    ],
    stylespotlights: [
      {
        _id: oid(),
        name: `Dash look ${tag}`,
        description: "Green",
        category: "Female",
        image: "/uploads/look.jpg",
        createdAt: OLD,
        updatedAt: OLD,
      },
    ],
    bookings: [
      {
        _id: oid(),
        service: "Mixing",
        name: `Dash booker ${tag}`,
        email: email("booker"),
        message: "One song",
        dateTime: OLD,
        createdAt: OLD,
      },
    ],
    subscribers: [
      { _id: oid(), email: email("reader"), subscribedAt: OLD },
      { _id: oid(), email: email("reader2"), subscribedAt: OLD },
    ],
  },
  "bson.gz",
);

let report: ImportReport;
let admin: Client;

beforeAll(async () => {
  report = await importLegacy(db, {
    source,
    dryRun: false,
    media: mediaCopier({ keepRemote: true, hosts: ["res.cloudinary.com"] }),
  });
  admin = await signedInBrowser(await createAccount("ADMIN"));
});

describe("the overview's import card", () => {
  it("shows the latest run: finished, each collection's counts, its problems by kind and the subscribers' progress", async () => {
    const page = await admin.get<string>("/admin-dashboard");
    expect(page.status).toBe(200);
    // React's text separators aside, so a sentence reads as the admin sees it.
    const html = String(page.body).replaceAll("<!-- -->", "");
    expect(html).toContain("Imported from the old site");
    const card = html.slice(html.indexOf('id="legacy-import"'));
    expect(card).toContain(", finished ");
    // A collection's row: created, updated, merged, skipped.
    const cells = (name: string) => {
      const at = card.indexOf(`>${name}</div>`);
      expect(at, name).toBeGreaterThan(-1);
      const row = card.slice(at, card.indexOf("</tr>", at));
      return [...row.matchAll(/data-label="(?:Created|Updated|Merged|Skipped)"[^>]*><div[^>]*>(\d+)</g)].map((m) =>
        Number(m[1]),
      );
    };
    // posts: the one without content is skipped.
    expect(cells("posts")).toEqual([1, 0, 0, 1]);
    expect(cells("smartlinks")).toEqual([1, 0, 0, 0]);
    expect(cells("subscribers")).toEqual([2, 0, 0, 0]);
    expect(card).toContain("Problems: 1 skipped");
    expect(card).toContain(`/mnb/api/legacy-import/problems?run=${report.runId}`);
    expect(card).toContain("Download the problems (CSV)");
    expect(card).toMatch(/Imported subscribers: \d+ of \d+ confirmed again/);
    expect(card).toContain('href="/admin-dashboard/subscribers#imported"');
  });
});

describe("GET /mnb/api/legacy-import/problems", () => {
  it("answers the run's problems as CSV to an admin, the latest run without ?run", async () => {
    const reply = await admin.request("GET", `/mnb/api/legacy-import/problems?run=${report.runId}`);
    expect(reply.status).toBe(200);
    expect(reply.headers.get("content-type")).toContain("text/csv");
    expect(reply.headers.get("content-disposition")).toContain(`${report.runId}.csv`);
    const lines = String(reply.body).trim().split("\r\n");
    expect(lines[0]).toBe("collection,old id,kind,reason");
    expect(lines).toContain(
      `posts,${report.problems.find((p) => p.collection === "posts")!.legacyId},skipped,missing content`,
    );
    expect(lines).toHaveLength(1 + report.problems.length);
  });

  it("is 404 for a run that does not exist", async () => {
    expect((await admin.request("GET", "/mnb/api/legacy-import/problems?run=nope")).status).toBe(404);
  });

  it("is 401 signed out and 403 for a user", async () => {
    expect((await new Client().request("GET", "/mnb/api/legacy-import/problems")).status).toBe(401);
    const user = await signedIn("USER");
    expect((await user.client.request("GET", "/mnb/api/legacy-import/problems")).status).toBe(403);
  });
});

describe("the imported mark in the admin lists", () => {
  // The row where the title is a cell's text (not the search box's value or the intro's "matching …").
  const row = (html: string, title: string) => {
    const at = html.indexOf(`>${title}`);
    expect(at, title).toBeGreaterThan(-1);
    return html.slice(at, html.indexOf("</tr>", at));
  };

  it("marks the imported post in Manage Posts and not one made here", async () => {
    const here = await db.post.create({
      data: { title: `Made here ${tag}`, slug: `made-here-${tag}`, content: "x", author: "Admin" },
    });
    const html = String((await admin.get<string>("/admin/manage-posts")).body);
    expect(row(html, `Dashboard post ${tag}`)).toContain(">imported<");
    expect(row(html, here.title)).not.toContain(">imported<");
  });

  it.each([
    ["Smart Links", "/admin-dashboard/smart-links", `Dash ${tag}`, "Harmattan"],
    ["Manage Uploaded Songs", "/admin-dashboard/songs", `Dash song ${tag}`, `Dash song ${tag}`],
    ["Manage Spotlight", "/admin-dashboard/spotlights", `Dash look ${tag}`, `Dash look ${tag}`],
    ["Manage Bookings", "/admin-dashboard/bookings", `Dash booker ${tag}`, `Dash booker ${tag}`],
  ])("marks the imported row in %s", async (_section, path, q, title) => {
    const html = String((await admin.get<string>(`${path}?q=${encodeURIComponent(q)}`)).body);
    expect(row(html, title)).toContain(">imported<");
  });
});
