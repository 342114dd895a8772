import { describe, expect, it } from "vitest";
import { groupCommit } from "./group-commit";

/** A writer that records its batches and finishes each one when told to. */
function gatedWriter() {
  const batches: number[][] = [];
  const gates: (() => void)[] = [];
  const write = (items: number[]) => {
    batches.push(items);
    return new Promise<number[]>((resolve) => gates.push(() => resolve(items.map((n) => n * 10))));
  };
  const open = async () => {
    await new Promise((r) => setImmediate(r));
    gates.shift()?.();
    await new Promise((r) => setImmediate(r));
  };
  return { batches, write, open };
}

describe("groupCommit", () => {
  it("writes a lone item at once and gives each caller its own result", async () => {
    const w = gatedWriter();
    const add = groupCommit(w.write);
    const one = add(1);
    await w.open();
    expect(await one).toBe(10);
    expect(w.batches).toEqual([[1]]);
  });

  it("puts the items that arrive while a batch is being written into one next batch", async () => {
    const w = gatedWriter();
    const add = groupCommit(w.write);
    const first = add(1);
    await new Promise((r) => setImmediate(r)); // batch [1] is being written
    const rest = [add(2), add(3), add(4)];
    await w.open();
    await w.open();
    expect(await first).toBe(10);
    expect(await Promise.all(rest)).toEqual([20, 30, 40]);
    expect(w.batches).toEqual([[1], [2, 3, 4]]);
  });

  it("caps a batch at maxBatch items", async () => {
    const w = gatedWriter();
    const add = groupCommit(w.write, { maxBatch: 2 });
    const all = Promise.all([1, 2, 3, 4, 5].map((n) => add(n)));
    for (let i = 0; i < 3; i++) await w.open();
    expect(await all).toEqual([10, 20, 30, 40, 50]);
    expect(w.batches).toEqual([[1, 2], [3, 4], [5]]);
  });

  it("rejects every caller of a failed batch and still writes the next one", async () => {
    let calls = 0;
    const add = groupCommit(async (items: number[]) => {
      if (calls++ === 0) throw new Error("database down");
      return items;
    });
    const failed = Promise.allSettled([add(1), add(2)]);
    expect((await failed).map((r) => r.status)).toEqual(["rejected", "rejected"]);
    expect(await add(3)).toBe(3);
  });

  it("writes a batch again while PostgreSQL cannot be reached, so a restart loses none of its items", async () => {
    let calls = 0;
    const refused = Object.assign(new Error("Can't reach database server"), { code: "P1001" });
    const add = groupCommit(
      async (items: number[]) => {
        if (calls++ < 2) throw refused;
        return items;
      },
      { retry: { firstDelayMs: 1 } },
    );
    expect(await Promise.all([add(1), add(2)])).toEqual([1, 2]);
    expect(calls).toBe(3);
  });

  it("gives up on an unreachable database after the retry time, and never retries other errors", async () => {
    let calls = 0;
    const unreachable = groupCommit(
      async () => {
        calls++;
        throw Object.assign(new Error("the database system is shutting down"), { code: "57P03" });
      },
      { retry: { firstDelayMs: 5, forMs: 30 } },
    );
    await expect(unreachable(1)).rejects.toThrow("shutting down");
    expect(calls).toBeGreaterThan(1);

    calls = 0;
    const failing = groupCommit(
      async () => {
        calls++;
        throw new Error("terminating connection due to administrator command");
      },
      { retry: { firstDelayMs: 1 } },
    );
    await expect(failing(1)).rejects.toThrow("terminating");
    expect(calls).toBe(1);
  });

  it("refuses a writer that returns the wrong number of results", async () => {
    const add = groupCommit(async () => [] as number[]);
    await expect(add(1)).rejects.toThrow("0 results for 1 items");
  });
});
