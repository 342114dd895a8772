// The mission/blog carousel's rules: which card comes next on its own, and what the arrow buttons choose.
export const CAROUSEL = { intervalMs: 5000, transitionMs: 1000 } as const;

/** The automatic switch: the next card, wrapping to the first. */
export const autoNextCard = (index: number, count: number) => (count > 0 ? (index + 1) % count : 0);

/** The arrows step without wrapping, so with two cards the left arrow always shows card 1 and the right card 2. */
export const previousCard = (index: number) => Math.max(0, index - 1);
export const nextCard = (index: number, count: number) => Math.min(Math.max(0, count - 1), index + 1);
