// HTTP Range support for serving audio from local disk (seeking in the songs player).
/** One byte range ("bytes=a-b", "bytes=a-", "bytes=-n"); multi-range requests get the whole file. */
export function parseRange(header: string | null, size: number): [number, number] | "invalid" | null {
  const match = header?.match(/^bytes=(\d*)-(\d*)$/);
  if (!match) return null;
  const [, a, b] = match;
  let start: number, end: number;
  if (a === "") {
    if (b === "") return "invalid";
    start = Math.max(0, size - Number(b));
    end = size - 1;
  } else {
    start = Number(a);
    end = b === "" ? size - 1 : Math.min(Number(b), size - 1);
  }
  return start > end || start >= size ? "invalid" : [start, end];
}
