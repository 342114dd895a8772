"use client";
// A smart link's row in edit mode (Smart Links section): title, artist, the five platform links (each only on its
// platform's own hosts, the same schema as the server's) and an optional new cover. Save toasts the result and goes
// back to the list (the URL without `edit`); Cancel is a link to the same place. With Blob on (`direct`) a new cover goes
// straight to Blob first. "Paste a streaming link" fills the empty fields from one song address (streaming-link-fill.tsx).
import { useState } from "react";
import { useWatch } from "react-hook-form";
import { Field, inputClass } from "@/components/ui/field";
import { PostForm, TextField } from "@/components/ui/text-field";
import { useZodForm } from "@/components/ui/use-zod-form";
import { messageOr } from "@/lib/api/client";
import type { SmartLinkAdminDto } from "@/lib/smart-links/smart-links";
import type { SmartLinkUpdateValues } from "@/lib/smart-links/schema";
import type { PlatformField } from "@/lib/smart-links/platforms";
import { SMART_LINK_UPDATE_FAILED, SMART_LINK_UPDATED } from "@/lib/smart-links/copy";
import { ImageInput } from "@/components/admin/kit/image-input";
import { FormActions } from "@/components/admin/kit/form-actions";
import { useSave } from "@/components/admin/kit/use-save";
import type { FileFields } from "@/components/admin/kit/use-form-upload";
import { PlatformSearchHint, StreamingLinkField, useStreamingFill } from "@/components/smart-links/streaming-link-fill";

/** The platforms' fields and labels, passed from the server (their module holds the schemas, i.e. zod). */
export type PlatformFields = { field: PlatformField; label: string }[];

/** The update call's form body: every text field (blank clears a platform) and `hidden`, plus a cover when chosen. */
export function smartLinkBody(
  values: Omit<SmartLinkUpdateValues, "hidden" | "releaseOn"> & { releaseOn?: Date | null },
  platforms: PlatformFields,
  hidden: boolean,
  cover?: File,
): FormData {
  const body = new FormData();
  body.set("songTitle", values.songTitle);
  body.set("artistName", values.artistName);
  for (const p of platforms) body.set(p.field, values[p.field] ?? "");
  // Left out (hiding or showing the link), the link keeps its release day; empty clears it.
  if (values.releaseOn !== undefined) body.set("releaseOn", values.releaseOn?.toISOString().slice(0, 10) ?? "");
  body.set("hidden", String(hidden));
  if (cover) body.set("coverImage", cover);
  return body;
}

const COVER_FILE: FileFields = { coverImage: "smart-link-cover" };

export function SmartLinkForm({
  link,
  platforms,
  doneHref,
  direct,
}: {
  link: SmartLinkAdminDto;
  platforms: PlatformFields;
  doneHref: string;
  direct: boolean;
}) {
  const { upload, save } = useSave({
    files: { direct, fields: COVER_FILE },
    afterSave: doneHref,
    success: SMART_LINK_UPDATED,
    failure: (error) => messageOr(error, SMART_LINK_UPDATE_FAILED),
  });
  const [cover, setCover] = useState<File | undefined>();
  const { register, formState, getValues, setValue, control, formProps } = useZodForm(
    () => import("@/lib/smart-links/schema").then((m) => m.smartLinkUpdateSchema),
    {
      defaultValues: {
        songTitle: link.songTitle,
        artistName: link.artistName,
        ...Object.fromEntries(platforms.map((p) => [p.field, link[p.field] ?? ""])),
        releaseOn: link.releaseOn ?? "",
      },
    },
  );
  const { errors, isSubmitting } = formState;
  const filler = useStreamingFill({
    read: (field) => String(getValues(field) ?? ""),
    write: (field, value) => setValue(field, value, { shouldDirty: true }),
    // The link's stored cover counts: it is replaced only on "Use the song's artwork as the cover".
    hasCover: () => Boolean(cover ?? link.coverImageUrl),
    setCover,
  });
  const watched = useWatch({ control });

  async function onSubmit(values: SmartLinkUpdateValues) {
    await save("PUT", `/smart-links/${link.slug}`, smartLinkBody(values, platforms, link.hidden, cover));
  }

  const id = (name: string) => `edit-smart-link-${link.id}-${name}`;
  const text = (name: "songTitle" | "artistName" | PlatformField, label: string, type = "text") => (
    <TextField id={id(name)} label={label} error={errors[name]} type={type} {...register(name)} />
  );
  return (
    <PostForm {...formProps(onSubmit)} aria-label={`Edit ${link.songTitle}`} className="flex flex-col gap-4 py-2">
      <StreamingLinkField id={id("streaming-link")} fill={filler} />
      <div className="grid gap-4 md:grid-cols-2">
        {text("songTitle", "Song title *")}
        {text("artistName", "Artist name *")}
        {platforms.map((p) => (
          <div key={p.field}>
            {text(p.field, p.label, "url")}
            <PlatformSearchHint
              field={p.field}
              label={p.label}
              empty={!String(watched[p.field] ?? "").trim()}
              artistName={String(watched.artistName ?? "")}
              songTitle={String(watched.songTitle ?? "")}
              shown={filler.tried}
            />
          </div>
        ))}
        <Field
          id={id("release-on")}
          label="Release date (Lagos)"
          hint="Before this day the page shows the date and takes release-day reminders; empty: out now."
          error={errors.releaseOn?.message}
        >
          <input id={id("release-on")} type="date" className={inputClass} {...register("releaseOn")} />
        </Field>
      </div>
      <ImageInput
        id={id("cover")}
        label="Replace cover image"
        file={cover}
        onChange={setCover}
        currentUrl={link.coverImageUrl}
      />
      <FormActions upload={upload} submit="Save" submitting={isSubmitting} cancelHref={doneHref} />
    </PostForm>
  );
}
