"use client";
// The reset-request mode of /login. A message starting with ✅ is styled as success, anything else as an error.
import { useState } from "react";
import { apiFetch, messageOr } from "@/lib/client/api";
import { Field, buttonClass, inputClass } from "@/components/ui/field";

export function ResetRequestForm({ onBack }: { onBack: () => void }) {
  const [email, setEmail] = useState("");
  const [message, setMessage] = useState("");
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const result = await apiFetch<{ message: string }>("/request-password-reset", { method: "POST", json: { email } });
      setMessage(result.message || "✅ If this email is registered, a reset link has been sent.");
    } catch (error) {
      setMessage(messageOr(error, "❌ Failed to send reset link."));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" aria-label="Reset password">
      <Field id="reset-email" label="Email">
        <input id="reset-email" type="email" required autoComplete="email" className={inputClass} value={email} onChange={(e) => setEmail(e.target.value)} />
      </Field>
      {message && (
        <p role="status" className={message.startsWith("✅") ? "text-sm text-green-700" : "text-sm text-red-700"}>{message}</p>
      )}
      <button type="submit" className={buttonClass} disabled={busy}>{busy ? "Sending..." : "Send Reset Link"}</button>
      <button type="button" className="self-start text-sm underline" onClick={onBack}>Back to Login</button>
    </form>
  );
}
