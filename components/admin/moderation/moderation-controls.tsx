"use client";
// The Moderation section's client parts: the rules form, each comment's actions (approve, hide, delete after a
// confirmation, ban the commenter in a dialog) and "Lift ban". Each sends one call, shows the answer in a toast and
// refreshes the server-rendered section.
import { useState, type FormEvent } from "react";
import { Field, buttonClass, inputClass } from "@/components/ui/field";
import { BAN_EXPLAINED, MODERATION_TEXT, type CommentKind } from "@/lib/moderation/copy";
import { ConfirmDelete } from "@/components/admin/kit/confirm-delete";
import { ConfirmDialog } from "@/components/admin/kit/confirm-dialog";
import { useAction } from "@/components/admin/kit/use-action";
import { SubmitButton } from "@/components/ui/submit-button";

/** Sends one moderation call and toasts the server's answer; true when it went through. */
function useCall() {
  const { busy, disabled, run } = useAction();
  const call = (path: string, init: RequestInit & { json?: unknown }, failure: string) =>
    run<{ message: string }>(path, init, { success: ({ message }) => message, failure });
  return { busy, disabled, call };
}

type Settings = { holdFirstComments: boolean; holdLinks: boolean; heldWords: string[] };

export function ModerationSettingsForm({ settings }: { settings: Settings }) {
  const { busy, call } = useCall();
  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void call(
      "/moderation-settings",
      {
        method: "PUT",
        json: {
          holdFirstComments: form.get("holdFirstComments") === "on",
          holdLinks: form.get("holdLinks") === "on",
          heldWords: String(form.get("heldWords") ?? ""),
        },
      },
      MODERATION_TEXT.failed,
    );
  }
  return (
    <form method="post" onSubmit={save} aria-label="Comment rules" className="flex flex-col gap-3">
      <label className="flex items-start gap-2">
        <input type="checkbox" name="holdFirstComments" defaultChecked={settings.holdFirstComments} className="mt-1" />
        <span>
          Hold a new commenter&apos;s comments for approval
          <span className="block text-sm text-gray-600">
            Until one of their comments is approved. Off: comments are published at once.
          </span>
        </span>
      </label>
      <label className="flex items-start gap-2">
        <input type="checkbox" name="holdLinks" defaultChecked={settings.holdLinks} className="mt-1" />
        <span>Hold comments that contain a web address</span>
      </label>
      <Field id="held-words" label="Hold comments with these words" hint="One per line or comma separated.">
        <textarea
          id="held-words"
          name="heldWords"
          rows={3}
          defaultValue={settings.heldWords.join("\n")}
          className={inputClass}
        />
      </Field>
      <SubmitButton className={`${buttonClass} self-start`} busy={busy}>
        {busy ? "Saving..." : "Save rules"}
      </SubmitButton>
    </form>
  );
}

type Item = { kind: CommentKind; id: string; name: string; status: "pending" | "published" | "hidden" };

export function CommentActions({ item }: { item: Item }) {
  const { busy, disabled, call } = useCall();
  const [banning, setBanning] = useState(false);
  const [reasonError, setReasonError] = useState("");
  const path = `/moderation/${item.kind}/${item.id}`;
  const act = (action: "approve" | "hide") => call(path, { method: "PATCH", json: { action } }, MODERATION_TEXT.failed);

  async function ban(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const reason = String(form.get("reason") ?? "").trim();
    if (!reason) return setReasonError(MODERATION_TEXT.reasonRequired);
    setReasonError("");
    const done = await call(
      `${path}/ban`,
      { method: "POST", json: { reason, endsAt: String(form.get("endsAt") ?? "") } },
      MODERATION_TEXT.failed,
    );
    if (done) setBanning(false);
  }

  const link = "text-brand-dark underline disabled:opacity-60";
  return (
    <div className="flex flex-wrap gap-3">
      {item.status !== "published" && (
        <button type="button" className={link} disabled={disabled} onClick={() => act("approve")}>
          Approve
        </button>
      )}
      {item.status !== "hidden" && (
        <button type="button" className={link} disabled={disabled} onClick={() => act("hide")}>
          Hide
        </button>
      )}
      <ConfirmDelete
        path={path}
        name={`comment by ${item.name}`}
        success={MODERATION_TEXT.deleted}
        failure={MODERATION_TEXT.failed}
      />
      <button type="button" className="text-red-700 underline" onClick={() => setBanning(true)}>
        Ban
      </button>
      <ConfirmDialog
        open={banning}
        onClose={() => setBanning(false)}
        title={`Ban ${item.name}?`}
        busy={busy}
        confirmLabel="Ban"
        busyLabel="Banning..."
        onSubmit={ban}
        formLabel={`Ban ${item.name}`}
      >
        <p className="text-gray-700">{BAN_EXPLAINED}</p>
        <Field id={`ban-reason-${item.id}`} label="Reason *" error={reasonError}>
          <input id={`ban-reason-${item.id}`} name="reason" maxLength={300} className={inputClass} />
        </Field>
        <Field id={`ban-ends-${item.id}`} label="Ends (Lagos time)" hint="Leave empty for a ban without end.">
          <input id={`ban-ends-${item.id}`} name="endsAt" type="datetime-local" className={inputClass} />
        </Field>
      </ConfirmDialog>
    </div>
  );
}

export function LiftBanButton({ id, reason }: { id: string; reason: string }) {
  const { disabled, call } = useCall();
  return (
    <button
      type="button"
      className="text-brand-dark underline disabled:opacity-60"
      disabled={disabled}
      aria-label={`Lift the ban: ${reason}`}
      onClick={() => call(`/commenter-bans/${id}`, { method: "DELETE" }, MODERATION_TEXT.failed)}
    >
      Lift ban
    </button>
  );
}
