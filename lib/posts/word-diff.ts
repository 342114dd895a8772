// A word-level comparison of two versions of a text (what a post's save changed). Client-safe, no imports. The common
// start and end are taken off first, so an edit in a long post compares only the changed middle; a middle too large to
// compare word by word shows as one removal and one addition.

export type DiffPart = { kind: "same" | "added" | "removed"; text: string };

/** Above this many word pairs the middle is shown as replaced whole (the table would cost too much memory). */
const MAX_CELLS = 2_000_000;

/** Words and the spaces between them, kept apart so the joined parts give back each text exactly. */
export const words = (text: string) => text.split(/(\s+)/).filter(Boolean);

/** Joins neighbours of one kind, so a changed phrase reads as one mark. */
function merged(parts: DiffPart[]): DiffPart[] {
  const out: DiffPart[] = [];
  for (const part of parts) {
    const last = out[out.length - 1];
    if (last && last.kind === part.kind) last.text += part.text;
    else out.push({ ...part });
  }
  return out;
}

/** How `after` differs from `before`, token by token (longest common subsequence). */
export function diffTokens(before: string[], after: string[], join = ""): DiffPart[] {
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start++;
  let end = 0;
  while (
    end < before.length - start &&
    end < after.length - start &&
    before[before.length - 1 - end] === after[after.length - 1 - end]
  )
    end++;
  const a = before.slice(start, before.length - end);
  const b = after.slice(start, after.length - end);
  const tokens = (kind: DiffPart["kind"], list: string[]) => list.map((text) => ({ kind, text }));
  const middle: DiffPart[] = [];
  if (a.length * b.length > MAX_CELLS) middle.push(...tokens("removed", a), ...tokens("added", b));
  else {
    // lcs[i][j]: the longest common run of a[i..] and b[j..], in one flat array.
    const w = b.length + 1;
    const lcs = new Uint32Array((a.length + 1) * w);
    for (let i = a.length - 1; i >= 0; i--)
      for (let j = b.length - 1; j >= 0; j--)
        lcs[i * w + j] =
          a[i] === b[j] ? lcs[(i + 1) * w + j + 1] + 1 : Math.max(lcs[(i + 1) * w + j], lcs[i * w + j + 1]);
    let i = 0;
    let j = 0;
    while (i < a.length && j < b.length) {
      if (a[i] === b[j]) {
        middle.push({ kind: "same", text: a[i] });
        i++;
        j++;
      } else if (lcs[(i + 1) * w + j] >= lcs[i * w + j + 1]) middle.push({ kind: "removed", text: a[i++] });
      else middle.push({ kind: "added", text: b[j++] });
    }
    middle.push(...tokens("removed", a.slice(i)), ...tokens("added", b.slice(j)));
  }
  const parts = [
    ...tokens("same", before.slice(0, start)),
    ...middle,
    ...tokens("same", before.slice(before.length - end)),
  ];
  if (!join) return merged(parts);
  // Whole items (categories): one part per item, with the separator inside the "same" runs.
  return parts.map((p, k) => ({ ...p, text: k < parts.length - 1 ? p.text + join : p.text }));
}

/** The word-level difference of two texts. */
export const diffWords = (before: string, after: string) => diffTokens(words(before), words(after));

/** Whether anything differs. */
export const changed = (parts: DiffPart[]) => parts.some((p) => p.kind !== "same");
