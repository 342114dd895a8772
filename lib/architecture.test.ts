// Rules of the code that a reviewer would otherwise have to remember. This walks the source, so a file added
// later that breaks one fails here:
// - one owner per state machine: a booking's status is written only by the bookings module, through its transitions,
//   and an email's status only by lib/email (a payment once wrote PAID on a booking itself);
// - the app never imports the test stand-ins and fixtures in testing/;
// - the Web Vitals reporter every public page view fetches carries no more than it needs;
// - every form our code sends has a submit button that waits for that code (components/ui/submit-button.tsx);
// - the dashboard is built from one kit: one table, one question dialog, one way to save a form or act on a row;
// - comments and test titles give their reason, never a ticket number: a reader has no tracker to look it up in.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOTS = ["app", "lib", "components", "scripts", "prisma"];
const SKIP = /(^|\/)(generated|integration|testing|node_modules)(\/|$)|\.test\.tsx?$/;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (SKIP.test(file)) return [];
    if (statSync(file).isDirectory()) return sources(file);
    return /\.tsx?$/.test(name) ? [file] : [];
  });
}

const files = ROOTS.flatMap(sources);

/** The files that write the table, by Prisma's client or by SQL. */
function writers(model: string, table: string): string[] {
  const client = new RegExp(`\\.${model}\\s*\\.(create|createMany|createManyAndReturn|update|updateMany|upsert)\\(`);
  const sql = new RegExp(`(UPDATE|INSERT INTO)\\s+"${table}"`);
  return files.filter((file) => {
    const text = readFileSync(file, "utf8");
    return client.test(text) || sql.test(text);
  });
}

/**
 * Every text file we write, tests, stand-ins and journeys included (`sources` leaves those out), with the root files
 * beside them. Applied migrations are left as they were written: Prisma keeps each one's checksum, and a database
 * whose history changed is refused a new migration until it is reset.
 */
const NOT_OURS = /(^|\/)(node_modules|\.next[^/]*|\.data)$|^lib\/generated$|^prisma\/migrations$/;
const ROOT_FILES = [
  "middleware.ts",
  "instrumentation.ts",
  "next.config.ts",
  "playwright.config.ts",
  "vitest.config.ts",
  "prisma.config.ts",
  "eslint.config.mjs",
  "postcss.config.mjs",
  ".env.example",
  path.join(".ci", "run"),
];

function everyFile(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (NOT_OURS.test(file.split(path.sep).join("/"))) return [];
    if (statSync(file).isDirectory()) return everyFile(file);
    return readFileSync(file).includes(0) ? [] : [file];
  });
}

