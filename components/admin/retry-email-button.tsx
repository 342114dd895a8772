"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { apiFetch, messageOr } from "@/lib/client/api";

export function RetryEmailButton({ id }: { id: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  async function retry() {
    setBusy(true);
    try {
      const result = await apiFetch<{ status: string }>(`/emails/${id}/retry`, { method: "POST" });
      if (result.status === "FAILED") toast.error("Sending failed again.");
      else
        toast.success(
          result.status === "SENT" ? "Email sent." : "Email kept in the outbox (no email provider configured).",
        );
      router.refresh();
    } catch (error) {
      toast.error(messageOr(error, "Retry failed."));
    } finally {
      setBusy(false);
    }
  }
  return (
    <button type="button" onClick={retry} disabled={busy} className="underline">
      {busy ? "Retrying..." : "Retry"}
    </button>
  );
}
