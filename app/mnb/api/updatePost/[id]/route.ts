// PUT /mnb/api/updatePost/{id} – edit a post; the image is replaced only when a new one is sent (admin)
import { withAdmin, withRecord } from "@/lib/api/handler";
import { formFields, parseWith, readForm } from "@/lib/api/body";
import { updatePost } from "@/lib/posts/writes";
import { postUpdateSchema } from "@/lib/posts/schema";
import { otherMethods } from "@/lib/api/not-allowed";
import { withImage } from "@/lib/api/old-client";

export const PUT = withAdmin<{ id: string }>(async ({ req, params, caller }) => {
  const form = await readForm(req, ["post-image"]);
  const post = await updatePost(caller, params.id, parseWith(postUpdateSchema, formFields(form)), form.get("image"));
  return withRecord("Post updated successfully!", "post", withImage(post));
});

export const { GET, HEAD, POST, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/updatePost/[id]");
