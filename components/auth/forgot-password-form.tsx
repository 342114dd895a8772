"use client";
// /forgot-password: the stand-alone reset request (its texts differ from the one inside /login).
import { useState } from "react";
import { apiFetch } from "@/lib/client/api";
import { Field, buttonClass, inputClass } from "@/components/ui/field";

export function ForgotPasswordForm() {
  const [email, setEmail] = useState("");
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      await apiFetch("/request-password-reset", { method: "POST", json: { email } });
      setResult({ ok: true, text: "Password reset link sent to your email." });
    } catch {
      setResult({ ok: false, text: "Something went wrong." });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" aria-label="Forgot password">
      <Field id="forgot-email" label="Email">
        <input id="forgot-email" type="email" required autoComplete="email" className={inputClass} value={email} onChange={(e) => setEmail(e.target.value)} />
      </Field>
      {result && <p role="status" className={result.ok ? "text-green-700" : "text-red-700"}>{result.text}</p>}
      <button type="submit" className={buttonClass} disabled={busy}>{busy ? "Sending..." : "Send Reset Link"}</button>
    </form>
  );
}
