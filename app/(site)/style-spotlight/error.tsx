"use client";

export default function SpotlightError({ reset }: { reset: () => void }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10" role="alert">
      <p className="text-red-700">Failed to fetch spotlights</p>
      <button type="button" onClick={reset} className="mt-4 underline">
        Try again
      </button>
    </div>
  );
}
