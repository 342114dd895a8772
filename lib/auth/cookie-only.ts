// The request header our own login form sends to say it lives on the httpOnly session cookie alone and wants no
// bearer token in the answer (lib/auth/login.ts). Shared by the form (browser) and the server.
export const COOKIE_ONLY_HEADER = "x-mnb-session";
