"use client";
// The old site's subscribers on View Our Subscribers: how far asking them to confirm has got, "Ask the next 100" (each
// press asks one batch, so a long list never outlasts a request) and, after a confirmation, the removal of those who
// never confirmed — by default only those asked over 14 days ago, or every unconfirmed one if the admin ticks the box.
import { useState, type FormEvent } from "react";
import { buttonClass } from "@/components/ui/field";
import { ConfirmDialog } from "@/components/admin/kit/confirm-dialog";
import { useAction } from "@/components/admin/kit/use-action";
import type { ImportedProgress } from "@/lib/subscribers/imported";
import { IMPORTED_TEXT, RECONFIRM_GRACE_DAYS } from "@/lib/subscribers/promo-copy";

type Props = { progress: ImportedProgress; batch: number };

export function ImportedSubscribers({ progress, batch }: Props) {
  const ask = useAction();
  const remove = useAction();
  const [removing, setRemoving] = useState(false);
  const [all, setAll] = useState(false);

  const askNext = () =>
    ask.run<{ message: string }>(
      "/subscribers/imported/reconfirm",
      { method: "POST" },
      { success: (reply) => reply.message, failure: IMPORTED_TEXT.askFailed },
    );
  const removeUnconfirmed = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void remove.run<{ message: string }>(
      "/subscribers/imported/remove",
      { method: "POST", json: { all } },
      { success: (reply) => reply.message, failure: IMPORTED_TEXT.removeFailed, then: () => setRemoving(false) },
    );
  };

  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-gray-600">
        Addresses from the old site&apos;s list never confirmed, so they get no promos. Each is asked once whether it
        still wants our news; confirming makes it active.
      </p>
      <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
        {(
          [
            ["Imported", progress.imported],
            ["Asked", progress.asked],
            ["Confirmed", progress.confirmed],
            ["Left to ask", progress.left],
          ] as const
        ).map(([label, n]) => (
          <div key={label} className="rounded-md border border-gray-200 p-2">
            <dt className="text-gray-600">{label}</dt>
            <dd className="text-lg font-semibold">{n}</dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap items-center gap-4">
        <button
          type="button"
          onClick={askNext}
          disabled={ask.disabled || progress.left === 0}
          className={`${buttonClass} disabled:cursor-not-allowed disabled:opacity-50`}
        >
          {ask.busy
            ? "Asking..."
            : progress.left === 0
              ? "Everyone has been asked"
              : `Ask the next ${Math.min(batch, progress.left)} to confirm`}
        </button>
        <button
          type="button"
          onClick={() => setRemoving(true)}
          disabled={remove.disabled || progress.unconfirmed === 0}
          className="rounded-md border border-red-700 px-3 py-1 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:cursor-not-allowed disabled:opacity-50"
        >
          Remove imported subscribers who never confirmed
        </button>
      </div>
      <ConfirmDialog
        open={removing}
        onClose={() => setRemoving(false)}
        title="Remove imported subscribers who never confirmed?"
        busy={remove.busy}
        confirmLabel="Remove"
        busyLabel="Removing..."
        onSubmit={removeUnconfirmed}
        formLabel="Remove imported subscribers"
      >
        <p className="text-gray-700">
          Imported subscribers who were asked more than {RECONFIRM_GRACE_DAYS} days ago and did not confirm are removed
          from the newsletter list. Confirmed ones stay. This cannot be undone.
        </p>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={all} onChange={(e) => setAll(e.target.checked)} className="size-4" />
          Remove every unconfirmed imported subscriber ({progress.unconfirmed}), also those not asked yet or asked
          recently
        </label>
      </ConfirmDialog>
    </div>
  );
}
