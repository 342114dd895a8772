// POST /mnb/api/addPost – create a post from multipart title, content, author, categories, image (admin)
import { created, withAdmin, withRecord } from "@/lib/api/handler";
import { formFields, parseWith, readForm } from "@/lib/api/body";
import { createPost } from "@/lib/posts/writes";
import { postCreateSchema } from "@/lib/posts/schema";
import { otherMethods } from "@/lib/api/not-allowed";
import { withImage } from "@/lib/api/old-client";

export const POST = withAdmin(async ({ req, caller }) => {
  const form = await readForm(req, ["post-image"]);
  const post = await createPost(caller, parseWith(postCreateSchema, formFields(form)), form.get("image"));
  return created(withRecord("Post added successfully!", "post", withImage(post)));
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/addPost");
