"use client";
// Upload Song: title, artist, album, genre (the upload list), description, audio and cover, sent with a progress bar
// and a Cancel. The slug is derived from the title (the spec's rule) and sent as the old client did; the server
// derives its own and keeps it unique.
import { useState } from "react";
import type { z } from "zod";
import { Field, inputClass } from "@/components/ui/field";
import { PostForm, TextField } from "@/components/ui/text-field";
import { useZodForm } from "@/components/ui/use-zod-form";
import { messageOr } from "@/lib/api/client";
import { slugify } from "@/lib/core/slug";
import { SONG_REQUIRED, SONG_UPLOAD_GENRES } from "@/lib/songs/genres";
import type { songCreateSchema } from "@/lib/songs/schema";
import { FormActions } from "@/components/admin/kit/form-actions";
import { useSave } from "@/components/admin/kit/use-save";
import type { FileFields } from "@/components/admin/kit/use-form-upload";

const AUDIO_ACCEPT = "audio/*";
const IMAGE_ACCEPT = "image/jpeg,image/png,image/webp";

/** The song forms' file fields and what each one is for the storage rules. */
export const SONG_FILES: FileFields = { audio: "audio", coverImage: "image" };

/** What a failed upload says: the spec's prefix and the server's message (or the error's own). */
export const uploadFailure = (error: unknown) =>
  `Failed to upload song: ${messageOr(error, error instanceof Error && error.message ? error.message : "Please try again.")}`;

export function SongUploadForm({ direct }: { direct: boolean }) {
  const { upload, save } = useSave({
    files: { direct, fields: SONG_FILES },
    success: "Song uploaded successfully!",
    failure: uploadFailure,
    reportCancel: true,
  });
  const [audio, setAudio] = useState<File | null>(null);
  const [cover, setCover] = useState<File | null>(null);
  const [fileError, setFileError] = useState("");
  const [fileKey, setFileKey] = useState(0);
  const { register, handleSubmit, reset, formState, preload } = useZodForm(
    () => import("@/lib/songs/schema").then((m) => m.songCreateSchema),
    {
      defaultValues: { title: "", artist: "", albumName: "", genre: "", description: "" },
    },
  );
  const { errors } = formState;
  const firstError = errors.title?.message ?? errors.artist?.message ?? errors.genre?.message ?? fileError;

  async function onSubmit(values: z.output<typeof songCreateSchema>) {
    if (!audio) return setFileError(SONG_REQUIRED);
    setFileError("");
    const body = new FormData();
    body.set("title", values.title);
    body.set("artist", values.artist);
    body.set("albumName", values.albumName ?? "");
    body.set("genre", values.genre);
    body.set("description", values.description ?? "");
    body.set("slug", slugify(values.title));
    body.set("audio", audio);
    if (cover) body.set("coverImage", cover);
    await save("POST", "/createSong", body, () => {
      reset();
      setAudio(null);
      setCover(null);
      setFileKey((k) => k + 1);
    });
  }

  return (
    <PostForm
      onSubmit={handleSubmit(onSubmit, () => !audio && setFileError(SONG_REQUIRED))}
      onFocus={preload}
      aria-label="Upload song"
      className="flex flex-col gap-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField id="song-title" label="Title *" aria-invalid={!!errors.title} {...register("title")} />
        <TextField id="song-artist" label="Artist *" aria-invalid={!!errors.artist} {...register("artist")} />
        <Field id="song-album" label="Album Name">
          <input id="song-album" className={inputClass} {...register("albumName")} />
        </Field>
        <Field id="song-genre" label="Genre *">
          <select id="song-genre" className={inputClass} aria-invalid={!!errors.genre} {...register("genre")}>
            <option value="">Select a genre</option>
            {SONG_UPLOAD_GENRES.map((genre) => (
              <option key={genre} value={genre}>
                {genre}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <Field id="song-description" label="Description">
        <textarea id="song-description" rows={3} className={inputClass} {...register("description")} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="song-audio" label="Audio file *" hint="MP3, M4A, WAV or OGG, up to 20 MB.">
          <input
            key={`audio-${fileKey}`}
            id="song-audio"
            type="file"
            accept={AUDIO_ACCEPT}
            aria-invalid={!!fileError}
            onChange={(e) => {
              setAudio(e.target.files?.[0] ?? null);
              setFileError("");
            }}
          />
        </Field>
        <Field id="song-cover" label="Cover image" hint="JPEG, PNG or WebP, up to 5 MB.">
          <input
            key={`cover-${fileKey}`}
            id="song-cover"
            type="file"
            accept={IMAGE_ACCEPT}
            onChange={(e) => setCover(e.target.files?.[0] ?? null)}
          />
        </Field>
      </div>
      {firstError && (
        <p role="alert" className="text-sm text-red-700">
          {firstError}
        </p>
      )}
      <FormActions upload={upload} submit="Upload Song" busyText="Uploading..." submitting={formState.isSubmitting} />
    </PostForm>
  );
}
