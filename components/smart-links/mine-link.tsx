// "Your smart links", for a signed-in creator only: read per request inside <Suspense>, so the generator page around
// it stays static. It also claims the links this browser made signed out (ClaimPending).
import Link from "@/components/ui/link";
import { getCaller } from "@/lib/auth";
import { ClaimPending } from "./claim-pending";

export async function MineLink() {
  const caller = await getCaller();
  if (!caller) return null;
  return (
    <p className="mb-6 text-right">
      <ClaimPending />
      <Link href="/music-links/mine" className="font-semibold text-brand-dark underline hover:text-ink">
        Your smart links
      </Link>
    </p>
  );
}
