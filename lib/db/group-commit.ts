// Group commit: callers add items one at a time and each gets its own result, but the items are written in batches.
// When nothing is being written, an item is written at once (with any added in the same turn) (no added wait on a quiet server); items that arrive
// while a batch is being written wait for it and then go together as the next batch. Under load one write carries
// many items (one transaction instead of one each); alone, every item is its own batch. Each caller's promise settles
// when its batch has been written, so a route can await it in `after()` on a serverless host too.
// A batch that fails because PostgreSQL cannot be reached at all (restarting, failing over) is tried again for a while
// instead of being dropped: a caller may have answered its request already (a smart-link click's redirect waits for its
// record at most 1.5 s), so a dropped batch is lost for good. The fault drill (npm run drill) lost every click of a
// PostgreSQL restart before this; only errors that prove nothing reached the database are retried (lib/db-unreachable).
import { isUnreachable } from "./unreachable";

type Pending<T, R> = { item: T; resolve: (result: R) => void; reject: (error: unknown) => void };

type Retry = { when: (error: unknown) => boolean; forMs: number; firstDelayMs: number; maxDelayMs: number };
const RETRY: Retry = { when: isUnreachable, forMs: 30_000, firstDelayMs: 200, maxDelayMs: 2_000 };

/** Runs `write`, again after a growing pause while its error is one `retry.when` accepts, for at most `retry.forMs`. */
async function withRetry<R>(write: () => Promise<R>, retry: Retry): Promise<R> {
  const giveUpAt = Date.now() + retry.forMs;
  for (let delay = retry.firstDelayMs; ; delay = Math.min(delay * 2, retry.maxDelayMs)) {
    try {
      return await write();
    } catch (error) {
      if (!retry.when(error) || Date.now() + delay > giveUpAt) throw error;
      await new Promise((r) => setTimeout(r, delay));
    }
  }
}

/**
 * Returns `add(item)`. `write(items)` writes one batch (at most `maxBatch` items) and returns one result per item, in
 * order; when it throws (after the retries `retry` allows), every caller of that batch gets the error and the next
 * batch is still written. Items added meanwhile wait and go together in the next batch.
 */
export function groupCommit<T, R>(
  write: (items: T[]) => Promise<R[]>,
  { maxBatch = 500, retry = {} as Partial<Retry> } = {},
): (item: T) => Promise<R> {
  const retrying = { ...RETRY, ...retry };
  let queue: Pending<T, R>[] = [];
  let writing = false;

  async function drain() {
    while (queue.length > 0) {
      const batch = queue.slice(0, maxBatch);
      queue = queue.slice(batch.length);
      try {
        const results = await withRetry(() => write(batch.map((p) => p.item)), retrying);
        if (results.length !== batch.length)
          throw new Error(`group commit: ${results.length} results for ${batch.length} items`);
        batch.forEach((p, i) => p.resolve(results[i]));
      } catch (error) {
        batch.forEach((p) => p.reject(error));
      }
    }
    writing = false;
  }

  return (item: T) =>
    new Promise<R>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      if (writing) return;
      // Items added in the same turn of the event loop (e.g. a Promise.all) go in the first batch together.
      writing = true;
      queueMicrotask(() => void drain());
    });
}
