// @paystack/inline-js ships no types; lib/payments/paystack-checkout.ts describes the part it uses.
declare module "@paystack/inline-js";
