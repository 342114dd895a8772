"use client";
// A song row in edit mode (Manage Uploaded Songs): title, artist, album, genre from the edit list, and optional new
// audio and cover, sent with progress. Save toasts the spec's message and returns to the row's view (the URL without
// `edit`); Cancel is a link to the same place.
import { useState } from "react";
import type { z } from "zod";
import { toast } from "@/components/ui/toast";
import { Field, inputClass } from "@/components/ui/field";
import { PostForm, TextField } from "@/components/ui/text-field";
import { useZodForm } from "@/components/ui/use-zod-form";
import type { SongDto } from "@/lib/songs/songs";
import { isEditGenre, SONG_EDIT_GENRES } from "@/lib/songs/genres";
import { NO_SONG_SELECTED } from "@/lib/songs/copy";
import type { songUpdateSchema } from "@/lib/songs/schema";
import { FormActions } from "@/components/admin/kit/form-actions";
import { useSave } from "@/components/admin/kit/use-save";
import { SONG_FILES } from "./song-upload-form";

type Props = {
  song: Pick<SongDto, "slug" | "title" | "artist" | "albumName" | "genre">;
  doneHref: string;
  direct: boolean;
};

export function SongEditForm({ song, doneHref, direct }: Props) {
  const { upload, save } = useSave({
    files: { direct, fields: SONG_FILES },
    afterSave: doneHref,
    success: "Song updated successfully",
    failure: () => "Failed to update song",
  });
  const [audio, setAudio] = useState<File | null>(null);
  const [cover, setCover] = useState<File | null>(null);
  const { register, formState, formProps } = useZodForm(
    () => import("@/lib/songs/schema").then((m) => m.songUpdateSchema),
    {
      defaultValues: {
        title: song.title,
        artist: song.artist,
        albumName: song.albumName ?? "",
        genre: song.genre ?? "",
      },
    },
  );
  const { errors } = formState;
  const firstError = errors.title?.message ?? errors.artist?.message;
  // A song uploaded with a genre the edit list lacks (e.g. "Afrobeats") keeps it unless another is chosen.
  const keepsGenre = song.genre && !isEditGenre(song.genre) ? song.genre : null;

  async function onSubmit(values: z.output<typeof songUpdateSchema>) {
    if (!song.slug) return void toast.error(NO_SONG_SELECTED);
    const body = new FormData();
    body.set("title", values.title);
    body.set("artist", values.artist);
    body.set("albumName", values.albumName ?? "");
    body.set("genre", values.genre ?? "");
    if (audio) body.set("audio", audio);
    if (cover) body.set("coverImage", cover);
    await save("PUT", `/updateSong/${song.slug}`, body);
  }

  const id = (name: string) => `edit-song-${name}`;
  return (
    <PostForm {...formProps(onSubmit)} aria-label={`Edit ${song.title}`} className="flex flex-col gap-4 py-2">
      <div className="grid gap-4 md:grid-cols-2">
        <TextField id={id("title")} label="Title *" aria-invalid={!!errors.title} {...register("title")} />
        <TextField id={id("artist")} label="Artist *" aria-invalid={!!errors.artist} {...register("artist")} />
        <Field id={id("album")} label="Album Name">
          <input id={id("album")} className={inputClass} {...register("albumName")} />
        </Field>
        <Field id={id("genre")} label="Genre">
          <select id={id("genre")} className={inputClass} {...register("genre")}>
            {keepsGenre ? (
              <option value={keepsGenre}>{keepsGenre} (current)</option>
            ) : (
              !song.genre && <option value="">Select a genre</option>
            )}
            {SONG_EDIT_GENRES.map((genre) => (
              <option key={genre} value={genre}>
                {genre}
              </option>
            ))}
          </select>
        </Field>
        <Field id={id("audio")} label="Replace audio" hint="Leave empty to keep the current file.">
          <input
            id={id("audio")}
            type="file"
            accept="audio/*"
            onChange={(e) => setAudio(e.target.files?.[0] ?? null)}
          />
        </Field>
        <Field id={id("cover")} label="Replace cover image" hint="Leave empty to keep the current picture.">
          <input
            id={id("cover")}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            onChange={(e) => setCover(e.target.files?.[0] ?? null)}
          />
        </Field>
      </div>
      {firstError && (
        <p role="alert" className="text-sm text-red-700">
          {firstError}
        </p>
      )}
      <FormActions upload={upload} submit="Save" submitting={formState.isSubmitting} cancelHref={doneHref} />
    </PostForm>
  );
}
