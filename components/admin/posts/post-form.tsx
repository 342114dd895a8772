"use client";
// Create Post (dashboard) and Edit Post (/admin/edit-post/{id}) share this form and the post schemas.
import Image from "next/image";
import { useCallback, useState } from "react";
import { apiFetch, messageOr } from "@/lib/api/client";
import type { z } from "zod";
import type { postCreateSchema } from "@/lib/posts/schema";
import { EDITOR_TEXT, POST_STATUS_LABEL, type PostStatusChoice } from "@/lib/posts/copy";
import { utcToLagosLocal } from "@/lib/core/lagos-time";
import type { PostDto } from "@/lib/posts/posts";
import { Field, inputClass } from "@/components/ui/field";
import { useZodForm } from "@/components/ui/use-zod-form";
import { FormActions } from "@/components/admin/kit/form-actions";
import { useSave } from "@/components/admin/kit/use-save";
import type { FileFields } from "@/components/admin/kit/use-form-upload";
import { MarkdownEditor } from "./markdown-editor";
import { useAutosave } from "./use-autosave";

const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp"];
/** The image goes straight to Blob when the page says uploads do (`direct`). */
type Props = ({ mode: "create"; post?: undefined } | { mode: "edit"; post: PostDto }) & { direct: boolean };
const IMAGE_FILE: FileFields = { image: "post-image" };

/** What an autosave sends: the text fields of either form (edit leaves the author optional). */
type Values = { title: string; content: string; author?: string; categories?: string; format?: string };
/** An autosave's form: the text fields as they are, always as a draft (never publishes anything). */
function draftForm(values: Values) {
  const body = new FormData();
  for (const name of ["title", "content", "author", "categories", "format"] as const)
    body.set(name, values[name] ?? "");
  body.set("status", "draft");
  // Its revision is overwritten by the next autosave, so History keeps the deliberate saves.
  body.set("autosave", "1");
  return body;
}
async function sendDraft(values: Values, id: string | null) {
  const path = id ? `/updatePost/${id}` : "/addPost";
  const reply = await apiFetch<{ post: { id: string } }>(path, {
    method: id ? "PUT" : "POST",
    body: draftForm(values),
  });
  return reply.post.id;
}
const lagosClock = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Africa/Lagos",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

