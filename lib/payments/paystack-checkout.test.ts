// The checkout's events, with Paystack's library replaced by a stand-in popup that fires the event under test.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { WALLET_FAILED } from "@/lib/payments/copy";

type Callbacks = {
  onSuccess?: (t: { reference?: string }) => void;
  onCancel?: () => void;
  onError?: (e: { message?: string }) => void;
};
const fire = vi.hoisted(() => ({ event: (callbacks: unknown): void => void callbacks, accessCodes: [] as string[] }));

vi.mock("@paystack/inline-js", () => ({
  default: class {
    resumeTransaction(accessCode: string, callbacks: Callbacks) {
      fire.accessCodes.push(accessCode);
      fire.event(callbacks);
    }
  },
}));

const { openCheckout } = await import("./paystack-checkout");

const handlers = () => ({ onSuccess: vi.fn(), onClose: vi.fn(), onWalletError: vi.fn() });
let assign: ReturnType<typeof vi.fn>;

beforeEach(() => {
  assign = vi.fn();
  vi.stubGlobal("window", { location: { assign } });
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("openCheckout", () => {
  it("resumes the server's transaction by its access code and reports success with the reference", async () => {
    fire.event = (c) => void (c as Callbacks).onSuccess?.({ reference: "MNB-x-000000000000" });
    const h = handlers();
    await openCheckout("code-1", "https://checkout.paystack.com/code-1", h);
    expect(fire.accessCodes.at(-1)).toBe("code-1");
    expect(h.onSuccess).toHaveBeenCalledWith("MNB-x-000000000000");
    expect(h.onClose).not.toHaveBeenCalled();
  });

  it("reports a closed checkout", async () => {
    fire.event = (c) => void (c as Callbacks).onCancel?.();
    const h = handlers();
    await openCheckout("code-2", "https://checkout.paystack.com/code-2", h);
    expect(h.onClose).toHaveBeenCalledOnce();
    expect(h.onSuccess).not.toHaveBeenCalled();
  });

  it("shows the spec's wallet message when Apple Pay fails, and stays on the page", async () => {
    fire.event = (c) => void (c as Callbacks).onError?.({ message: "Apple Pay session could not be validated" });
    const h = handlers();
    await openCheckout("code-3", "https://checkout.paystack.com/code-3", h);
    expect(h.onWalletError).toHaveBeenCalledWith(WALLET_FAILED);
    expect(assign).not.toHaveBeenCalled();
  });

  it("follows the authorization URL when the popup cannot be set up", async () => {
    fire.event = (c) => void (c as Callbacks).onError?.({ message: "Could not load checkout" });
    const h = handlers();
    await openCheckout("code-4", "https://checkout.paystack.com/code-4", h);
    expect(assign).toHaveBeenCalledWith("https://checkout.paystack.com/code-4");
    expect(h.onWalletError).not.toHaveBeenCalled();
  });
});
