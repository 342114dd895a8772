"use client";
// The body of every error.tsx boundary: the screen's failure text and a Try again that re-renders the segment.
export function RouteError({
  message,
  reset,
  width = "max-w-6xl",
}: {
  message: string;
  reset: () => void;
  width?: string;
}) {
  return (
    <div className={`mx-auto ${width} px-4 py-10`} role="alert">
      <p className="text-red-700">{message}</p>
      <button type="button" onClick={reset} className="mt-4 underline">
        Try again
      </button>
    </div>
  );
}
