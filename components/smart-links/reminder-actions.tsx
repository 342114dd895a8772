"use client";
// The fan's reminder page: Confirm while pending, Cancel either way; the server's message replaces the buttons once
// done.
import { useState } from "react";
import { apiFetch, messageOr } from "@/lib/api/client";
import { buttonClass } from "@/components/ui/field";
import { RELEASE_TEXT } from "@/lib/smart-links/reminder-copy";

type Props = { token: string; confirmed: boolean };

export function ReminderActions({ token, confirmed }: Props) {
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<{ text: string; ok: boolean } | null>(null);

  async function act(method: "POST" | "DELETE") {
    setBusy(true);
    try {
      const reply = await apiFetch<{ message: string }>(`/reminders/${encodeURIComponent(token)}`, { method });
      setDone({ text: reply.message, ok: true });
    } catch (error) {
      setDone({ text: messageOr(error, RELEASE_TEXT.requestFailed), ok: false });
    } finally {
      setBusy(false);
    }
  }

  if (done?.ok)
    return (
      <p role="status" className="text-lg font-medium">
        {done.text}
      </p>
    );
  return (
    <div className="flex flex-col items-start gap-3">
      {confirmed && <p className="text-lg">{RELEASE_TEXT.confirmed}</p>}
      <div className="flex flex-wrap gap-3">
        {!confirmed && (
          <button type="button" className={buttonClass} disabled={busy} onClick={() => act("POST")}>
            Confirm my reminder
          </button>
        )}
        <button
          type="button"
          className="rounded-md border border-gray-400 px-4 py-2 font-semibold disabled:opacity-60"
          disabled={busy}
          onClick={() => act("DELETE")}
        >
          Cancel my reminder
        </button>
      </div>
      {done && (
        <p role="alert" className="text-red-700">
          {done.text}
        </p>
      )}
    </div>
  );
}
