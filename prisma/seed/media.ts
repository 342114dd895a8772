// Demo media made here from nothing: SVG rendered by sharp for images, additive synthesis for audio. No file is
// copied from anywhere, so the seed carries no licensing question and needs no network.
import sharp from "sharp";

const FONT = "DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif";

/** Deterministic per key, so the same item always gets the same palette and melody. */
function rng(key: string): () => number {
  let h = 0x811c9dc5;
  for (const ch of key) h = Math.imul(h ^ ch.codePointAt(0)!, 0x01000193);
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hsl(h: number, s: number, l: number): string {
  const k = (n: number) => (n + h / 30) % 12;
  const a = (s / 100) * Math.min(l / 100, 1 - l / 100);
  const f = (n: number) => l / 100 - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
  return (
    "#" +
    [f(0), f(8), f(4)]
      .map((x) =>
        Math.round(x * 255)
          .toString(16)
          .padStart(2, "0"),
      )
      .join("")
  );
}

function palette(rand: () => number) {
  const hue = Math.floor(rand() * 360);
  const shift = 35 + Math.floor(rand() * 70);
  return {
    from: hsl(hue, 65, 32),
    to: hsl((hue + shift) % 360, 70, 48),
    accent: hsl((hue + 180) % 360, 80, 62),
    light: hsl(hue, 60, 86),
    dark: hsl(hue, 45, 14),
  };
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function wrap(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && (last + " " + word).length <= maxChars) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length > maxLines) {
    lines.length = maxLines;
    lines[maxLines - 1] = lines[maxLines - 1].replace(/\s*\S*$/, "") + "…";
  }
  return lines;
}

export const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter((w) => /^\p{L}/u.test(w))
    .slice(0, 2)
    .map((w) => w[0].toUpperCase())
    .join("");

function background(w: number, h: number, p: ReturnType<typeof palette>, rand: () => number): string {
  const blobs = Array.from({ length: 5 }, () => {
    const r = 60 + rand() * (w / 4);
    return `<circle cx="${(rand() * w).toFixed(0)}" cy="${(rand() * h).toFixed(0)}" r="${r.toFixed(0)}" fill="${rand() < 0.5 ? p.accent : p.light}" opacity="${(0.08 + rand() * 0.14).toFixed(2)}"/>`;
  }).join("");
  const wave = `<path d="M0 ${h * 0.78} C ${w * 0.3} ${h * (0.6 + rand() * 0.2)}, ${w * 0.6} ${h * (0.9 + rand() * 0.1)}, ${w} ${h * 0.7} L ${w} ${h} L 0 ${h} Z" fill="${p.dark}" opacity="0.35"/>`;
  return `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient>
<pattern id="ankara" width="48" height="48" patternUnits="userSpaceOnUse"><circle cx="12" cy="12" r="5" fill="${p.light}" opacity="0.5"/><path d="M36 24 L48 36 L36 48 L24 36 Z" fill="${p.accent}" opacity="0.5"/></pattern>
<pattern id="cloth" width="40" height="40" patternUnits="userSpaceOnUse"><rect width="40" height="40" fill="${p.accent}"/><path d="M20 4 L32 20 L20 36 L8 20 Z" fill="${p.dark}" opacity="0.55"/><circle cx="20" cy="20" r="4" fill="${p.light}"/><circle cx="0" cy="0" r="5" fill="${p.light}" opacity="0.8"/><circle cx="40" cy="40" r="5" fill="${p.light}" opacity="0.8"/></pattern></defs>
<rect width="${w}" height="${h}" fill="url(#bg)"/>${blobs}${wave}`;
}

async function encode(svg: string): Promise<Uint8Array> {
  const out = await sharp(Buffer.from(svg)).webp({ quality: 72, effort: 3 }).toBuffer();
  return new Uint8Array(out);
}

