// The claim tokens of the smart links this browser made signed out, kept in localStorage until a signed-in visit to
// /music-links claims them (components/smart-links/claim-pending.tsx). A token only lets a signed-in account take a
// link nobody owns yet; it is never sent anywhere else.
const KEY = "mnb:smart-link-claims";

export function pendingClaims(): Record<string, string> {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(KEY) ?? "{}");
    return stored && typeof stored === "object" ? (stored as Record<string, string>) : {};
  } catch {
    return {};
  }
}

function save(claims: Record<string, string>) {
  try {
    if (Object.keys(claims).length) localStorage.setItem(KEY, JSON.stringify(claims));
    else localStorage.removeItem(KEY);
  } catch {
    /* storage full or refused: the link can still be approved by an admin */
  }
}

export const keepClaim = (slug: string, token: string) => save({ ...pendingClaims(), [slug]: token });

export function dropClaim(slug: string) {
  const claims = pendingClaims();
  delete claims[slug];
  save(claims);
}
