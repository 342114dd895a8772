import { describe, expect, it } from "vitest";
import { nextTyping, TYPING, TYPING_START, typedText, typingDelay, type TypingState } from "./typing";

const headlines = ["Hi", "Yo!"];

/** Runs the machine for `ms` of simulated time and returns the states it passed through with their start times. */
function run(ms: number) {
  let state: TypingState = TYPING_START;
  let at = 0;
  const seen: { at: number; text: string; state: TypingState }[] = [];
  while (at + typingDelay(state) <= ms) {
    at += typingDelay(state);
    state = nextTyping(state, headlines);
    seen.push({ at, text: typedText(state, headlines), state });
  }
  return seen;
}

describe("the typing state machine", () => {
  it("uses the spec's timings", () => {
    expect(TYPING).toEqual({ typeMs: 60, holdMs: 1200, deleteMs: 40, pauseMs: 300 });
  });

  it("types one letter every 60 ms, holds 1200 ms, deletes one every 40 ms, pauses 300 ms, then types the next", () => {
    const steps = run(60 * 2 + 1200 + 40 * 2 + 300 + 60 * 3);
    expect(steps.map(({ at, text }) => [at, text])).toEqual([
      [60, "H"],
      [120, "Hi"],
      [1320, "Hi"], // hold over: deleting starts
      [1360, "H"],
      [1400, ""],
      [1700, ""], // pause over: next headline
      [1760, "Y"],
      [1820, "Yo"],
      [1880, "Yo!"],
    ]);
    expect(steps[1].state.phase).toBe("holding");
    expect(steps[2].state.phase).toBe("deleting");
    expect(steps[4].state.phase).toBe("pausing");
    expect(steps[5].state).toEqual({ index: 1, length: 0, phase: "typing" });
  });

  it("wraps from the last headline back to the first", () => {
    const last: TypingState = { index: 1, length: 0, phase: "pausing" };
    expect(nextTyping(last, headlines)).toEqual({ index: 0, length: 0, phase: "typing" });
  });

  it("never types past the headline or deletes below zero", () => {
    expect(nextTyping({ index: 0, length: 2, phase: "typing" }, headlines)).toEqual({
      index: 0,
      length: 2,
      phase: "holding",
    });
    expect(nextTyping({ index: 0, length: 0, phase: "deleting" }, headlines)).toEqual({
      index: 0,
      length: 0,
      phase: "pausing",
    });
  });

  it("shows the typed part of the current headline", () => {
    expect(typedText({ index: 1, length: 2, phase: "typing" }, headlines)).toBe("Yo");
  });
});
