/**
 * The request header carrying a solved proof-of-work challenge (the widget's base64 payload) when a request refused
 * past a soft limit is sent again. Shared by the server (lib/abuse/rate-limit.ts) and the browser (lib/api/client.ts);
 * a file of its own so browser code importing it pulls in nothing else.
 */
export const CHALLENGE_HEADER = "x-mnb-challenge";
