// Display formats shared by pages: money is stored as integer kobo and shown in naira.
const naira = new Intl.NumberFormat("en-NG", { style: "currency", currency: "NGN", maximumFractionDigits: 0 });
const nairaAndKobo = new Intl.NumberFormat("en-NG", { style: "currency", currency: "NGN", minimumFractionDigits: 2 });

/** 3_000_000 kobo → "30000.00": the plain amount in naira that machine-readable prices (schema.org Offer) want. */
export const nairaAmount = (kobo: number) => (Math.round(kobo) / 100).toFixed(2);

/** 15_000_000 kobo → "₦150,000"; an amount with kobo keeps them (250_050 → "₦2,500.50", never rounded to ₦2,501). */
export function formatNaira(kobo: number): string {
  const whole = Math.round(kobo);
  return (whole % 100 === 0 ? naira : nairaAndKobo).format(whole / 100);
}

/** An amount in its currency: naira as formatNaira, another currency (recorded as Paystack reported it) by its code. */
export const formatMoney = (minor: number, currency: string) =>
  currency === "NGN" ? formatNaira(minor) : `${currency} ${(Math.round(minor) / 100).toFixed(2)}`;

/** A formatter of a day in Lagos time, for a Date or an ISO string, so the server and the browser agree. */
function lagosTime(options: Intl.DateTimeFormatOptions = {}) {
  const day = { day: "numeric", month: "short", year: "numeric", timeZone: "Africa/Lagos" } as const;
  const format = new Intl.DateTimeFormat("en-NG", { ...day, ...options });
  return (iso: string | Date): string => format.format(new Date(iso));
}
const CLOCK = { hour: "2-digit", minute: "2-digit", hour12: false } as const;

/** "12 Nov 2026" in Lagos time so the server and the browser agree. */
export const formatDate = lagosTime();

/** "12 Nov 2026, 14:30" in Lagos time (bookings are stored in UTC and shown in Africa/Lagos). */
export const formatDateTime = lagosTime(CLOCK);

/** "12 Nov 2026, 14:30:05" in Lagos time: for saves that come seconds apart (a post's history). */
export const formatDateTimeSeconds = lagosTime({ ...CLOCK, second: "2-digit" });
