"use client";

export default function AdvertiseError({ reset }: { reset: () => void }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10" role="alert">
      <p className="text-red-700">Failed to load adverts</p>
      <button type="button" onClick={reset} className="mt-4 underline">
        Try again
      </button>
    </div>
  );
}