describe("comments and test titles", () => {
  const written = [...ROOTS, "testing", "e2e"].flatMap(everyFile).concat(ROOT_FILES);
  // A ticket's number ("issue" or "issues" and a number) or a numbered section ("§" and a number). No prose here puts
  // the verb "issue" before a number, so the pattern need not tell the two apart.
  const TAGS = [/\bissues? #?\d+\b/i, /§\s*\d/];

  it("finds every kind of file it reads", () => {
    expect(written).toEqual(
      expect.arrayContaining([
        path.join("lib", "architecture.test.ts"),
        path.join("lib", "integration", "search.int.test.ts"),
        path.join("e2e", "search.spec.ts"),
        path.join("testing", "integration-setup.ts"),
        path.join("prisma", "schema.prisma"),
        path.join("app", "globals.css"),
        ".env.example",
      ]),
    );
    expect(written.some((file) => file.startsWith(path.join("prisma", "migrations")))).toBe(false);
  });

  it("give the reason or a page under docs/, never a ticket number: a reader has no tracker to follow it to", () => {
    const tagged = written.flatMap((file) =>
      readFileSync(file, "utf8")
        .split("\n")
        .flatMap((line, i) => (TAGS.some((tag) => tag.test(line)) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(tagged).toEqual([]);
  });
});

describe("the app's own code", () => {
  it("never imports testing/ (stand-ins, fixtures, the test HTTP client)", () => {
    const app = ["app", "lib", "components"].flatMap(sources).concat(["middleware.ts", "instrumentation.ts"]);
    const importing = app.filter((file) =>
      /from\s+["'](@\/testing\/|(\.\.\/)+testing\/)/.test(readFileSync(file, "utf8")),
    );
    expect(importing).toEqual([]);
  });
});

/**
 * The `<form …>` and `<PostForm …>` opening tags of a source file (attributes may hold `{…}` with arrows and `>`
 * inside). PostForm (components/ui/field.tsx) is a form whose method is always post: its props have no `method`.
 */
function formTags(text: string): string[] {
  const tags: string[] = [];
  for (const start of text.matchAll(/<(?:form|PostForm)[\s>]/g)) {
    let depth = 0;
    let end = start.index;
    while (end < text.length && !(text[end] === ">" && depth === 0)) {
      if (text[end] === "{") depth++;
      else if (text[end] === "}") depth--;
      end++;
    }
    tags.push(text.slice(start.index, end + 1));
  }
  return tags;
}
const posts = (tag: string) => tag.startsWith("<PostForm") || /\bmethod="post"/.test(tag);

describe("forms", () => {
  const pages = ["app", "components"].flatMap(sources).filter((file) => file.endsWith(".tsx"));

  it("finds the forms it checks", () => {
    expect(pages.flatMap((file) => formTags(readFileSync(file, "utf8"))).length).toBeGreaterThan(30);
  });

  it("sends every form the page's code handles by POST: submitted before the code has run, nothing goes into the address (a password included)", () => {
    const bare = pages.flatMap((file) =>
      formTags(readFileSync(file, "utf8"))
        .filter((tag) => /\bonSubmit=/.test(tag) && !posts(tag))
        .map((tag) => `${file}: ${tag.split("\n")[0]}`),
    );
    expect(bare).toEqual([]);
  });

  it("submits them through SubmitButton, disabled until the code has run: a tap before then would reload the page and lose what was typed", () => {
    // A bare submit button is left only in files whose forms the browser sends itself (GET filters, no onSubmit).
    const bare = pages.filter((file) => {
      const text = readFileSync(file, "utf8");
      return (
        file !== path.join("components", "ui", "submit-button.tsx") &&
        /type="submit"/.test(text) &&
        !formTags(text).every((tag) => !/\bonSubmit=/.test(tag) && !posts(tag))
      );
    });
    const viaKit = pages.filter((file) => /<SubmitButton\b/.test(readFileSync(file, "utf8")));
    expect(bare).toEqual([]);
    expect(viaKit.length).toBeGreaterThan(15);
  });
});

describe("layers", () => {
  it("the Web Vitals reporter, fetched by every public page view, brings web-vitals and the page-template rules only", () => {
    const imports = (file: string) =>
      [...readFileSync(file, "utf8").matchAll(/^import\s[^;]*?from\s+["']([^"']+)["']/gm)].map((m) => m[1]);
    expect(imports(path.join("components", "vitals", "vitals-beacon.ts"))).toEqual([
      "web-vitals",
      "@/lib/analytics/page-template",
    ]);
    expect(imports(path.join("lib", "analytics", "page-template.ts"))).toEqual([]);
  });
});

describe("the admin kit (components/admin, app/(admin))", () => {
  const admin = [path.join("app", "(admin)"), path.join("components", "admin")].flatMap(sources);
  const using = (pattern: RegExp) => admin.filter((file) => pattern.test(readFileSync(file, "utf8")));

  it("finds the dashboard's files", () => {
    expect(admin.length).toBeGreaterThan(40);
  });

  it("draws every list with DataTable, and every question with ConfirmDialog", () => {
    expect(using(/<table\b/)).toEqual([path.join("components", "admin", "kit", "data-table.tsx")]);
    expect(using(/<Modal\b/).sort()).toEqual(
      [
        path.join("components", "admin", "kit", "confirm-dialog.tsx"),
        path.join("components", "admin", "spotlights", "spotlight-edit-dialog.tsx"),
      ].sort(),
    );
  });

  it("sends every call through useSave (forms) or useAction (buttons)", () => {
    const calls = using(/\b(apiFetch|sendForm)(<[^>]*>)?\(/).map((file) => path.basename(file));
    // The kit's own transport (send-form, the upload hooks) and sign-out, which ends the session rather than saving;
    // the post editor's background calls (its live preview and picture upload, the post form's draft autosave), which
    // must not toast or navigate as a save does.
    expect(calls.sort()).toEqual(
      [
        "markdown-editor.tsx",
        "post-form.tsx",
        "send-form.ts",
        "sign-out-button.tsx",
        "use-action.ts",
        "use-save.ts",
        "use-form-upload.ts",
        "use-upload.ts",
      ].sort(),
    );
  });
});

describe("state machine owners", () => {
  it("finds the source it walks", () => {
    expect(files).toContain(path.join("lib", "bookings", "bookings.ts"));
  });

  it("writes bookings only in lib/bookings/bookings.ts (creating one, and every status step)", () => {
    // `npm run dev`'s demo month inserts finished history (bookings as they ended up, never a status step).
    expect(writers("booking", "Booking")).toEqual([
      path.join("lib", "bookings", "bookings.ts"),
      path.join("prisma", "seed", "activity.ts"),
    ]);
  });

  it("writes email messages only in lib/email", () => {
    expect(writers("emailMessage", "EmailMessage")).toEqual([path.join("lib", "email", "index.ts")]);
  });

  it("keeps the never-email list in lib/email and handle claims in the link-page module", () => {
    expect(writers("emailSuppression", "EmailSuppression")).toEqual([path.join("lib", "email", "suppression.ts")]);
    expect(writers("handleClaim", "HandleClaim")).toEqual([path.join("lib", "smart-links", "link-pages.ts")]);
  });

  it("keeps the song-link resolver's cached answers in their one module", () => {
    expect(writers("songLinkLookup", "SongLinkLookup")).toEqual([path.join("lib", "smart-links", "resolve.ts")]);
  });

  it("leaves the last titles of deleted posts and smart links to the database's triggers (no app code writes them)", () => {
    expect(writers("attributionName", "AttributionName")).toEqual([]);
  });

  it("writes posts only in lib/posts/writes.ts and their revisions only in lib/posts/revisions.ts", () => {
    // Drafts, scheduling, publishing, preview keys and the body a read had to render included. The demo seed inserts
    // its (published) posts directly, `npm run bench` its search corpus (1,000 posts) and `npm run perf` its post with
    // players into their own throwaway databases (their bodies are rendered and stored on first read).
    expect(writers("post", "Post")).toEqual([
      path.join("lib", "posts", "writes.ts"),
      path.join("scripts", "bench.ts"),
      path.join("scripts", "perf-pages.ts"),
      path.join("prisma", "seed.ts"),
    ]);
    expect(writers("postRevision", "PostRevision")).toEqual([path.join("lib", "posts", "revisions.ts")]);
  });
});
