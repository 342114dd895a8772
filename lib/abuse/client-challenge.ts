// Solves a proof-of-work challenge from a 429 (lib/abuse/rate-limit.ts) with the self-hosted ALTCHA widget. Loaded only when
// a server asks for one, so no page pays for it up front. The widget shows as a bar at the bottom of the screen that
// says what it is doing ("Verifying…", announced to screen readers) while it works, and goes away when done.
import "altcha";
import type { WidgetMethods } from "altcha/types";

type Widget = HTMLElement & WidgetMethods;

/** The payload to send back in the challenge header, or null when the widget could not solve it. */
export async function solveChallenge(challenge: unknown): Promise<string | null> {
  const widget = document.createElement("altcha-widget") as Widget;
  widget.setAttribute("auto", "off");
  widget.setAttribute("display", "bar");
  widget.setAttribute("challenge", JSON.stringify(challenge));
  widget.dataset.testid = "challenge";
  const loaded = new Promise((resolve) => widget.addEventListener("load", resolve, { once: true }));
  document.body.append(widget);
  try {
    await loaded;
    // The bar stays hidden until asked for (it is meant to appear when a form is focused).
    widget.show();
    const result = await widget.verify();
    return result?.payload ?? null;
  } finally {
    widget.remove();
  }
}
