"use client";
// A player that costs nothing until tapped (docs/features/posts.md): the server-rendered picture and title (children)
// in a box of the player's size, and a play control. Only the tap puts the platform's iframe in its place, so until
// then no request leaves the reader's phone for the platform. Without JavaScript the control is a plain link to the
// song's page.
import { useState, type CSSProperties, type ReactNode } from "react";

export function TapToPlay(props: {
  embedUrl: string;
  url: string;
  /** The accessible name of the control and the iframe's title: "Play {title} on {platform}". */
  label: string;
  box: CSSProperties;
  children: ReactNode;
}) {
  const [playing, setPlaying] = useState(false);
  return (
    <div className="relative w-full overflow-hidden rounded-lg bg-ink" style={props.box} data-player>
      {playing ? (
        <iframe
          src={props.embedUrl}
          title={props.label}
          allow="autoplay; encrypted-media; fullscreen; picture-in-picture; clipboard-write"
          allowFullScreen
          className="absolute inset-0 h-full w-full border-0"
        />
      ) : (
        <>
          {props.children}
          <a
            href={props.url}
            rel="noopener noreferrer"
            aria-label={props.label}
            onClick={(event) => {
              event.preventDefault();
              setPlaying(true);
            }}
            className="group absolute inset-0 flex items-center justify-center focus-visible:outline focus-visible:outline-4 focus-visible:outline-brand"
          >
            <span
              aria-hidden
              className="flex h-14 w-14 items-center justify-center rounded-full bg-white/90 text-ink shadow-lg transition group-hover:scale-105"
            >
              <svg viewBox="0 0 24 24" width="28" height="28" fill="currentColor">
                <path d="M8 5v14l11-7z" />
              </svg>
            </span>
          </a>
        </>
      )}
    </div>
  );
}
