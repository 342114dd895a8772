"use client";
import { useRouter } from "next/navigation";
import { toast } from "@/components/ui/toast";
import { apiFetch } from "@/lib/client/api";

export function SignOutButton({ className = "rounded border border-white/40 px-3 py-1 hover:bg-white/10" }: { className?: string }) {
  const router = useRouter();
  async function signOut() {
    try {
      await apiFetch("/signOut", { method: "POST" });
      localStorage.removeItem("role");
      localStorage.removeItem("email");
      toast.success("Signed out.");
      router.replace("/login");
      router.refresh();
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
