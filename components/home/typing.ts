// The slideshow headline's typewriter, as a pure state machine: type a headline letter by letter, hold it, delete it,
// pause, then move to the next one (wrapping). The component only waits `typingDelay` and applies `nextTyping`.
export const TYPING = { typeMs: 60, holdMs: 1200, deleteMs: 40, pauseMs: 300 } as const;

export type TypingPhase = "typing" | "holding" | "deleting" | "pausing";
export type TypingState = { index: number; length: number; phase: TypingPhase };

export const TYPING_START: TypingState = { index: 0, length: 0, phase: "typing" };

/** How long to wait in this state before the next step. */
export function typingDelay(state: TypingState): number {
  switch (state.phase) {
    case "typing":
      return TYPING.typeMs;
    case "holding":
      return TYPING.holdMs;
    case "deleting":
      return TYPING.deleteMs;
    case "pausing":
      return TYPING.pauseMs;
  }
}

export function nextTyping(state: TypingState, headlines: readonly string[]): TypingState {
  const full = headlines[state.index]?.length ?? 0;
  switch (state.phase) {
    case "typing": {
      const length = Math.min(full, state.length + 1);
      return { ...state, length, phase: length >= full ? "holding" : "typing" };
    }
    case "holding":
      return { ...state, phase: "deleting" };
    case "deleting": {
      const length = Math.max(0, state.length - 1);
      return { ...state, length, phase: length === 0 ? "pausing" : "deleting" };
    }
    case "pausing":
      return { index: (state.index + 1) % Math.max(1, headlines.length), length: 0, phase: "typing" };
  }
}

/** The part of the current headline on screen. */
export const typedText = (state: TypingState, headlines: readonly string[]) =>
  (headlines[state.index] ?? "").slice(0, state.length);
