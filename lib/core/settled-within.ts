// Waiting for work without letting it hold an answer hostage: the caller goes on when the work settles or the time is
// up, whichever is first; the work itself carries on either way (pass it to `after()` to keep a serverless function
// alive for it).

/** Resolves true when `work` settled (fulfilled or rejected) within `ms`, false when the time ran out first. */
export function settledWithin(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeUp = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  const settled = work.then(
    () => true,
    () => true,
  );
  return Promise.race([settled, timeUp]).finally(() => clearTimeout(timer));
}

/**
 * The longest a tracked redirect (a smart link's platform button, a promo email's link) waits for its click to be
 * stored: normally a few milliseconds; while PostgreSQL is away the reader goes on after this and the click is finished
 * after the response.
 */
export const CLICK_WAIT_MS = 1_500;
