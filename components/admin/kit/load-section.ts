// A section's read, for its server page: the data, or null (logged) when the database could not answer, so the page
// shows the spec's "Failed to fetch …" line instead of an error screen. Next's own signals pass through.
import "server-only";
import { unstable_rethrow } from "next/navigation";

export async function loadSection<T>(what: string, read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    unstable_rethrow(error);
    console.error(`${what} could not be loaded`, error);
    return null;
  }
}
