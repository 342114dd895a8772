// Paystack's checkout in the browser: `@paystack/inline-js` is loaded with a dynamic import when the payer clicks Pay
// Now (no page pays for it up front) and resumes the transaction the server initialised (by its access code). Where
// the popup cannot open — the library fails to load, or Paystack reports a setup error — the payer follows the
// transaction's authorization URL instead (Paystack's own page, which returns to /payment/callback).
import { WALLET_FAILED } from "@/lib/payments/copy";

type PopupTransaction = { reference?: string };
type Popup = {
  resumeTransaction(
    accessCode: string,
    callbacks: {
      onSuccess?: (t: PopupTransaction) => void;
      onCancel?: () => void;
      onLoad?: () => void;
      onError?: (e: { message?: string }) => void;
    },
  ): unknown;
};

export type CheckoutHandlers = {
  onSuccess: (reference: string | undefined) => void;
  onClose: () => void;
  /** A wallet (Apple Pay) failure inside the checkout: the spec's message. */
  onWalletError: (message: string) => void;
};

export async function openCheckout(
  accessCode: string,
  authorizationUrl: string,
  handlers: CheckoutHandlers,
): Promise<void> {
  let Pop: new () => Popup;
  try {
    Pop = ((await import("@paystack/inline-js")) as unknown as { default: new () => Popup }).default;
  } catch (error) {
    console.error("Paystack checkout could not load; using its payment page", error);
    window.location.assign(authorizationUrl);
    return;
  }
  new Pop().resumeTransaction(accessCode, {
    onSuccess: (transaction) => handlers.onSuccess(transaction?.reference),
    onCancel: handlers.onClose,
    onError: (error) => {
      if (/apple\s*pay|wallet/i.test(error?.message ?? "")) return handlers.onWalletError(WALLET_FAILED);
      console.error("Paystack checkout setup failed; using its payment page", error);
      window.location.assign(authorizationUrl);
    },
  });
}
