// Runs once when a Next.js server starts (never during `next build`).
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { installPeerAddressHeader } = await import("./lib/peer-address");
  installPeerAddressHeader();
}
