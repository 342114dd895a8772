"use client";
// Retry one email of the outbox that was not sent; the answer says whether it went this time.
import { useAction } from "@/components/admin/kit/use-action";

export function RetryEmailButton({ id }: { id: string }) {
  const { busy, disabled, run } = useAction();
  const retry = () =>
    run<{ status: string }>(
      `/emails/${id}/retry`,
      { method: "POST" },
      {
        success: ({ status }) =>
          status === "FAILED"
            ? { error: "Sending failed again." }
            : status === "SENT"
              ? "Email sent."
              : "Email kept in the outbox (no email provider configured).",
        failure: "Retry failed.",
      },
    );
  return (
    <button type="button" onClick={retry} disabled={disabled} className="underline">
      {busy ? "Retrying..." : "Retry"}
    </button>
  );
}
