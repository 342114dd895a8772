// The old documents' values as the new rows need them. Nothing in the old database was validated beyond what
// mongoose enforced, so every reader here takes anything and answers null for what it cannot use.
import { randomBytes } from "node:crypto";
import { ObjectId } from "bson";
import type { LegacyDocument } from "./dump";

const HEX_ID = /^[0-9a-f]{24}$/i;

/** An ObjectId (or its 24-hex string, as some controllers stored references) as lowercase hex; else null. */
export function idOf(value: unknown): string | null {
  if (value instanceof ObjectId) return value.toHexString();
  if (typeof value === "string" && HEX_ID.test(value.trim())) return value.trim().toLowerCase();
  if (value && typeof value === "object" && "$oid" in value) return idOf((value as { $oid: unknown }).$oid);
  return null;
}

/** A trimmed, non-empty string (numbers are written out); else null. */
export function textOf(value: unknown): string | null {
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  if (typeof value !== "string") return null;
  const trimmed = value.trim();
  return trimmed ? trimmed : null;
}

/** A valid date from a Date, an ISO/RFC string or epoch milliseconds; else null. */
export function dateOf(value: unknown): Date | null {
  const date =
    value instanceof Date
      ? value
      : typeof value === "string" || typeof value === "number"
        ? new Date(value)
        : value && typeof value === "object" && "$date" in value
          ? dateOf((value as { $date: unknown }).$date)
          : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
}

/** A whole number (from a number or a numeric string, Long and Int32 included); else null. */
export function intOf(value: unknown): number | null {
  const n =
    typeof value === "number"
      ? value
      : typeof value === "string" && value.trim() !== ""
        ? Number(value)
        : typeof value === "bigint"
          ? Number(value)
          : value && typeof value === "object" && "toNumber" in value
            ? (value as { toNumber(): number }).toNumber()
            : NaN;
  return Number.isFinite(n) ? Math.trunc(n) : null;
}

export const boolOf = (value: unknown): boolean => value === true || value === "true";

/** When the document was made: its createdAt, else the time inside its ObjectId, else now. */
export function createdOf(doc: LegacyDocument): Date {
  return dateOf(doc.createdAt) ?? (doc._id instanceof ObjectId ? doc._id.getTimestamp() : null) ?? new Date();
}

/** When the document last changed on the old site (what `--since` compares): updatedAt, else createdAt. */
export function changedOf(doc: LegacyDocument): Date {
  return dateOf(doc.updatedAt) ?? createdOf(doc);
}

/** An e-mail address as the new site keys accounts and subscribers: trimmed, lowercase; null when it is not one. */
export function emailOf(value: unknown): string | null {
  const text = textOf(value)?.toLowerCase();
  return text && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text) && text.length <= 254 ? text : null;
}

/** A web address the new site may link to (http or https), else null. */
export function linkOf(value: unknown): string | null {
  const text = textOf(value);
  if (!text) return null;
  try {
    const url = new URL(text);
    return url.protocol === "https:" || url.protocol === "http:" ? url.toString() : null;
  } catch {
    return null;
  }
}

/** An id of the same shape as Prisma's cuid, made here so a batch's rows can point at each other before they exist. */
export function newId(): string {
  const alphabet = "0123456789abcdefghijklmnopqrstuvwxyz";
  const bytes = randomBytes(24);
  let id = "c";
  for (const b of bytes) id += alphabet[b % 36];
  return id;
}

/** `text` cut to `max` characters (the new site's column limits), or null. */
export const clip = (text: string | null, max: number): string | null => (text ? text.slice(0, max) : null);