/** 1200x675 banner for posts, services, adverts and song covers. */
export async function renderBanner(opts: {
  key: string;
  title: string;
  kicker: string;
  footer?: string;
  vinyl?: boolean;
}) {
  const W = 1200,
    H = 675;
  const rand = rng(opts.key);
  const p = palette(rand);
  const long = opts.title.length > 60;
  const size = long ? 54 : 66;
  const lines = wrap(opts.title, opts.vinyl ? (long ? 22 : 18) : long ? 34 : 27, 3);
  const top = H / 2 - ((lines.length - 1) * size * 1.15) / 2 + 10;
  const text = lines
    .map((l, i) => `<tspan x="80" y="${(top + i * size * 1.15).toFixed(0)}">${esc(l)}</tspan>`)
    .join("");
  const vinyl = opts.vinyl
    ? `<g transform="translate(900 337)"><circle r="230" fill="${p.dark}"/>${[200, 170, 140, 110]
        .map((r) => `<circle r="${r}" fill="none" stroke="${p.light}" stroke-opacity="0.18" stroke-width="2"/>`)
        .join("")}<circle r="72" fill="${p.accent}"/><circle r="10" fill="${p.dark}"/></g>`
    : `<rect x="${W - 260}" y="-40" width="300" height="${H + 80}" fill="url(#ankara)" opacity="0.55" transform="rotate(8 ${W - 110} ${H / 2})"/>`;
  const kickerWidth = 40 + opts.kicker.length * 18;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${background(W, H, p, rand)}${vinyl}
<rect x="80" y="${(top - size - 70).toFixed(0)}" width="${kickerWidth}" height="44" rx="22" fill="${p.accent}"/>
<text x="100" y="${(top - size - 40).toFixed(0)}" font-family="${FONT}" font-size="22" font-weight="700" fill="${p.dark}" letter-spacing="2">${esc(opts.kicker.toUpperCase())}</text>
<text font-family="${FONT}" font-size="${size}" font-weight="700" fill="${p.dark}" opacity="0.35" transform="translate(3 4)">${text}</text>
<text font-family="${FONT}" font-size="${size}" font-weight="700" fill="#ffffff">${text}</text>
<text x="80" y="${H - 48}" font-family="${FONT}" font-size="24" fill="#ffffff" opacity="0.85" letter-spacing="3">${esc(opts.footer ?? "MY NATION BLOG")}</text></svg>`;
  return encode(svg);
}

/** 600x600 medallion with initials, for artists, team members and workers. */
export async function renderAvatar(opts: { key: string; name: string; caption: string }) {
  const S = 600;
  const rand = rng(opts.key);
  const p = palette(rand);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${S}" height="${S}" viewBox="0 0 ${S} ${S}">${background(S, S, p, rand)}
<circle cx="300" cy="260" r="170" fill="url(#ankara)" opacity="0.6"/>
<circle cx="300" cy="260" r="140" fill="${p.dark}" opacity="0.85"/><circle cx="300" cy="260" r="140" fill="none" stroke="${p.accent}" stroke-width="8"/>
<text x="300" y="300" text-anchor="middle" font-family="${FONT}" font-size="120" font-weight="700" fill="${p.light}">${esc(initials(opts.name))}</text>
<text x="300" y="490" text-anchor="middle" font-family="${FONT}" font-size="40" font-weight="700" fill="#ffffff">${esc(opts.name)}</text>
<text x="300" y="536" text-anchor="middle" font-family="${FONT}" font-size="24" fill="#ffffff" opacity="0.85" letter-spacing="2">${esc(opts.caption.toUpperCase())}</text></svg>`;
  return encode(svg);
}

