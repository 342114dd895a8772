"use client";
// A draft saves itself a few seconds after the last change (the post form): `send` writes the values and answers the
// record's id (the first save of a new post creates it; later ones update that one). Failures are shown once, inline,
// and the next change tries again — no toasts while someone types. `unsaved` says whether the text on screen differs
// from what was last saved, and while it does, leaving the page asks first (beforeunload).
import { useCallback, useEffect, useRef, useState } from "react";

export const AUTOSAVE_DELAY_MS = 5000;

type State = { kind: "idle" } | { kind: "saving" } | { kind: "saved"; at: Date } | { kind: "failed" };

type Options<V> = {
  values: V;
  /** Whether anything was changed by the editor (react-hook-form's isDirty). */
  dirty: boolean;
  /** Whether this form saves drafts by itself (never a published post). */
  enabled: boolean;
  /** Whether the values are complete enough to be saved. */
  ready: (values: V) => boolean;
  send: (values: V, id: string | null) => Promise<string>;
  /** The record already being edited (a draft), or null for a new one. */
  initialId: string | null;
};

const keyOf = (values: unknown) => JSON.stringify(values);

export function useAutosave<V>({ values, dirty, enabled, ready, send, initialId }: Options<V>) {
  const id = useRef(initialId);
  const inFlight = useRef<Promise<void> | null>(null);
  // Held while the form saves itself, so a timer cannot save (or create) the post beside it.
  const held = useRef(false);
  const latest = useRef(values);
  const [state, setState] = useState<State>({ kind: "idle" });
  const [savedKey, setSavedKey] = useState<string | null>(null);
  const key = keyOf(values);
  const unsaved = dirty && key !== savedKey;
  useEffect(() => {
    latest.current = values;
  });

  useEffect(() => {
    if (!enabled || !unsaved || !ready(latest.current)) return;
    const timer = setTimeout(() => {
      if (held.current) return;
      // A copy: the form's values object changes as the editor goes on typing while this save is under way.
      const sentKey = keyOf(latest.current);
      const sent = JSON.parse(sentKey) as V;
      setState({ kind: "saving" });
      inFlight.current = send(sent, id.current).then(
        (savedId) => {
          id.current = savedId;
          setSavedKey(sentKey);
          setState({ kind: "saved", at: new Date() });
        },
        () => setState({ kind: "failed" }),
      );
    }, AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
    // `key` stands for the values: a change restarts the wait.
  }, [key, enabled, unsaved, ready, send]);

  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [unsaved]);

  /** Holds autosave, waits for a save under way and answers the record's id (null while none was created). */
  const settle = useCallback(async () => {
    held.current = true;
    await inFlight.current;
    return id.current;
  }, []);

  /** After the form's own save: these values are stored (in `nextId`, or nowhere again for a cleared form). */
  const saved = useCallback((stored: V, nextId: string | null) => {
    id.current = nextId;
    held.current = false;
    setSavedKey(keyOf(stored));
    setState({ kind: "idle" });
  }, []);

  /** After the form's own save failed: autosave goes on. */
  const resume = useCallback(() => void (held.current = false), []);

  return { state, unsaved, settle, saved, resume };
}
