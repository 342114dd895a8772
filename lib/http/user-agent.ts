// The operating system and browser a user agent names, for smart-link statistics: parsed with bowser (MIT, maintained;
// ua-parser-js 2.x is AGPL and not used). Only the two names are kept, never the agent itself.
import Bowser from "bowser";

/** At most this many characters of a name are kept (a forged agent cannot fill a column). */
const MAX_NAME = 40;

const name = (value: string | undefined) => {
  const trimmed = value?.trim().slice(0, MAX_NAME);
  return trimmed ? trimmed : null;
};

/** The OS ("Android", "iOS", "Windows", …) and browser ("Chrome", "Safari", "Samsung Internet", …); null when unknown. */
export function agentOf(userAgent: string | null | undefined): { os: string | null; browser: string | null } {
  if (!userAgent?.trim()) return { os: null, browser: null };
  const parser = Bowser.getParser(userAgent);
  return { os: name(parser.getOSName()), browser: name(parser.getBrowserName()) };
}