export function PostForm({ mode, post, direct }: Props) {
  const { upload, save } = useSave({
    files: { direct, fields: IMAGE_FILE },
    // Saving an edit goes back to Manage Posts; a new post clears the form for the next one.
    afterSave: mode === "edit" ? "/admin/manage-posts" : undefined,
    history: "push",
    success: (reply) =>
      mode === "edit"
        ? "Post updated successfully!"
        : reply?.status === "published"
          ? "Post added successfully!"
          : "Post saved.",
    failure: (error) => (mode === "create" ? messageOr(error, "Failed to add post.") : "Failed to update post."),
  });
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState("");
  const [previewUrl, setPreviewUrl] = useState<string | null>(post?.imageUrl ?? null);
  const [fileKey, setFileKey] = useState(0);
  const initialStatus = post?.status ?? "published";
  // Both schemas take the same fields; edit only relaxes the author.
  const { register, handleSubmit, reset, formState, watch, setValue, getValues } = useZodForm(
    () => import("@/lib/posts/schema").then((m) => (mode === "create" ? m.postCreateSchema : m.postUpdateSchema)),
    {
      defaultValues: {
        title: post?.title ?? "",
        content: post?.content ?? "",
        author: post?.author ?? (mode === "create" ? "" : "Admin"),
        categories: post?.categories.join(", ") ?? "",
        status: initialStatus,
        publishAt: post?.publishAt ? utcToLagosLocal(new Date(post.publishAt)) : "",
        // New posts are written in Markdown; an old plain post stays plain until the editor opts in.
        format: post?.format ?? "markdown",
      },
    },
  );
  const { errors, isSubmitting } = formState;
  // The publish time says what is wrong beside the field itself (the summary by the button is for the other fields).
  const firstError = errors.title?.message ?? errors.content?.message ?? errors.author?.message;
  const values = watch();
  const { status, format } = values;
  // A new post, or a draft being edited, saves itself; a published or scheduled post never changes silently.
  const autosave = useAutosave<Values>({
    values,
    dirty: formState.isDirty,
    enabled: mode === "create" || post.status === "draft",
    ready: useCallback(
      (v: Values) => !!v.title.trim() && !!v.content.trim() && (mode === "edit" || !!v.author?.trim()),
      [mode],
    ),
    send: sendDraft,
    initialId: mode === "edit" ? post.id : null,
  });

  function chooseImage(file: File | undefined) {
    setImageError("");
    if (!file) return setImage(null);
    if (!IMAGE_TYPES.includes(file.type)) {
      setImage(null);
      setFileKey((k) => k + 1);
      return setImageError("Please choose a JPEG, PNG or WebP image.");
    }
    setImage(file);
    setPreviewUrl(URL.createObjectURL(file));
  }

  async function onSubmit(values: z.output<typeof postCreateSchema>) {
    const body = new FormData();
    body.set("title", values.title);
    body.set("content", values.content);
    body.set("author", values.author);
    body.set("categories", values.categories.join(", "));
    const publication = values.publication ?? { status: "PUBLISHED" };
    body.set("status", publication.status.toLowerCase());
    if (publication.status === "SCHEDULED") body.set("publishAt", utcToLagosLocal(publication.publishAt));
    if (values.format) body.set("format", values.format);
    if (image) body.set("image", image);
    const sent = getValues();
    // An autosave may have created this post already: the submit then updates it rather than adding a second one.
    const draftId = await autosave.settle();
    if (mode === "edit") {
      const ok = await save("PUT", `/updatePost/${post.id}`, body);
      return ok ? autosave.saved(sent, post.id) : autosave.resume();
    }
    const clear = () => {
      reset();
      autosave.saved(getValues(), null);
      setImage(null);
      setPreviewUrl(null);
      setFileKey((k) => k + 1);
    };
    const ok = draftId
      ? await save("PUT", `/updatePost/${draftId}`, body, clear)
      : await save("POST", "/addPost", body, clear);
    if (!ok) autosave.resume();
  }

  const id = (name: string) => `${mode}-post-${name}`;
  return (
    <form
      method="post"
      onSubmit={handleSubmit(onSubmit)}
      noValidate
      className="flex flex-col gap-4"
      aria-label={mode === "create" ? "Create post" : "Edit post"}
    >
      <Field id={id("title")} label="Title *">
        <input id={id("title")} className={inputClass} aria-invalid={!!errors.title} {...register("title")} />
      </Field>
      {mode === "edit" && post.format === "plain" && (
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={format === "markdown"}
            onChange={(e) => setValue("format", e.target.checked ? "markdown" : "plain", { shouldDirty: true })}
          />
          {EDITOR_TEXT.useMarkdown}
        </label>
      )}
      <Field id={id("content")} label="Content *">
        {format === "markdown" ? (
          <MarkdownEditor
            id={id("content")}
            field={register("content")}
            value={values.content}
            setText={(text) => setValue("content", text, { shouldDirty: true })}
            direct={direct}
            invalid={!!errors.content}
          />
        ) : (
          <textarea
            id={id("content")}
            rows={6}
            className={inputClass}
            aria-invalid={!!errors.content}
            {...register("content")}
          />
        )}
      </Field>
      {(mode === "create" || post.status === "draft") && (
        <p aria-live="polite" className="text-sm text-gray-600">
          {autosave.state.kind === "saving"
            ? EDITOR_TEXT.saving
            : autosave.state.kind === "saved"
              ? EDITOR_TEXT.savedAt(lagosClock.format(autosave.state.at))
              : autosave.state.kind === "failed"
                ? EDITOR_TEXT.autosaveFailed
                : ""}
        </p>
      )}
      <Field
        id={id("author")}
        label={mode === "create" ? "Author *" : "Author"}
        hint={mode === "edit" ? 'Left empty, the author is "Admin".' : undefined}
      >
        <input id={id("author")} className={inputClass} aria-invalid={!!errors.author} {...register("author")} />
      </Field>
      <Field id={id("categories")} label="Categories" hint="Comma separated, e.g. Music, Entertainment">
        <input id={id("categories")} className={inputClass} {...register("categories")} />
      </Field>
      <fieldset className="flex flex-col gap-3 rounded border border-gray-200 p-3">
        <legend className="px-1 font-semibold">Publishing</legend>
        <div className="flex flex-wrap gap-4">
          {(Object.keys(POST_STATUS_LABEL) as PostStatusChoice[]).map((choice) => (
            <label key={choice} className="flex items-center gap-2">
              <input
                type="radio"
                value={choice}
                {...register("status")}
                defaultValue={undefined}
                defaultChecked={choice === initialStatus}
              />
              {POST_STATUS_LABEL[choice]}
            </label>
          ))}
        </div>
        {status === "scheduled" && (
          <Field
            id={id("publish-at")}
            label="Publish at (Lagos time) *"
            hint="The post goes public at this time."
            error={errors.publishAt?.message}
          >
            <input
              id={id("publish-at")}
              type="datetime-local"
              className={inputClass}
              aria-invalid={!!errors.publishAt}
              aria-describedby={errors.publishAt ? `${id("publish-at")}-error` : undefined}
              {...register("publishAt")}
            />
          </Field>
        )}
        {status === "draft" && <p className="text-sm text-gray-600">Drafts are seen only here and by preview link.</p>}
      </fieldset>
      <Field id={id("image")} label={mode === "create" ? "Image" : "Replace Image"} error={imageError}>
        <input
          key={fileKey}
          id={id("image")}
          type="file"
          accept={IMAGE_TYPES.join(",")}
          onChange={(e) => chooseImage(e.target.files?.[0])}
        />
      </Field>
      {previewUrl && (
        <div className="relative aspect-[16/9] w-64 overflow-hidden rounded border">
          <Image
            src={previewUrl}
            alt={mode === "create" ? "Selected image" : "Current image"}
            fill
            sizes="256px"
            className="object-cover"
            unoptimized={previewUrl.startsWith("blob:")}
          />
        </div>
      )}
      <FormActions
        upload={upload}
        error={firstError}
        submitting={isSubmitting}
        submit={
          status === "draft"
            ? "Save Draft"
            : status === "scheduled"
              ? "Schedule Post"
              : mode === "create"
                ? "Create Post"
                : "Update Post"
        }
      />
    </form>
  );
}
