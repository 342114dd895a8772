// The admin bootstrap of `npm run db:seed`: no known-password demo admin unless asked for, and the intended admin email
// registered first by someone else does not make them admin.
import { spawn } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { Client } from "@/testing/http";
import { createAccount, signedIn } from "@/testing/fixtures";
import { seed } from "@/prisma/seed";
import { DEMO_ADMIN, DEMO_USER } from "@/prisma/seed/demo-accounts";
import { AdminBootstrapRefused } from "@/prisma/seed/admin";

afterAll(() => db.$disconnect());

const NEW_PASSWORD = "operator-chosen-password";
const signIn = (email: string, password: string) => new Client().post("/mnb/api/signIn", { email, password });

function runSeedCli(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn("npx", ["tsx", "--conditions=react-server", "prisma/seed.ts", ...args], {
      env: { ...process.env, ...env },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (c: Buffer) => (stdout += c));
    child.stderr.on("data", (c: Buffer) => (stderr += c));
    child.on("exit", (code) => resolve({ code, stdout, stderr }));
  });
}

describe("seed without --demo", () => {
  beforeAll(() => db.user.deleteMany({ where: { email: { in: [DEMO_ADMIN.email, DEMO_USER.email] } } }));

  it("creates no demo accounts and no demo content, whatever NODE_ENV is", async () => {
    const posts = await db.post.count();
    const users = await db.user.count();
    await seed({ log: () => {} });
    expect(await db.user.findUnique({ where: { email: DEMO_ADMIN.email } })).toBeNull();
    expect(await db.user.findUnique({ where: { email: DEMO_USER.email } })).toBeNull();
    expect(await db.user.count()).toBe(users);
    expect(await db.post.count()).toBe(posts);
    expect((await signIn(DEMO_ADMIN.email, DEMO_ADMIN.password)).status).toBe(401);
  });
});

describe("admin bootstrap (ADMIN_EMAIL + ADMIN_PASSWORD)", () => {
  it("creates the admin when the email has no account", async () => {
    const email = `boot-${Date.now()}@example.com`;
    const { admin } = await seed({ admin: { email: email.toUpperCase(), password: NEW_PASSWORD } });
    expect(admin).toMatchObject({ email, action: "created" });
    expect((await new Client().post("/mnb/api/admins-login", { email, password: NEW_PASSWORD })).status).toBe(200);
  });

  it("refuses an existing non-admin account: not promoted, keeps its password and its sessions", async () => {
    const squatter = await signedIn("USER");
    await expect(seed({ admin: { email: squatter.email, password: NEW_PASSWORD } })).rejects.toThrow(
      AdminBootstrapRefused,
    );
    expect((await db.user.findUniqueOrThrow({ where: { email: squatter.email } })).role).toBe("USER");
    expect((await signIn(squatter.email, squatter.password)).status).toBe(200);
    expect((await signIn(squatter.email, NEW_PASSWORD)).status).toBe(401);
    expect((await squatter.client.get("/mnb/api/getUserProfile")).status).toBe(200);
  });

  it("with --promote-existing promotes it, replaces its password and ends every session", async () => {
    const squatter = await signedIn("USER");
    const { admin } = await seed({ admin: { email: squatter.email, password: NEW_PASSWORD, promoteExisting: true } });
    expect(admin?.action).toBe("promoted");
    expect(admin?.sessionsEnded).toBeGreaterThanOrEqual(1);
    expect(await db.authSession.count({ where: { userId: squatter.user.id } })).toBe(0);
    expect((await squatter.client.get("/mnb/api/getUserProfile")).status).toBe(401);
    expect((await signIn(squatter.email, squatter.password)).status).toBe(401);
    expect(
      (await new Client().post("/mnb/api/admins-login", { email: squatter.email, password: NEW_PASSWORD })).status,
    ).toBe(200);
  });

  it("an existing admin gets the password from ADMIN_PASSWORD and loses its sessions; re-running changes nothing else", async () => {
    const admin = await signedIn("ADMIN");
    const first = await seed({ admin: { email: admin.email, password: NEW_PASSWORD } });
    const again = await seed({ admin: { email: admin.email, password: NEW_PASSWORD } });
    expect(first.admin?.action).toBe("password-reset");
    expect(first.admin?.sessionsEnded).toBeGreaterThanOrEqual(1);
    expect(again.admin).toMatchObject({ action: "password-reset", sessionsEnded: 0 });
    expect(await db.user.count({ where: { email: admin.email } })).toBe(1);
    expect((await admin.client.get("/mnb/api/getUserProfile")).status).toBe(401);
    expect((await signIn(admin.email, admin.password)).status).toBe(401);
    expect((await signIn(admin.email, NEW_PASSWORD)).status).toBe(200);
  });

  it("refuses a password the sign-up rules would refuse", async () => {
    await expect(seed({ admin: { email: `short-${Date.now()}@example.com`, password: "short" } })).rejects.toThrow(
      /ADMIN_PASSWORD/,
    );
  });

  it("`npm run db:seed` refuses an existing non-admin with one sentence and a non-zero exit", async () => {
    const { email, user } = await createAccount("USER");
    const { code, stderr } = await runSeedCli([], { ADMIN_EMAIL: email, ADMIN_PASSWORD: NEW_PASSWORD });
    expect(code).toBe(1);
    expect(stderr.split("\n")).toContain(
      `${email} already belongs to a non-admin account, so it was left untouched; re-run with --promote-existing to make it the admin (its password and sessions are replaced).`,
    );
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).role).toBe("USER");
  }, 60_000);
});
