// Text rules shared by pages and the API.
export const PREVIEW_LENGTH = 75;

/** First 75 characters plus an ellipsis when the text is longer (the spec's preview rule). */
export function preview(text: string, length = PREVIEW_LENGTH): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > length ? `${flat.slice(0, length)}...` : flat;
}
