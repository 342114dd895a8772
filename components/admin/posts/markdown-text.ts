// The editor's text operations (components/admin/posts/markdown-editor.tsx), pure so they are tested without a browser:
// each takes the text and the selection and answers the new text and the new selection.

/** A text with its selection (`start` ≤ `end`, offsets into `value`). */
export type TextEdit = { value: string; start: number; end: number };

/**
 * Wraps the selection in `mark` (`**` bold, `_` italic); with nothing selected, inserts `placeholder` wrapped and
 * selects it so typing replaces it. A selection already wrapped in `mark` is unwrapped (the button toggles).
 */
export function wrapSelection({ value, start, end }: TextEdit, mark: string, placeholder: string): TextEdit {
  const before = value.slice(0, start);
  const after = value.slice(end);
  if (before.endsWith(mark) && after.startsWith(mark)) {
    return {
      value: before.slice(0, -mark.length) + value.slice(start, end) + after.slice(mark.length),
      start: start - mark.length,
      end: end - mark.length,
    };
  }
  const inner = start === end ? placeholder : value.slice(start, end);
  return {
    value: before + mark + inner + mark + after,
    start: start + mark.length,
    end: start + mark.length + inner.length,
  };
}

/**
 * Starts every line the selection touches with `prefix` (`## ` heading, `> ` quote, `- ` list); when each of them
 * already starts with it, takes it away instead. The selection grows to the whole lines.
 */
export function prefixLines({ value, start, end }: TextEdit, prefix: string): TextEdit {
  const from = value.lastIndexOf("\n", start - 1) + 1;
  const lineEnd = value.indexOf("\n", end > start && value[end - 1] === "\n" ? end - 1 : end);
  const to = lineEnd === -1 ? value.length : lineEnd;
  const lines = value.slice(from, to).split("\n");
  const all = lines.every((line) => line.startsWith(prefix));
  const changed = lines.map((line) => (all ? line.slice(prefix.length) : prefix + line)).join("\n");
  return { value: value.slice(0, from) + changed + value.slice(to), start: from, end: from + changed.length };
}

/** A link to `url`: the selection becomes its text, or `placeholder` (selected, to be typed over) when empty. */
export function insertLink({ value, start, end }: TextEdit, url: string, placeholder: string): TextEdit {
  const text = start === end ? placeholder : value.slice(start, end);
  const link = `[${text}](${url})`;
  return { value: value.slice(0, start) + link + value.slice(end), start: start + 1, end: start + 1 + text.length };
}

/**
 * `block` alone on its own lines with a blank line before and after (unless it starts or ends the text), in place of
 * the selection; the caret goes after it. A streaming address placed so becomes a player, a picture its own block.
 */
export function insertBlock({ value, start, end }: TextEdit, block: string): TextEdit {
  const before = value.slice(0, start).replace(/[ \t]+$/, "");
  const after = value.slice(end).replace(/^[ \t]+/, "");
  const lead = before === "" ? "" : before.endsWith("\n\n") ? "" : before.endsWith("\n") ? "\n" : "\n\n";
  const trail = after.startsWith("\n\n") ? "" : after.startsWith("\n") ? "\n" : "\n\n";
  const at = before.length + lead.length;
  const next = before + lead + block + trail + after;
  // The caret starts the line after the blank one.
  const caret = Math.min(next.length, at + block.length + 2);
  return { value: next, start: caret, end: caret };
}

/** A player: the streaming address alone on its line (lib/posts/markdown-syntax.ts turns it into an embed). */
export const insertPlayer = (edit: TextEdit, url: string) => insertBlock(edit, url.trim());

/** A picture as its own block, its alt text selected so the editor types the description next. */
export function insertPicture(edit: TextEdit, url: string, alt: string, size?: { width: number; height: number }) {
  const picture = `![${alt}](${url}${size ? ` =${size.width}x${size.height}` : ""})`;
  const done = insertBlock(edit, picture);
  const at = done.value.lastIndexOf(picture, done.start) + 2;
  return { value: done.value, start: at, end: at + alt.length };
}

/** Whether a pasted text is one bare http(s) address. */
export const isBareUrl = (text: string) => /^https?:\/\/[^\s<>"'`]+$/.test(text.trim());

/**
 * A paste the editor handles itself, or null for the browser's own: a bare address pasted into an empty line stays
 * alone on its line (blank lines around), so a platform's address becomes a player.
 */
export function pasteUrl(edit: TextEdit, pasted: string): TextEdit | null {
  if (!isBareUrl(pasted) || edit.start !== edit.end) return null;
  const lineStart = edit.value.lastIndexOf("\n", edit.start - 1) + 1;
  const lineEnd = edit.value.indexOf("\n", edit.start);
  const line = edit.value.slice(lineStart, lineEnd === -1 ? edit.value.length : lineEnd);
  return line.trim() === "" ? insertPlayer(edit, pasted) : null;
}
