// POST /mnb/api/unsubscribe/{token} – one-click unsubscribe (RFC 8058; the mail app's POST or the page's button)
// GET  /mnb/api/unsubscribe/{token} – a mail app that opens the header link instead gets the page, which asks first
import { withApi } from "@/lib/api/handler";
import { unsubscribe } from "@/lib/subscribers/subscribers";
import { otherMethods } from "@/lib/api/not-allowed";

export const POST = withApi<{ token: string }>(async ({ params }) => unsubscribe(params.token));

// A relative Location, so the redirect stays on whatever host the proxy in front of the app answered on.
export const GET = withApi<{ token: string }>(
  async ({ params }) =>
    new Response(null, { status: 303, headers: { Location: `/unsubscribe/${encodeURIComponent(params.token)}` } }),
);

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/unsubscribe/[token]");
