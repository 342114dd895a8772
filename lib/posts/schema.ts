// One schema per post form, shared by the admin forms (react-hook-form) and the route handlers. Categories arrive as
// comma-separated text and leave as a clean list (split once, here).
import { z } from "zod";
import { splitCategories } from "@/lib/posts/category-rules";
import { lagosLocalToUtc } from "@/lib/core/lagos-time";
import { POST_STATUS_LABEL, POST_TEXT, type PostStatusChoice } from "@/lib/posts/copy";
import { markdownImages, pictureProblem, POST_FORMATS, type PostFormat } from "@/lib/posts/markdown-syntax";
import { optionalText, requiredText } from "@/lib/core/form-basics";

const REQUIRED = POST_TEXT.required;
const EDIT_REQUIRED = POST_TEXT.editRequired;

const categories = z.string().max(500).optional().default("").transform(splitCategories);

/**
 * `plain` (the old client's text, and every post written before Markdown) or `markdown` (the editor). Left out, a new
 * post is plain text and an edit keeps the post's format, so the old client's addPost and updatePost work as before.
 */
const format = z.enum(POST_FORMATS, { error: POST_TEXT.badFormat }).optional();

/**
 * A Markdown post's pictures: each has alt text and comes from our storage (lib/posts/markdown-syntax.ts). Checked
 * here so the editor hears it before saving; the save then looks up any size the text does not give.
 */
export const PICTURE_MESSAGE = { "not-stored": POST_TEXT.imageNotStored, "no-alt": POST_TEXT.imageAltMissing };

function checkPictures(post: { content: string; format?: PostFormat }, ctx: z.RefinementCtx) {
  if (post.format !== "markdown") return;
  for (const image of markdownImages(post.content)) {
    const problem = pictureProblem(image);
    if (problem) ctx.addIssue({ code: "custom", path: ["content"], message: PICTURE_MESSAGE[problem](image.src) });
  }
}

/**
 * When the post is public. Sent as `status` (draft, scheduled, published) and, for scheduled, `publishAt` as a
 * `datetime-local` value read as Lagos time. Left out, a new post is published at once (what the old client's
 * addPost does) and an edit keeps the post's status.
 */
export type Publication = { status: "DRAFT" } | { status: "PUBLISHED" } | { status: "SCHEDULED"; publishAt: Date };

const statusChoices = Object.keys(POST_STATUS_LABEL) as [PostStatusChoice, ...PostStatusChoice[]];
const publicationFields = {
  status: z.enum(statusChoices, { error: POST_TEXT.badStatus }).optional(),
  publishAt: z.string().max(40).optional(),
  // "1" from the post form's autosave (a draft saved by itself): its revision is overwritten by the next one.
  autosave: z
    .literal("1", { error: POST_TEXT.badAutosave })
    .optional()
    .transform((v) => v === "1"),
};

function toPublication(
  { status, publishAt }: { status?: PostStatusChoice; publishAt?: string },
  ctx: z.RefinementCtx,
  now = Date.now(),
): Publication | undefined {
  if (status === undefined) return undefined;
  if (status === "draft") return { status: "DRAFT" };
  if (status === "published") return { status: "PUBLISHED" };
  const at = publishAt ? lagosLocalToUtc(publishAt) : null;
  if (!at) {
    ctx.addIssue({ code: "custom", path: ["publishAt"], message: POST_TEXT.publishAtMissing });
    return z.NEVER;
  }
  if (at.getTime() <= now) {
    ctx.addIssue({ code: "custom", path: ["publishAt"], message: POST_TEXT.publishAtPast });
    return z.NEVER;
  }
  return { status: "SCHEDULED", publishAt: at };
}

/**
 * The publish time's own message also when another field is missing: the transform below runs only on an otherwise
 * valid post, so without this an empty scheduled post would hear only "Please fill in all required fields.".
 */
const publishAtAlongside = [
  (post: { status?: PostStatusChoice; publishAt?: string }, ctx: z.RefinementCtx) => {
    if (post.status === "scheduled") toPublication(post, ctx);
  },
  { when: (payload: { issues: unknown[] }) => payload.issues.length > 0 },
] as const;

/** The post's fields with `status` and `publishAt` replaced by the `publication` they name. */
function withPublication<T extends { status?: PostStatusChoice; publishAt?: string }>(
  { status, publishAt, ...post }: T,
  ctx: z.RefinementCtx,
) {
  return { ...post, publication: toPublication({ status, publishAt }, ctx) };
}

export const postCreateSchema = z
  .object({
    title: requiredText(REQUIRED, 200),
    content: requiredText(REQUIRED, 50_000),
    author: requiredText(REQUIRED, 100),
    categories,
    format,
    ...publicationFields,
  })
  .superRefine(checkPictures)
  .superRefine(...publishAtAlongside)
  .transform(withPublication);

export const postUpdateSchema = z
  .object({
    title: requiredText(EDIT_REQUIRED, 200),
    content: requiredText(EDIT_REQUIRED, 50_000),
    author: optionalText(100)
      .optional()
      .default("")
      .transform((a) => a || "Admin"),
    categories,
    format,
    ...publicationFields,
  })
  .superRefine(checkPictures)
  .superRefine(...publishAtAlongside)
  .transform(withPublication);

/** The editor's live preview: the text as typed (empty allowed), up to a post's length. */
export const postPreviewSchema = z.object({ content: z.string().max(50_000) });

export type PostCreateInput = z.input<typeof postCreateSchema>;
export type PostUpdateInput = z.input<typeof postUpdateSchema>;

export const POSTS_PAGE_SIZE = 9;
