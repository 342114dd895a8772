"use client";
// Like and dislike for a comment, reply or review. The server counts one reaction per visitor and answers the
// updated item, which the caller swaps in, so the counts shown are always the server's.
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { apiFetch, messageOr } from "@/lib/api/client";

type Props<T> = { path: string; label: string; likes: number; dislikes: number; onUpdated: (item: T) => void };

const buttonClass = "rounded px-2 py-1 hover:bg-gray-100 disabled:opacity-60";

/** "Like review by Ada, 3 likes": the name says what the button does and, like the button's text, the count. */
const nameOf = (verb: "Like" | "Dislike", label: string, count: number) =>
  `${verb} ${label}, ${count} ${verb.toLowerCase()}${count === 1 ? "" : "s"}`;

export function ReactionButtons<T>({ path, label, likes, dislikes, onUpdated }: Props<T>) {
  const [busy, setBusy] = useState(false);

  async function send(type: "like" | "dislike") {
    setBusy(true);
    try {
      onUpdated(await apiFetch<T>(path, { method: "PATCH", json: { type } }));
    } catch (error) {
      toast.error(messageOr(error, "Could not save your reaction."));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <button
        type="button"
        className={buttonClass}
        disabled={busy}
        onClick={() => send("like")}
        aria-label={nameOf("Like", label, likes)}
      >
        👍 <span>{likes}</span>
      </button>
      <button
        type="button"
        className={buttonClass}
        disabled={busy}
        onClick={() => send("dislike")}
        aria-label={nameOf("Dislike", label, dislikes)}
      >
        👎 <span>{dislikes}</span>
      </button>
    </>
  );
}
