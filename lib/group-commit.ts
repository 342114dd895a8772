// Group commit: callers add items one at a time and each gets its own result, but the items are written in batches.
// When nothing is being written, an item is written at once (with any added in the same turn) (no added wait on a quiet server); items that arrive
// while a batch is being written wait for it and then go together as the next batch. Under load one write carries
// many items (one transaction instead of one each); alone, every item is its own batch. Each caller's promise settles
// when its batch has been written, so a route can await it in `after()` on a serverless host too.

type Pending<T, R> = { item: T; resolve: (result: R) => void; reject: (error: unknown) => void };

/**
 * Returns `add(item)`. `write(items)` writes one batch (at most `maxBatch` items) and returns one result per item, in
 * order; when it throws, every caller of that batch gets the error and the next batch is still written.
 */
export function groupCommit<T, R>(write: (items: T[]) => Promise<R[]>, { maxBatch = 500 } = {}): (item: T) => Promise<R> {
  let queue: Pending<T, R>[] = [];
  let writing = false;

  async function drain() {
    while (queue.length > 0) {
      const batch = queue.slice(0, maxBatch);
      queue = queue.slice(batch.length);
      try {
        const results = await write(batch.map((p) => p.item));
        if (results.length !== batch.length) throw new Error(`group commit: ${results.length} results for ${batch.length} items`);
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
