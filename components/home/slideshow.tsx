"use client";
// The home page's opening slideshow: three background images with a typed headline each. Nothing moves until every
// image has loaded (a Loading indicator shows until then); with reduced motion the headline is shown whole. The first
// picture shows from the first paint, preloaded: it is the page's largest paint on a phone, which used to wait behind a
// cover for hydration and all three downloads. The pictures' attributes come from the server (slidePictures in
// ./home-pictures.ts), so next/image's code is not part of the page's JavaScript.
import type { ImgAttributes } from "@/components/ui/static-image";
import Link from "@/components/ui/link";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { nextTyping, TYPING_START, typedText, typingDelay, type TypingState } from "./typing";
import { prefersReducedMotion, useReducedMotion } from "./use-reduced-motion";

type Props = { headlines: readonly string[]; pictures: ImgAttributes[] };

/**
 * Each step schedules the next from inside its own timer, not from an effect after rendering, so the timing is
 * exactly the machine's (and a test clock that runs 60 ms sees exactly one more letter).
 */
function useTypewriter(headlines: readonly string[]) {
  const [state, setState] = useState<TypingState>(TYPING_START);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const start = useCallback(() => {
    clearTimeout(timer.current);
    let current = TYPING_START;
    const step = () => {
      current = nextTyping(current, headlines);
      setState(current);
      timer.current = setTimeout(step, typingDelay(current));
    };
    timer.current = setTimeout(step, typingDelay(current));
  }, [headlines]);

  const stop = useCallback(() => clearTimeout(timer.current), []);
  useEffect(() => stop, [stop]);
  return { state, start, stop };
}

export function Slideshow({ headlines, pictures: slides }: Props) {
  const reduced = useReducedMotion();
  const { state, start, stop } = useTypewriter(headlines);
  const settled = useRef(new Set<number>());
  const [settledCount, setSettledCount] = useState(0);
  const ready = settledCount >= slides.length;

  // A failed image counts as settled: the slide then shows the plain background instead of waiting for ever.
  const settle = useCallback(
    (i: number) => {
      if (settled.current.has(i)) return;
      settled.current.add(i);
      setSettledCount(settled.current.size);
      if (settled.current.size === slides.length && !prefersReducedMotion()) start();
    },
    [slides.length, start],
  );

  useEffect(() => {
    if (slides.length === 0 && !prefersReducedMotion()) start();
  }, [slides.length, start]);

  useEffect(() => {
    if (reduced) stop();
  }, [reduced, stop]);

  const index = reduced ? 0 : state.index;
  const shown = reduced ? headlines[index] : typedText(state, headlines);
  const slide = slides.length ? index % slides.length : 0;

  // The typing re-renders this component every 60 ms; everything but the typed text is kept in memoised elements, so
  // React skips it on those renders (on a throttled phone, re-rendering the pictures made each letter a long task).
  const pictures = useMemo(
    () =>
      slides.map((img, i) => (
        // eslint-disable-next-line @next/next/no-img-element -- next/image's <img>, its attributes made on the server
        <img
          key={i}
          {...img}
          alt=""
          // An image that finished (or failed) before hydration fires no load event any more: settle it here.
          ref={(el) => {
            if (el?.complete) settle(i);
          }}
          onLoad={() => settle(i)}
          onError={() => settle(i)}
          className={`-z-20 object-cover transition-opacity duration-1000 ${i === slide ? "opacity-100" : "opacity-0"}`}
        />
      )),
    [slides, slide, settle],
  );
  // Invisible copies of every headline reserve the tallest one's height, so typing never moves the page.
  const reserved = useMemo(
    () =>
      headlines.map((headline) => (
        <span key={headline} aria-hidden className="invisible col-start-1 row-start-1">
          {headline}
        </span>
      )),
    [headlines],
  );
  const backdrop = useMemo(
    () => (
      /* Darkened: the pictures are a backdrop, and the headline must stay readable over any of them. (They were also
         blurred, which made the phone repaint three full-width layers: the gradient alone keeps the text readable.) */
      <div aria-hidden className="absolute inset-0 -z-10 bg-gradient-to-t from-black/90 via-black/65 to-black/45" />
    ),
    [],
  );
  const below = useMemo(
    () => (
      <>
        <p className="max-w-2xl text-lg text-white/85">
          News, style and entertainment from Nigeria and beyond, and the music services that help new talent grow.
        </p>
        <div className="flex flex-wrap gap-3">
          <Link
            href="/about"
            className="rounded-md border border-brand-dark bg-brand-dark px-5 py-2.5 font-semibold text-white hover:bg-ink"
          >
            About us
          </Link>
          <Link
            href="/service"
            className="rounded-md border border-white/60 px-5 py-2.5 font-semibold hover:bg-white/10"
          >
            Our services
          </Link>
        </div>
      </>
    ),
    [],
  );

  return (
    <section
      aria-label="Highlights"
      aria-busy={!ready}
      className="relative isolate h-[min(70vh,36rem)] min-h-[32rem] sm:min-h-[26rem] overflow-hidden bg-ink text-white"
    >
      {pictures}
      {backdrop}
      <div className="mx-auto flex h-full max-w-6xl flex-col justify-end gap-5 px-4 pb-12">
        <p className="text-sm font-semibold uppercase tracking-[0.2em] text-brand-light">My Nation Blog</p>
        <h1 className="grid font-serif text-4xl font-bold leading-tight sm:text-5xl lg:text-6xl">
          <span className="sr-only">{headlines[index]}</span>
          {reserved}
          <span aria-hidden className="col-start-1 row-start-1">
            {/* The caret is the typed text's own right border (globals.css), not a "|" after it: a node that moves
                with every letter is a layout shift each time (0.07 CLS on /home). */}
            <span data-testid="typed-headline" className={reduced ? undefined : "typing-caret"}>
              {shown}
            </span>
          </span>
        </h1>
        {below}
      </div>
      {!ready && (
        <div
          role="status"
          className="absolute top-4 right-4 rounded-full bg-ink/80 px-4 py-1.5 text-sm font-semibold tracking-wide"
        >
          Loading...
        </div>
      )}
    </section>
  );
}
