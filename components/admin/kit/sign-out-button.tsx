"use client";
import { useRouter } from "next/navigation";
import { toast } from "@/components/ui/toast";
import { apiFetch } from "@/lib/api/client";

type Router = ReturnType<typeof useRouter>;

/** Ends this browser's session (server row and cookie), forgets the stored role and goes to the login page. */
export async function signOutHere(router: Router): Promise<void> {
  await apiFetch("/signOut", { method: "POST" });
  localStorage.removeItem("role");
  localStorage.removeItem("email");
  router.replace("/login");
  router.refresh();
}

export function SignOutButton({
  className = "rounded border border-white/40 px-3 py-1 hover:bg-white/10",
}: {
  className?: string;
}) {
  const router = useRouter();
  async function signOut() {
    try {
      await signOutHere(router);
      toast.success("Signed out.");
    } catch {
      toast.error("Sign out failed");
    }
  }
  return (
    <button type="button" onClick={signOut} className={className}>
      Sign out
    </button>
  );
}
