"use client";
// The creator's link-in-bio settings on /music-links/mine: handle, title and whether the page is published
// (PUT /mnb/api/link-page, the same zod schema as the handler, loaded on first focus or submit).
import { useState } from "react";
import { apiFetch, ApiRequestError, messageOr } from "@/lib/api/client";
import { buttonClass } from "@/components/ui/field";
import { PostForm, TextField } from "@/components/ui/text-field";
import { useZodForm } from "@/components/ui/use-zod-form";
import { toast } from "@/components/ui/toast";
import { LINK_PAGE_SAVE_FAILED, linkPageHandleHint } from "@/lib/smart-links/link-page-copy";
import { linkPagePath } from "@/lib/smart-links/paths";
import { SubmitButton } from "@/components/ui/submit-button";

const loadSchema = () => import("@/lib/smart-links/link-page-schema").then((m) => m.linkPageSchema);

type Settings = { handle: string; title: string; published: boolean };

export function LinkPageForm({ initial, siteUrl }: { initial: Settings | null; siteUrl: string }) {
  const [saved, setSaved] = useState<Settings | null>(initial);
  const { register, formState, setError, reset, watch, formProps } = useZodForm(loadSchema, {
    defaultValues: initial ?? { handle: "", title: "", published: true },
  });
  const { errors, isSubmitting } = formState;

  async function onSubmit(values: Settings) {
    try {
      const reply = await apiFetch<{ message: string; linkPage: Settings }>("/link-page", {
        method: "PUT",
        json: values,
      });
      setSaved(reply.linkPage);
      reset(reply.linkPage);
      toast.success(reply.message);
    } catch (error) {
      // A handle another creator holds belongs next to the handle field; anything else is a toast.
      if (error instanceof ApiRequestError && error.status === 409) setError("handle", { message: error.message });
      else toast.error(messageOr(error, LINK_PAGE_SAVE_FAILED));
    }
  }

  const address = saved ? `${siteUrl}${linkPagePath(saved.handle)}` : null;
  // The address as the handle being typed makes it (the schema trims and lowercases it the same way).
  const typed = (watch("handle") ?? "").trim().toLowerCase();
  return (
    <section aria-labelledby="link-page-heading" className="rounded-xl border border-gray-200 p-5">
      <h2 id="link-page-heading" className="font-serif text-xl font-bold">
        Your link-in-bio page
      </h2>
      <p className="mt-1 text-sm text-gray-700">
        One page with all your smart links, newest first, for your Instagram, TikTok or X bio.
      </p>
      {address && (
        <p className="mt-2 text-sm" role="status">
          {saved?.published ? "Published at " : "Not published. Its address: "}
          <a href={linkPagePath(saved!.handle)} className="break-all text-brand-dark underline">
            {address}
          </a>
        </p>
      )}
      <PostForm {...formProps(onSubmit)} aria-label="Link-in-bio page" className="mt-4 flex flex-col gap-4">
        <TextField
          id="link-page-handle"
          label="Handle"
          error={errors.handle}
          hint={typed ? `Your page's address: ${siteUrl}${linkPagePath(typed)}` : linkPageHandleHint(siteUrl)}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          {...register("handle")}
        />
        <TextField id="link-page-title" label="Page title" error={errors.title} {...register("title")} />
        <label className="flex items-center gap-2 text-sm font-medium">
          <input type="checkbox" className="size-4" {...register("published")} />
          Published
        </label>
        <SubmitButton className={`${buttonClass} self-start`} busy={isSubmitting}>
          {isSubmitting ? "Saving..." : "Save page"}
        </SubmitButton>
      </PostForm>
    </section>
  );
}