/** 600x600 figure wearing a patterned outfit, for style spotlights (agbada-like for men, a flared gown for women). */
export async function renderLook(opts: { key: string; name: string; category: "MALE" | "FEMALE" }) {
  const S = 600;
  const rand = rng(opts.key);
  const p = palette(rand);
  // Agbada and fila for men, a flared gown and gele for women, both cut from the same Ankara-style cloth.
  const body =
    opts.category === "MALE"
      ? `<path d="M170 250 Q300 205 430 250 L485 500 L115 500 Z" fill="url(#cloth)"/><path d="M255 250 L300 330 L345 250" fill="none" stroke="${p.light}" stroke-width="6"/><rect x="252" y="112" width="96" height="40" rx="10" fill="url(#cloth)"/>`
      : `<path d="M245 245 Q300 222 355 245 L470 500 L130 500 Z" fill="url(#cloth)"/><path d="M222 160 Q250 70 300 100 Q350 70 378 160 Q300 118 222 160 Z" fill="url(#cloth)"/><circle cx="300" cy="96" r="20" fill="${p.accent}"/>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${S}" height="${S}" viewBox="0 0 ${S} ${S}">${background(S, S, p, rand)}
<ellipse cx="300" cy="505" rx="200" ry="18" fill="${p.dark}" opacity="0.4"/>
<circle cx="300" cy="185" r="58" fill="${p.dark}"/><rect x="282" y="235" width="36" height="22" fill="${p.dark}"/>${body}
<rect x="0" y="520" width="${S}" height="80" fill="${p.dark}" opacity="0.65"/>
<text x="300" y="572" text-anchor="middle" font-family="${FONT}" font-size="34" font-weight="700" fill="#ffffff">${esc(opts.name)}</text></svg>`;
  return encode(svg);
}

// ─── Audio ───────────────────────────────────────────────────────────────────

const RATE = 22050;
const SECONDS = 3;
const MAJOR = [0, 2, 4, 5, 7, 9, 11];
const MINOR = [0, 2, 3, 5, 7, 8, 10];
const PROGRESSIONS = {
  major: [
    [0, 4, 5, 3],
    [5, 3, 0, 4],
    [0, 5, 3, 4],
  ],
  minor: [
    [0, 5, 2, 6],
    [0, 3, 6, 2],
    [0, 6, 5, 4],
  ],
};

const hz = (midi: number) => 440 * 2 ** ((midi - 69) / 12);

/** Adds one note; env is the gain at t seconds into the note, harmonics are relative amplitudes. */
function tone(
  out: Float32Array,
  start: number,
  dur: number,
  freq: number,
  amp: number,
  harmonics: number[],
  env: (t: number) => number,
) {
  const from = Math.max(0, Math.floor(start * RATE));
  const to = Math.min(out.length, Math.floor((start + dur) * RATE));
  for (let i = from; i < to; i++) {
    const t = i / RATE - start;
    let v = 0;
    for (let h = 0; h < harmonics.length; h++) v += harmonics[h] * Math.sin(2 * Math.PI * freq * (h + 1) * t);
    const release = Math.min(1, (to - i) / (0.012 * RATE)); // a note cut off mid-decay would click
    out[i] += amp * env(t) * release * v;
  }
}

function noise(out: Float32Array, start: number, dur: number, amp: number, decay: number, rand: () => number) {
  const from = Math.floor(start * RATE);
  const to = Math.min(out.length, Math.floor((start + dur) * RATE));
  let prev = 0;
  for (let i = from; i < to; i++) {
    const white = rand() * 2 - 1;
    out[i] += amp * Math.exp(-(i / RATE - start) / decay) * (white - prev); // differencing tilts it bright, like a shaker
    prev = white;
  }
}

/** A sine whose pitch drops fast from 130 Hz to 45 Hz reads as a kick drum. */
function kick(out: Float32Array, start: number) {
  const from = Math.floor(start * RATE);
  const to = Math.min(out.length, from + Math.floor(0.22 * RATE));
  let phase = 0;
  for (let i = from; i < to; i++) {
    const t = (i - from) / RATE;
    phase += (2 * Math.PI * (45 + 85 * Math.exp(-t / 0.03))) / RATE;
    out[i] += 0.55 * Math.exp(-t / 0.08) * Math.min(1, (to - i) / (0.012 * RATE)) * Math.sin(phase);
  }
}

