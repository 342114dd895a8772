// Limits that hold against scripts without locking out people: a crowd behind one carrier-grade NAT address gets past
// the per-address soft limits by solving proof-of-work challenges, a script that solves none stays stopped; nobody can
// lock an account by failing at its password; IPv6 addresses count by their /64.
import { afterAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { Client, testAddress } from "@/testing/http";
import { createAccount, unique } from "@/testing/fixtures";
import { requestSolving, solvedHeader } from "@/testing/challenge";

afterAll(() => db.$disconnect());

const TOO_MANY_LOGINS = "Too many failed login attempts. Please wait a few minutes and try again.";

const signUpBody = () => {
  const name = unique("crowd").replace("-", "_");
  return {
    username: name,
    firstName: "Crowd",
    lastName: "Member",
    email: `${name}@example.com`,
    password: "long-enough-password-1",
    confirmPassword: "long-enough-password-1",
    age: 25,
  };
};

describe("one address shared by a crowd (carrier-grade NAT)", () => {
  it("lets 200 browsers sign up from one address, those past the soft limit after solving a challenge", async () => {
    const address = testAddress();
    const replies = [];
    for (let i = 0; i < 200; i++)
      replies.push(await requestSolving(new Client(undefined, address), "POST", "/mnb/api/signUp", signUpBody()));
    expect(replies.map((r) => r.status)).toEqual(Array(200).fill(201));
    expect(replies.slice(0, 10).every((r) => !r.challenged)).toBe(true);
    expect(replies.slice(10).every((r) => r.challenged)).toBe(true);
    expect(
      await db.user.count({
        where: { firstName: "Crowd", email: { in: replies.map((r) => (r.body.user as { email: string }).email) } },
      }),
    ).toBe(200);
  }, 240_000);

  it("keeps a client that solves no challenge stopped past the soft limit, with nothing written", async () => {
    const address = testAddress();
    for (let i = 0; i < 10; i++)
      expect((await new Client(undefined, address).post("/mnb/api/signUp", signUpBody())).status).toBe(201);
    const before = await db.user.count();
    for (let i = 0; i < 5; i++) {
      const body = signUpBody();
      const refused = await new Client(undefined, address).post("/mnb/api/signUp", body);
      expect(refused.status).toBe(429);
      expect(refused.body.message).toBe("Too many requests. Please wait a little and try again.");
      expect(refused.body.code).toBe("rate_limited");
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(refused.body.challenge).toMatchObject({
        parameters: { algorithm: "PBKDF2/SHA-256" },
        signature: expect.any(String),
      });
      expect(await db.user.findUnique({ where: { email: body.email } })).toBeNull();
    }
    expect(await db.user.count()).toBe(before);
  });

  it("takes each solution once, and no forged, tampered or unsolved one", async () => {
    const address = testAddress();
    const client = () => new Client(undefined, address);
    for (let i = 0; i < 10; i++) await client().post("/mnb/api/signUp", signUpBody());
    const { body } = await client().post("/mnb/api/signUp", signUpBody());
    const solved = await solvedHeader(body.challenge);
    expect((await client().request("POST", "/mnb/api/signUp", signUpBody(), solved)).status).toBe(201);
    // The same solution again: already used.
    const replayed = await client().request("POST", "/mnb/api/signUp", signUpBody(), solved);
    expect(replayed.status).toBe(429);
    expect(replayed.body.challenge).toBeDefined();
    // A challenge of our own making, a tampered cost, and junk.
    const [name] = Object.keys(solved);
    const payload = JSON.parse(Buffer.from(solved[name], "base64").toString());
    const cheaper = {
      ...payload,
      challenge: { ...payload.challenge, parameters: { ...payload.challenge.parameters, cost: 1 } },
    };
    for (const value of [
      Buffer.from(JSON.stringify(cheaper)).toString("base64"),
      "not-base64-json",
      Buffer.from("{}").toString("base64"),
    ]) {
      expect((await client().request("POST", "/mnb/api/signUp", signUpBody(), { [name]: value })).status).toBe(429);
    }
  });

  it("still stops a solver at the hard limit, with a plain 429", async () => {
    const address = testAddress();
    for (let i = 0; i < 10; i++) await new Client(undefined, address).post("/mnb/api/signUp", signUpBody());
    await db.rateLimit.create({
      data: { key: `signup:ip:${address}:solved`, count: 500, resetAt: new Date(Date.now() + 3600_000) },
    });
    const reply = await requestSolving(new Client(undefined, address), "POST", "/mnb/api/signUp", signUpBody());
    expect(reply.challenged).toBe(true);
    expect(reply.status).toBe(429);
    expect(reply.body.challenge).toBeUndefined();
  });

  it("lets a comment past its soft limit after a challenge too", async () => {
    const song = await db.song.create({
      data: { slug: unique("crowd-song"), title: "Crowd", artist: "Test", audioUrl: "/files/audio/test.wav" },
    });
    const address = testAddress();
    for (let i = 0; i < 30; i++)
      expect(
        (await new Client(undefined, address).post(`/mnb/api/addComment/${song.slug}`, { text: `Comment ${i}` }))
          .status,
      ).toBe(201);
    const reply = await requestSolving(new Client(undefined, address), "POST", `/mnb/api/addComment/${song.slug}`, {
      text: "One more from the crowd",
    });
    expect(reply.challenged).toBe(true);
    expect(reply.status).toBe(201);
  });

  it("counts IPv6 addresses by their /64", async () => {
    const block = `2001:db8:${randomHex()}:${randomHex()}`;
    for (let i = 1; i <= 10; i++)
      expect(
        (await new Client(undefined, `${block}::${i.toString(16)}`).post("/mnb/api/signUp", signUpBody())).status,
      ).toBe(201);
    const sameBlock = await new Client(undefined, `${block}:ffff:1:2:3`).post("/mnb/api/signUp", signUpBody());
    expect(sameBlock.status).toBe(429);
    const nextBlock = await new Client(undefined, `2001:db8:${randomHex()}:${randomHex()}::1`).post(
      "/mnb/api/signUp",
      signUpBody(),
    );
    expect(nextBlock.status).toBe(201);
  });
});

const randomHex = () => Math.floor(Math.random() * 0xffff).toString(16);

describe("failed logins cannot lock anyone out", () => {
  const login = (client: Client, email: string, password: string) =>
    client.post("/mnb/api/signIn", { email, password });

  it("never refuses the right password from the address that failed five times: it asks that address for a challenge", async () => {
    const { email, password } = await createAccount("USER");
    const shared = testAddress();
    for (let i = 0; i < 5; i++)
      expect((await login(new Client(undefined, shared), email, "wrong-password")).status).toBe(401);
    // Without a solution the answer asks for one (429 with a challenge), never a bare lockout…
    const asked = await login(new Client(undefined, shared), email, password);
    expect(asked.status).toBe(429);
    expect(asked.body.message).toBe(TOO_MANY_LOGINS);
    expect(asked.body.challenge).toMatchObject({ parameters: { algorithm: "PBKDF2/SHA-256" } });
    expect(Number(asked.headers.get("retry-after"))).toBeGreaterThan(0);
    // …and with it the right password signs in from that very address (a carrier's address is thousands of people).
    const solved = await requestSolving(new Client(undefined, shared), "POST", "/mnb/api/signIn", { email, password });
    expect(solved.challenged).toBe(true);
    expect(solved.status).toBe(200);
    // A client there that solves nothing stays stopped: each unsolved attempt is asked again, never checked.
    for (let i = 0; i < 5; i++) await login(new Client(undefined, shared), email, "wrong-password");
    const unsolved = await login(new Client(undefined, shared), email, "wrong-password");
    expect(unsolved.status).toBe(429);
    expect(unsolved.body.challenge).toBeDefined();
    // The owner, elsewhere, signs in the same way: the account's failures ask for a challenge too.
    const owner = await requestSolving(new Client(), "POST", "/mnb/api/signIn", { email, password });
    expect(owner.challenged).toBe(true);
    expect(owner.status).toBe(200);
  });

  it("slows guesses spread over many addresses with challenges instead of locking the account", async () => {
    const { email, password } = await createAccount("USER");
    for (let i = 0; i < 5; i++) expect((await login(new Client(), email, "wrong-password")).status).toBe(401);
    // Every further attempt at this account, from anywhere, needs a solved challenge…
    const unsolved = await login(new Client(), email, "wrong-password");
    expect(unsolved.status).toBe(429);
    expect(unsolved.body.challenge).toBeDefined();
    const solvedWrong = await requestSolving(new Client(), "POST", "/mnb/api/signIn", {
      email,
      password: "wrong-password",
    });
    expect(solvedWrong.status).toBe(401);
    // …and with one, the right password works, and clears the account's count.
    expect((await requestSolving(new Client(), "POST", "/mnb/api/signIn", { email, password })).status).toBe(200);
    expect((await login(new Client(), email, "wrong-password")).status).toBe(401);
  });

  it("does not count a challenged attempt twice at its address", async () => {
    const { email, password } = await createAccount("USER");
    for (let i = 0; i < 5; i++) await login(new Client(), email, "wrong-password");
    const address = testAddress();
    // Four challenged failures from one address (each sent twice: unsolved, then solved) leave the fifth attempt free.
    for (let i = 0; i < 4; i++)
      expect(
        (
          await requestSolving(new Client(undefined, address), "POST", "/mnb/api/signIn", {
            email,
            password: "nope-nope",
          })
        ).status,
      ).toBe(401);
    expect(
      (await requestSolving(new Client(undefined, address), "POST", "/mnb/api/signIn", { email, password })).status,
    ).toBe(200);
  });
});
