"use client";
// "Paste a streaming link" (docs/features/smart-links.md), in the public generator and the admin's smart link form: one
// song address from any service a song-link resolver knows → the form's title, artist, cover and platform links. Filled
// on Fill, Enter or paste. The rule: a field is filled only when it is empty, so nothing the editor typed is
// overwritten; the cover only when the form has none (an admin's link keeps its cover unless "Use this artwork" is
// pressed). A failed lookup (bad address, no song, resolver down, slow or busy) changes nothing and says so in the
// status line.
import { useState, type ClipboardEvent, type KeyboardEvent } from "react";
import { apiFetch, messageOr } from "@/lib/api/client";
import { PLATFORMS, type PlatformField } from "@/lib/smart-links/platforms";
import { platformSearchUrl, type SongLinkFill } from "@/lib/smart-links/song-link";
import {
  SMART_LINK_ARTWORK_MISSING,
  SMART_LINK_NOTHING_NEW,
  SMART_LINK_RESOLVE_BAD_URL,
  SMART_LINK_RESOLVE_UNAVAILABLE,
  SMART_LINK_RESOLVING,
  smartLinkFilled,
} from "@/lib/smart-links/copy";
import { buttonClass, inputClass } from "@/components/ui/field";

export type FillableField = "songTitle" | "artistName" | PlatformField;

/** How the fill reads and writes the form it sits in. */
export type FillTarget = {
  read: (field: FillableField) => string;
  write: (field: FillableField, value: string) => void;
  /** Whether the form has a cover already (a chosen file, or the link's stored one). */
  hasCover: () => boolean;
  setCover: (file: File) => void;
};

type Status = { tone: "info" | "ok" | "error"; text: string };

const EXTENSIONS: Record<string, string> = { "image/jpeg": "jpg", "image/png": "png", "image/webp": "webp" };

/** The artwork of an address just resolved, as a file for the cover field (our route fetches it: no third party here). */
async function fetchArtwork(address: string): Promise<File> {
  const response = await fetch(`/mnb/api/smart-link/resolve/artwork?url=${encodeURIComponent(address)}`, {
    credentials: "same-origin",
  });
  if (!response.ok) throw new Error(`artwork: ${response.status}`);
  const blob = await response.blob();
  return new File([blob], `cover.${EXTENSIONS[blob.type] ?? "jpg"}`, { type: blob.type });
}

/** The fill's state for its form: `fill` runs one lookup; `tried` turns on the search links beside empty fields. */
export function useStreamingFill(target: FillTarget) {
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<Status | null>(null);
  const [tried, setTried] = useState(false);
  const [artworkFor, setArtworkFor] = useState<string | null>(null);

  async function takeArtwork(address: string, filled: string[]): Promise<string> {
    try {
      target.setCover(await fetchArtwork(address));
      filled.push("cover image");
      setArtworkFor(null);
      return "";
    } catch {
      return ` ${SMART_LINK_ARTWORK_MISSING}`;
    }
  }

  async function fill(raw: string) {
    const address = raw.trim();
    if (busy) return;
    if (!address) return setStatus({ tone: "error", text: SMART_LINK_RESOLVE_BAD_URL });
    setBusy(true);
    setArtworkFor(null);
    setStatus({ tone: "info", text: SMART_LINK_RESOLVING });
    try {
      const found = await apiFetch<SongLinkFill>(`/smart-link/resolve?url=${encodeURIComponent(address)}`);
      const filled: string[] = [];
      const put = (field: FillableField, value: string | null | undefined, label: string) => {
        if (value && !target.read(field).trim()) {
          target.write(field, value);
          filled.push(label);
        }
      };
      put("songTitle", found.songTitle, "song title");
      put("artistName", found.artistName, "artist name");
      for (const p of PLATFORMS) put(p.field, found.links[p.field], p.label);
      let note = "";
      if (found.artworkUrl && !target.hasCover()) note = await takeArtwork(address, filled);
      else if (found.artworkUrl) setArtworkFor(address);
      setTried(true);
      setStatus({ tone: "ok", text: (filled.length ? smartLinkFilled(filled) : SMART_LINK_NOTHING_NEW) + note });
    } catch (error) {
      setStatus({ tone: "error", text: messageOr(error, SMART_LINK_RESOLVE_UNAVAILABLE) });
    } finally {
      setBusy(false);
    }
  }

  async function replaceCover() {
    if (!artworkFor) return;
    const filled: string[] = [];
    const note = await takeArtwork(artworkFor, filled);
    setStatus(note ? { tone: "error", text: note.trim() } : { tone: "ok", text: smartLinkFilled(filled) });
  }

  /** A new, empty form ("Create another"): no status, no search links, no artwork on offer. */
  function reset() {
    setStatus(null);
    setTried(false);
    setArtworkFor(null);
  }

  return { fill, busy, status, tried, canReplaceCover: artworkFor !== null, replaceCover, reset };
}

