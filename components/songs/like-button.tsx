"use client";
// The card's likes count and Like button: the count shown is the server's answer, so repeats never inflate it.
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { apiFetch } from "@/lib/api/client";

export function LikeButton({ slug, initialLikes }: { slug: string; initialLikes: number }) {
  const [likes, setLikes] = useState(initialLikes);
  const [busy, setBusy] = useState(false);

  async function like() {
    setBusy(true);
    try {
      const reply = await apiFetch<{ message: string; likes: number }>(`/likeSong/${slug}`, { method: "PATCH" });
      setLikes(reply.likes);
      toast.success("Liked!");
    } catch {
      toast.error("Failed to like the song.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex items-center gap-2">
      <span data-testid="likes-count">
        {likes} {likes === 1 ? "like" : "likes"}
      </span>
      <button
        type="button"
        onClick={like}
        disabled={busy}
        className="rounded-md bg-brand-dark px-3 py-1.5 text-sm font-semibold text-white hover:bg-ink disabled:opacity-60"
      >
        <span aria-hidden="true">♥ </span>Like
      </button>
    </div>
  );
}
