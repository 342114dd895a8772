/** "12 Nov 2026" in Nigerian English, fixed to Lagos time so server and browser agree. */
export function formatDate(iso: string): string {
  return new Intl.DateTimeFormat("en-NG", { day: "numeric", month: "short", year: "numeric", timeZone: "Africa/Lagos" }).format(new Date(iso));
}
