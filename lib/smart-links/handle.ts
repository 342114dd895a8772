// Creator handles (/links/{handle}) are read by people, so two handles that look alike are one handle, and a handle
// that reads as the site speaking is refused. `handleKey` folds what a reader cannot tell apart: case, separators,
// digits that pass for letters (0/o, 1/l/i…), "rn" for "m", and Cyrillic or Greek letters drawn like Latin ones. The
// migration that keyed the existing handles (prisma/migrations/20261203010000_…) does the same fold for ASCII handles.

/** Words no creator's handle may contain: they would read as My Nation Blog (or its payment provider) speaking. */
export const RESERVED_HANDLE_WORDS = [
  "mnb",
  "mynationblog",
  "admin",
  "support",
  "official",
  "staff",
  "paystack",
  "help",
  "links",
] as const;

// Letters from other scripts that render like a Latin one (the common confusables of Unicode's list).
const LOOK_ALIKES: Record<string, string> = {
  а: "a",
  в: "b",
  с: "c",
  ԁ: "d",
  е: "e",
  ё: "e",
  һ: "h",
  н: "h",
  і: "i",
  ї: "i",
  ј: "j",
  к: "k",
  ӏ: "l",
  м: "m",
  о: "o",
  р: "p",
  ԛ: "q",
  ѕ: "s",
  т: "t",
  у: "y",
  х: "x",
  ь: "b",
  ԝ: "w",
  α: "a",
  β: "b",
  ε: "e",
  η: "n",
  ι: "i",
  κ: "k",
  ν: "v",
  ο: "o",
  ρ: "p",
  τ: "t",
  υ: "u",
  χ: "x",
};
// Digits and letters a reader takes for one another, folded to one of them.
const SAME_SHAPE: Record<string, string> = {
  "0": "o",
  "1": "l",
  i: "l",
  "3": "e",
  "4": "a",
  "5": "s",
  "7": "t",
  "8": "b",
};

/** The form two handles share when a reader could take one for the other. */
export function handleKey(handle: string): string {
  const folded = [...handle.normalize("NFKC").toLowerCase()]
    .map((c) => LOOK_ALIKES[c] ?? c)
    .map((c) => SAME_SHAPE[c] ?? c)
    .filter((c) => /[\p{L}\p{N}]/u.test(c))
    .join("");
  return folded.replaceAll("rn", "m").replaceAll("vv", "w");
}

const RESERVED_KEYS = RESERVED_HANDLE_WORDS.map(handleKey);

/** Whether a handle contains a reserved word, however it is spelled (`MNB-Support`, `0fficial_mnb`, `оfficial`). */
export const isReservedHandle = (handle: string) => {
  const key = handleKey(handle);
  return RESERVED_KEYS.some((word) => key.includes(word));
};

/** How long a handle given up stays reserved for the account that gave it up. */
export const HANDLE_HOLD_DAYS = 30;
