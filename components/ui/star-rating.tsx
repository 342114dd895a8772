"use client";
// A 1–5 star rating as a radio group, so it works with the keyboard and screen readers.
import { useId } from "react";

type Props = { value: number; onChange: (value: number) => void; name?: string; label?: string };

export function StarRating({ value, onChange, name, label = "Rating" }: Props) {
  const id = useId();
  const group = name ?? `rating-${id}`;
  return (
    <fieldset className="flex items-center gap-1">
      <legend className="mb-1 text-sm font-medium">{label}</legend>
      {[1, 2, 3, 4, 5].map((n) => (
        <label key={n} className="cursor-pointer">
          <input
            type="radio"
            name={group}
            value={n}
            checked={value === n}
            onChange={() => onChange(n)}
            className="peer sr-only"
            aria-label={`${n} star${n > 1 ? "s" : ""}`}
          />
          <span
            aria-hidden
            className={`text-2xl peer-focus-visible:outline-2 peer-focus-visible:outline-brand-dark ${n <= value ? "text-amber-500" : "text-gray-300"}`}
          >
            ★
          </span>
        </label>
      ))}
    </fieldset>
  );
}

/** A comment's stars; nothing for a comment posted without a rating. */
export function Stars({ value }: { value: number | null }) {
  if (value === null) return null;
  return (
    <span aria-label={`Rated ${value} out of 5`} className="text-amber-500">
      {"★".repeat(Math.round(value))}
      <span className="text-gray-300">{"★".repeat(5 - Math.round(value))}</span>
    </span>
  );
}
