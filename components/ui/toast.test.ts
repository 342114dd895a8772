import { beforeEach, describe, expect, it, vi } from "vitest";

const shown: string[] = [];
vi.mock("sonner", () => ({
  toast: { success: (m: string) => shown.push(`success: ${m}`), error: (m: string) => shown.push(`error: ${m}`) },
}));

describe("the lazy toast facade", () => {
  beforeEach(() => {
    shown.length = 0;
    vi.resetModules();
  });

  it("loads nothing and asks for no Toaster until the first toast", async () => {
    const { toastRequested } = await import("./toast");
    expect(toastRequested()).toBe(false);
  });

  it("mounts the Toaster once, on the first toast, and shows every toast in order", async () => {
    const { toast, toastRequested, onToastRequested } = await import("./toast");
    const requested = vi.fn();
    onToastRequested(requested);
    toast.success("Comment added!");
    toast.error("Failed to like the song.");
    expect(toastRequested()).toBe(true);
    expect(requested).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(shown).toEqual(["success: Comment added!", "error: Failed to like the song."]));
  });
});
