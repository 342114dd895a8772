export default function Loading() {
  return <p role="status">Loading post...</p>;
}