type Fill = ReturnType<typeof useStreamingFill>;

/** The "Paste a streaming link" field, its Fill button and the status line (announced politely as it changes). */
export function StreamingLinkField({ id, fill }: { id: string; fill: Fill }) {
  const [value, setValue] = useState("");
  const hintId = `${id}-hint`;
  const statusId = `${id}-status`;

  function onPaste(event: ClipboardEvent<HTMLInputElement>) {
    const pasted = event.clipboardData.getData("text").trim();
    if (!pasted || !URL.canParse(pasted)) return;
    event.preventDefault();
    setValue(pasted);
    void fill.fill(pasted);
  }
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Enter here fills; it must not submit the smart link form around it.
    if (event.key !== "Enter") return;
    event.preventDefault();
    void fill.fill(value);
  }

  const tone = fill.status?.tone === "error" ? "text-red-700" : "text-gray-700";
  return (
    <div className="flex flex-col gap-1 rounded-md border border-dashed border-gray-300 p-3">
      <label htmlFor={id} className="text-sm font-medium">
        Paste a streaming link
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={id}
          type="url"
          inputMode="url"
          placeholder="https://open.spotify.com/track/…"
          className={inputClass}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          onPaste={onPaste}
          onKeyDown={onKeyDown}
          aria-describedby={`${hintId} ${statusId}`}
        />
        <button
          type="button"
          className={buttonClass}
          onClick={() => void fill.fill(value)}
          disabled={fill.busy}
          aria-busy={fill.busy}
        >
          {fill.busy ? "Filling..." : "Fill"}
        </button>
      </div>
      <p id={hintId} className="text-xs text-gray-500">
        A song on Spotify, Apple Music, YouTube, Deezer, Tidal, Amazon Music, SoundCloud, Audiomack or Boomplay: we fill
        in the title, artist, cover and the platform links we can find. Fields you have filled in stay as they are.
      </p>
      <p id={statusId} role="status" aria-live="polite" className={`text-sm ${tone}`}>
        {fill.status?.text ?? ""}
      </p>
      {fill.canReplaceCover && (
        <button type="button" className="self-start text-sm underline" onClick={() => void fill.replaceCover()}>
          Use the song&apos;s artwork as the cover
        </button>
      )}
    </div>
  );
}

/**
 * Beside an empty Boomplay or Audiomack field after a fill (resolvers often miss them): a search on that platform for
 * the song, opened in a new tab, so the editor can copy the song's address back here.
 */
export function PlatformSearchHint({
  field,
  label,
  empty,
  artistName,
  songTitle,
  shown,
}: {
  field: PlatformField;
  label: string;
  empty: boolean;
  artistName: string;
  songTitle: string;
  shown: boolean;
}) {
  const href = shown && empty ? platformSearchUrl(field, artistName, songTitle) : null;
  if (!href) return null;
  return (
    <p className="text-xs text-gray-600">
      Not found by the link finder.{" "}
      <a href={href} target="_blank" rel="noopener noreferrer" className="text-brand-dark underline">
        Search {label} for “{`${artistName} ${songTitle}`.trim()}”
      </a>{" "}
      and paste the song&apos;s address here.
    </p>
  );
}
