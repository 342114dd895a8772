"use client";
// Server-rendered in full, hydrated later. `deferHydration(() => import("./form").then((m) => m.Form))` returns a
// component whose HTML the server renders as usual (so the page, its layout and no-JavaScript visitors see the real
// form), but whose code — a comment form with react-hook-form, ~15 kB gzip — the browser downloads and hydrates only
// when it comes within 600px of the viewport or is touched or focused first. Until then React leaves that server HTML
// as it is (a Suspense boundary still waiting to hydrate), so nothing moves and nothing is lost from the page.
import { lazy, Suspense, useEffect, useRef, type ComponentType } from "react";

const NEAR = "600px";

export function deferHydration<P extends object>(load: () => Promise<ComponentType<P>>) {
  let release = () => {};
  let hydrated = false;
  let onHydrated = () => {};
  // On the server the component renders at once; in the browser, when released.
  const wanted = typeof window === "undefined" ? Promise.resolve() : new Promise<void>((resolve) => (release = resolve));
  const Lazy = lazy(() =>
    wanted.then(load).then((Component) => ({
      default: function Hydrated(props: P) {
        useEffect(() => {
          hydrated = true;
          onHydrated();
        }, []);
        return <Component {...props} />;
      },
    })),
  );

  function Deferred(props: P) {
    const box = useRef<HTMLDivElement>(null);
    const mounted = useRef(false);
    // New props (the parent re-rendered, e.g. for a page change) make React hydrate the boundary first; a transition
    // would wait for it, so load the code now rather than when the visitor scrolls down.
    if (mounted.current) release();
    useEffect(() => {
      mounted.current = true;
      const element = box.current;
      if (!element) return;
      const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && release(), { rootMargin: NEAR });
      observer.observe(element);
      // A submit before the code has arrived would post the form natively (a page load): hold it, and submit again
      // once hydrated, so the form's own validation and request run.
      let held: HTMLFormElement | null = null;
      const hold = (event: Event) => {
        if (hydrated) return;
        event.preventDefault();
        held = event.target as HTMLFormElement;
        release();
      };
      onHydrated = () => held?.requestSubmit();
      // Native listeners: React does not dispatch events into a boundary that is still waiting to hydrate.
      element.addEventListener("submit", hold, true);
      element.addEventListener("focusin", release);
      element.addEventListener("pointerdown", release);
      return () => {
        observer.disconnect();
        element.removeEventListener("submit", hold, true);
        element.removeEventListener("focusin", release);
        element.removeEventListener("pointerdown", release);
      };
    }, []);
    return (
      <div ref={box}>
        <Suspense fallback={null}>
          <Lazy {...props} />
        </Suspense>
      </div>
    );
  }
  return Deferred;
}

/**
 * `defaults` with whatever was already typed into the server-rendered form (found by `selector`, fields by name)
 * before it hydrated: react-hook-form writes its default values into the inputs when it registers them, which would
 * otherwise clear text typed while the form's code was downloading.
 */
export function typedBeforeHydration<T extends Record<string, unknown>>(selector: string, defaults: T): T {
  if (typeof document === "undefined") return defaults;
  const form = document.querySelector<HTMLFormElement>(selector);
  if (!form) return defaults;
  const values: Record<string, unknown> = { ...defaults };
  for (const [name, fallback] of Object.entries(defaults)) {
    const field = form.elements.namedItem(name);
    if (typeof fallback === "string" && (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && field.value) values[name] = field.value;
  }
  return values as T;
}
