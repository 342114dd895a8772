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

/** "12 Nov 2026" in Lagos time so the server and the browser agree. */
export function formatDate(iso: string | Date): string {
  return new Intl.DateTimeFormat("en-NG", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "Africa/Lagos",
  }).format(new Date(iso));
}

/** "12 Nov 2026, 14:30" in Lagos time (bookings are stored in UTC and shown in Africa/Lagos). */
export function formatDateTime(iso: string | Date): string {
  return new Intl.DateTimeFormat("en-NG", {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hour12: false,
    timeZone: "Africa/Lagos",
  }).format(new Date(iso));
}

/** "12 Nov 2026, 14:30:05" in Lagos time: for saves that come seconds apart (a post's history). */
export function formatDateTimeSeconds(iso: string | Date): string {
  return new Intl.DateTimeFormat("en-NG", {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hour12: false,
    timeZone: "Africa/Lagos",
  }).format(new Date(iso));
}
