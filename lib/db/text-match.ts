// Text matching in queries. Prisma turns `contains`, `startsWith` and case-insensitive `equals` into LIKE / ILIKE on
// PostgreSQL and passes the text through as the pattern, so a `%` or `_` someone types matches anything (a search for
// "100%" found every "100", a username "____" collided with every four-letter one). Every such filter is built here,
// with PostgreSQL's escape character (a backslash) put before `\`, `%` and `_`, so each character means itself.

/** `text` as a LIKE pattern that matches exactly that text. */
export const likeLiteral = (text: string): string => text.replace(/[\\%_]/g, "\\$&");

/** Fields containing `text`, in any case: the filter of every search box. */
export const containsText = (text: string) => ({ contains: likeLiteral(text), mode: "insensitive" as const });

/** A field equal to `text` in any case (usernames, service titles). */
export const equalsIgnoringCase = (text: string) => ({ equals: likeLiteral(text), mode: "insensitive" as const });
