// Africa/Lagos wall-clock time, which bookings are chosen and shown in, and the UTC instants they are stored as.
// Lagos keeps West Africa Time, UTC+1, all year (no daylight saving), so the conversion is a fixed hour.
const LAGOS_OFFSET_MS = 60 * 60 * 1000;

/** What a `datetime-local` input sends: "2026-12-01T14:30" (seconds optional). */
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** "2026-12-01T14:30" read as Lagos time → the UTC instant; null for text that is not a real date and time. */
export function lagosLocalToUtc(text: string): Date | null {
  const m = LOCAL.exec(text.trim());
  if (!m) return null;
  const [year, month, day, hour, minute, second] = m.slice(1).map((part) => Number(part ?? 0));
  const utc = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(utc);
  // Date.UTC rolls 31 Feb over into March; a date that does not exist is refused instead.
  if (
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== day ||
    hour > 23 ||
    minute > 59 ||
    second > 59
  ) {
    return null;
  }
  return new Date(utc - LAGOS_OFFSET_MS);
}

/** The instant as a `datetime-local` value in Lagos time: "2026-12-01T14:30". */
export function utcToLagosLocal(instant: Date): string {
  return new Date(instant.getTime() + LAGOS_OFFSET_MS).toISOString().slice(0, 16);
}

/** The Lagos calendar day ("2026-12-01") as the UTC instants [start, end) it covers. */
export function lagosDayRange(day: string): [Date, Date] | null {
  const start = lagosLocalToUtc(`${day}T00:00`);
  return start ? [start, new Date(start.getTime() + 24 * 60 * 60 * 1000)] : null;
}

/** Today's Lagos calendar day: "2026-12-01". */
export const lagosToday = (now = new Date()): string => utcToLagosLocal(now).slice(0, 10);

/** "2026-12-01" when it is a real calendar day, else null. */
export const calendarDay = (text: string): string | null =>
  /^\d{4}-\d{2}-\d{2}$/.test(text.trim()) && lagosDayRange(text.trim()) ? text.trim() : null;
