export default function Loading() {
  return <p className="mx-auto max-w-6xl px-4 py-10" role="status">Loading songs...</p>;
}