/** About three seconds of a little groove: chord pad, bass, plucked melody and (for beat-driven genres) drums. */
export function renderSongWav(key: string, genre?: string | null): Uint8Array {
  const rand = rng(key);
  const out = new Float32Array(RATE * SECONDS);
  const minor = rand() < 0.5;
  const scale = minor ? MINOR : MAJOR;
  const root = 55 + Math.floor(rand() * 8);
  const prog = (minor ? PROGRESSIONS.minor : PROGRESSIONS.major)[Math.floor(rand() * 3)];
  const note = (deg: number) => root + 12 * Math.floor(deg / 7) + scale[((deg % 7) + 7) % 7];
  const sevenths = genre === "Jazz" || genre === "R&B" || genre === "Gospel";
  const padTimbre =
    genre === "Electronic" || genre === "Rock"
      ? [1, 0.5, 0.33, 0.25, 0.2]
      : genre === "Gospel"
        ? [1, 0.7, 0.5, 0.3]
        : [1, 0.3, 0.1];
  const drums = !["Classical", "Jazz", "Gospel"].includes(genre ?? "");
  const bar = SECONDS / 4;
  const step = bar / 4;

  let melodyDeg = 7 + Math.floor(rand() * 3);
  prog.forEach((chordDeg, c) => {
    const t0 = c * bar;
    const degs = sevenths ? [0, 2, 4, 6] : [0, 2, 4];
    for (const d of degs) {
      tone(
        out,
        t0,
        bar + 0.2,
        hz(note(chordDeg + d)),
        0.09,
        padTimbre,
        (t) => Math.min(1, t / 0.06) * (t > bar ? Math.max(0, 1 - (t - bar) / 0.2) : 1),
      );
    }
    for (const s of [0, 1.5, 3]) {
      tone(
        out,
        t0 + s * step,
        0.3,
        hz(note(chordDeg) - 12),
        0.32,
        [1, 0.35],
        (t) => Math.min(1, t / 0.01) * Math.exp(-t / 0.14),
      );
    }
    for (let s = 0; s < 4; s++) {
      const t = t0 + s * step;
      // Melody wanders by scale steps but lands on a chord tone at each chord change so it sounds intentional.
      if (s === 0) melodyDeg = chordDeg + 7 + [0, 2, 4][Math.floor(rand() * 3)];
      else melodyDeg += [-2, -1, 1, 2][Math.floor(rand() * 4)];
      if (s === 0 || rand() < 0.75) {
        tone(
          out,
          t,
          step * 1.8,
          hz(note(melodyDeg)),
          0.2,
          [1, 0.45, 0.2, 0.1],
          (x) => Math.min(1, x / 0.005) * Math.exp(-x / 0.16),
        );
      }
      if (drums) {
        noise(out, t + step / 2, 0.06, 0.07, 0.015, rand);
        noise(out, t, 0.05, 0.04, 0.01, rand);
        if (s === 0 || (s === 3 && c % 2 === 1)) kick(out, t);
        if (s === 2) noise(out, t, 0.15, 0.22, 0.05, rand);
      }
    }
  });
  return encodeWav(master(out));
}

function master(samples: Float32Array): Int16Array {
  let peak = 0;
  for (const v of samples) peak = Math.max(peak, Math.abs(v));
  const gain = peak > 0 ? 0.85 / peak : 0;
  const fadeIn = 0.01 * RATE,
    fadeOut = 0.35 * RATE;
  const pcm = new Int16Array(samples.length);
  for (let i = 0; i < samples.length; i++) {
    const edge = Math.min(1, i / fadeIn, (samples.length - i) / fadeOut);
    pcm[i] = Math.round(Math.max(-1, Math.min(1, samples[i] * gain * edge)) * 32767);
  }
  return pcm;
}

function encodeWav(pcm: Int16Array): Uint8Array {
  const bytes = new Uint8Array(44 + pcm.length * 2);
  const view = new DataView(bytes.buffer);
  const str = (offset: number, s: string) => [...s].forEach((ch, i) => view.setUint8(offset + i, ch.charCodeAt(0)));
  str(0, "RIFF");
  view.setUint32(4, 36 + pcm.length * 2, true);
  str(8, "WAVE");
  str(12, "fmt ");
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, RATE, true);
  view.setUint32(28, RATE * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  str(36, "data");
  view.setUint32(40, pcm.length * 2, true);
  pcm.forEach((v, i) => view.setInt16(44 + i * 2, v, true));
  return bytes;
}
