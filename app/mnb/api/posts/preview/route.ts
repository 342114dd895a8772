// POST /mnb/api/posts/preview – a Markdown text rendered by the post page's own renderer, for the editor (admin)
import { withAdmin } from "@/lib/api/handler";
import { readJson } from "@/lib/api/body";
import { renderBody } from "@/lib/posts/markdown";
import { postPreviewSchema } from "@/lib/posts/schema";
import { otherMethods } from "@/lib/api/not-allowed";

export const POST = withAdmin(async ({ req }) => {
  const { content } = await readJson(req, postPreviewSchema);
  return { html: renderBody(content, { format: "markdown" }).html };
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/posts/preview");
