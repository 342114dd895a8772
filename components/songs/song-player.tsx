"use client";
// A song card's player: a Play button until the visitor asks for it, then the browser's own <audio> player, playing.
// Ten native players on a page cost a phone more than everything else on /songs: each builds its controls (~140
// elements in the browser's shadow tree) and styles them before the first paint. In a trace of /songs at
// Lighthouse's 4x CPU slowdown, the ten players were 270 ms of main-thread work (style 237 -> 105 ms, 2149 -> 772
// elements) for a page where a visitor plays one song, if any.
import { useEffect, useRef, useState } from "react";

export function SongPlayer({ src, title }: { src: string; title: string }) {
  const [open, setOpen] = useState(false);
  const audio = useRef<HTMLAudioElement>(null);

  useEffect(() => {
    const player = audio.current;
    if (!open || !player) return;
    // The button the visitor pressed is gone: focus moves to the player that replaced it.
    player.focus();
    // Playback starts from the same click (a user gesture); a browser that refuses keeps the controls to press.
    player.play().catch(() => {});
  }, [open]);

  if (open) {
    return (
      // Local files are served with HTTP Range, so seeking works without downloading the whole file first.
      <audio ref={audio} controls preload="auto" src={src} className="w-full" aria-label={`Play ${title}`} />
    );
  }
  return (
    <button type="button" onClick={() => setOpen(true)} className="song-play" aria-label={`Play ${title}`}>
      <span aria-hidden="true" className="song-play-icon" />
      Play
    </button>
  );
}
