// The file name the Download link suggests: the song's slug, else its title, else "song", plus the audio's real
// extension (.mp3 when the address has none, as the spec's client always assumed).

const EXTENSION = /\.([a-z0-9]{1,5})$/i;
// Characters that are not allowed in file names on common systems.
const UNSAFE = /[\\/:*?"<>|\p{Cc}]+/gu;

export function audioExtension(audioUrl: string): string {
  let path = audioUrl;
  try {
    path = new URL(audioUrl, "http://localhost").pathname;
  } catch {
    path = audioUrl.split(/[?#]/)[0];
  }
  const last = path.split("/").pop() ?? "";
  const match = last.match(EXTENSION);
  return match ? `.${match[1].toLowerCase()}` : ".mp3";
}

export function downloadName(song: { slug?: string | null; title?: string | null }, audioUrl: string): string {
  const base =
    [song.slug, song.title].map((s) => s?.replace(UNSAFE, " ").replace(/\s+/g, " ").trim()).find(Boolean) ?? "song";
  return `${base}${audioExtension(audioUrl)}`;
}
