// POST /mnb/api/posts/images – a picture for a post's text (multipart `file`), stored; answers { url, width, height } (admin)
import { created, withAdmin } from "@/lib/api/handler";
import { readForm } from "@/lib/api/body";
import { storeBodyPicture } from "@/lib/posts/image-sizes";
import { otherMethods } from "@/lib/api/not-allowed";

export const POST = withAdmin(async ({ req }) => {
  const form = await readForm(req, ["post-image"]);
  return created(await storeBodyPicture(form.get("file")));
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/posts/images");
