"use client";
// Upload New Artist's form, and the same form in a list row being edited. Create needs name, genre (the spec's seven)
// and an image; edit offers the spec's three genres plus the artist's own (so an artist stored with another genre
// can be renamed without losing it) and an optional new image. Uploads show their progress and can be cancelled.
import { useState } from "react";
import { Controller } from "react-hook-form";
import { Field, inputClass } from "@/components/ui/field";
import { PostForm, TextField } from "@/components/ui/text-field";
import { useZodForm } from "@/components/ui/use-zod-form";
import { messageOr } from "@/lib/api/client";
import { ARTIST_GENRES, editGenreOptions } from "@/lib/artists/genres";
import type { ArtistDto } from "@/lib/artists/artists";
import { ImageInput } from "@/components/admin/kit/image-input";
import { FormActions } from "@/components/admin/kit/form-actions";
import { useSave } from "@/components/admin/kit/use-save";
import type { FileFields } from "@/components/admin/kit/use-form-upload";

type Props =
  { mode: "create"; artist?: undefined; doneHref?: undefined } | { mode: "edit"; artist: ArtistDto; doneHref: string };

const IMAGE_FILE: FileFields = { image: "image" };

export function ArtistForm({ mode, artist, doneHref, direct }: Props & { direct: boolean }) {
  const [serverError, setServerError] = useState("");
  const { upload, save } = useSave({
    files: { direct, fields: IMAGE_FILE },
    afterSave: doneHref,
    success: (reply) =>
      mode === "create" ? reply?.message || "Artist uploaded successfully!" : "Artist updated successfully!",
    failure: (error) =>
      mode === "create" ? messageOr(error, "Error uploading artist. Please try again.") : "Error updating artist.",
    onFailed: (error) => setServerError(messageOr(error, "")),
  });
  const { register, control, handleSubmit, reset, formState } = useZodForm(
    () => import("@/lib/artists/schema").then((m) => (mode === "create" ? m.artistCreateSchema : m.artistUpdateSchema)),
    { defaultValues: { name: artist?.name ?? "", genre: artist?.genre ?? "", image: undefined } },
  );
  const { errors, isSubmitting } = formState;
  const formError = errors.name?.message ?? errors.genre?.message ?? errors.image?.message;
  const genres = mode === "create" ? ARTIST_GENRES : editGenreOptions(artist.genre);

  async function onSubmit(values: { name: string; genre: string; image?: File | string }) {
    setServerError("");
    const body = new FormData();
    body.set("name", values.name);
    body.set("genre", values.genre);
    if (values.image) body.set("image", values.image);
    if (mode === "create") await save("POST", "/addArtist", body, () => reset());
    else await save("PUT", `/updateArtist/${artist.id}`, body);
  }

  const id = (name: string) => `${mode}-artist-${artist?.id ?? "new"}-${name}`;
  const label = mode === "create" ? "Upload new artist" : `Edit ${artist.name}`;
  return (
    <PostForm onSubmit={handleSubmit(onSubmit)} aria-label={label} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField id={id("name")} label="Name *" aria-invalid={!!errors.name} {...register("name")} />
        <Field id={id("genre")} label="Genre *">
          <select id={id("genre")} className={inputClass} aria-invalid={!!errors.genre} {...register("genre")}>
            {mode === "create" && <option value="">Select genre</option>}
            {genres.map((g) => (
              <option key={g} value={g}>
                {g}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <Controller
        control={control}
        name="image"
        render={({ field }) => (
          <ImageInput
            id={id("image")}
            label={mode === "create" ? "Image *" : "Replace image"}
            file={field.value instanceof File ? field.value : undefined}
            onChange={field.onChange}
            currentUrl={artist?.imageUrl}
          />
        )}
      />
      {(formError || serverError) && (
        <p role="alert" className="text-sm text-red-700">
          {formError || serverError}
        </p>
      )}
      <FormActions
        upload={upload}
        submit={mode === "create" ? "Upload Artist" : "Save"}
        submitting={isSubmitting}
        cancelHref={mode === "edit" ? doneHref : undefined}
      />
    </PostForm>
  );
}
