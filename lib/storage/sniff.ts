// Identifies a file by its bytes, never by the name or type the browser declared.
export type Sniffed = { contentType: string; ext: string; kind: "image" | "audio" };

const startsWith = (b: Uint8Array, sig: number[], offset = 0) => sig.every((v, i) => b[offset + i] === v);
const ascii = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.subarray(from, to));

export function sniff(bytes: Uint8Array): Sniffed | null {
  if (bytes.length < 12) return null;
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { contentType: "image/jpeg", ext: "jpg", kind: "image" };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { contentType: "image/png", ext: "png", kind: "image" };
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP")
    return { contentType: "image/webp", ext: "webp", kind: "image" };
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WAVE")
    return { contentType: "audio/wav", ext: "wav", kind: "audio" };
  if (ascii(bytes, 0, 4) === "OggS") return { contentType: "audio/ogg", ext: "ogg", kind: "audio" };
  if (ascii(bytes, 0, 3) === "ID3" || (bytes[0] === 0xff && (bytes[1] & 0xe0) === 0xe0)) {
    return { contentType: "audio/mpeg", ext: "mp3", kind: "audio" };
  }
  if (ascii(bytes, 4, 8) === "ftyp" && /^(M4A |M4B |mp42|isom|dash)/.test(ascii(bytes, 8, 12))) {
    return { contentType: "audio/mp4", ext: "m4a", kind: "audio" };
  }
  return null;
}

/** SVG and HTML can carry scripts; they are refused by name in the error so the uploader knows why. */
export function looksLikeMarkup(bytes: Uint8Array): boolean {
  const head = new TextDecoder().decode(bytes.subarray(0, 512)).trimStart().toLowerCase();
  return head.startsWith("<") && /<(svg|html|!doctype|\?xml|script|body|head)/.test(head);
}
