// GET /old-address/{kind}/{key} – an old site's address next.config rewrites here (legacyRewrites in
// lib/legacy-addresses/rules.ts): a post or share page whose slug our rules refuse, or the old editor's address with a
// post's ObjectId. 308 to where it moved, the query kept, or 404 (anyone). A route, not the pages: a cached page
// cannot see the query it should keep, and a streamed admin page could only redirect after answering 200.
import { withRaw } from "@/lib/api/handler";
import { oldAddressResponse } from "@/lib/legacy-addresses/legacy-addresses";

export const GET = withRaw(async (req: Request, { params }: { params: Promise<{ kind: string; slug: string }> }) => {
  const { kind, slug } = await params;
  return oldAddressResponse(req, kind, slug);
});
