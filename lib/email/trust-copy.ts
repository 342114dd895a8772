// Texts of the pages behind links in our emails (docs/features/email.md): "confirm your email address" (in the welcome
// email), "confirm your new email" (sent to a new address) and "this wasn't me — never email me again" (in every email
// a stranger could have made us send).
export const VERIFY_TEXT = {
  title: "Confirm your email address",
  ask: "Confirm that this email address is yours, so your smart links and link page can be listed by search engines.",
  button: "Confirm my email",
  done: "Your email address is confirmed.",
  invalid: "This confirmation link is invalid or has expired. A password reset also confirms your email.",
  failed: "Failed to confirm your email. Please try again.",
  // On the profile while the address is not confirmed (POST /mnb/api/verify-email).
  pending: "Your email address is not confirmed yet, so your smart links and link page stay out of search engines.",
  again: "Send the link again",
  sent: "A new confirmation link is on its way to your email. It works for 30 days.",
  alreadyDone: "Your email address is already confirmed.",
  sendFailed: "Failed to send the link. Please try again.",
} as const;

// The page behind the link sent to a new address (POST /mnb/api/confirm-email-change answers the done text with it).
export const EMAIL_CHANGE_TEXT = {
  title: "Confirm your new email",
  ask: "Use this address for your My Nation Blog account from now on? Every device signed in to the account will be signed out.",
  button: "Confirm my new email",
  done: "Your email is changed. Please log in again.",
  failed: "Failed to change your email. Please try again.",
  afterwards: "Log in and change your email from your profile again to get a new link.",
} as const;

export const NOT_ME_TEXT = {
  title: "This wasn't me",
  ask: "Someone typed this address into a form on My Nation Blog. Stop every email from us to it, for good?",
  button: "Never email me again",
  done: "Done: we will never email this address again.",
  invalid: "This link is invalid.",
  failed: "Failed to save your choice. Please try again.",
} as const;
