"use client";
// The nominate form (Celebrities To Feature In Our Spotlight) and the edit dialog's form (Manage Spotlight): name,
// category, description and image, sent with upload progress and a Cancel while the image travels.
import { useState, type ReactNode } from "react";
import type { z } from "zod";
import { Field, inputClass } from "@/components/ui/field";
import { PostForm, TextAreaField, TextField } from "@/components/ui/text-field";
import { useZodForm } from "@/components/ui/use-zod-form";
import { useSave } from "@/components/admin/kit/use-save";
import type { FileFields } from "@/components/admin/kit/use-form-upload";
import { FormActions } from "@/components/admin/kit/form-actions";
import { ImageInput } from "@/components/admin/kit/image-input";
import { messageOr } from "@/lib/api/client";
import type { SpotlightDto } from "@/lib/spotlights/spotlights";
import type { spotlightCreateSchema } from "@/lib/spotlights/schema";

const CATEGORIES = ["Male", "Female"] as const;
const IMAGE_REQUIRED = "Name, category, description and image are required.";

type Props =
  | { mode: "create"; spotlight?: undefined; doneHref?: undefined; cancel?: undefined }
  /** `doneHref`: the list with the dialog closed, where a save goes. */
  | { mode: "edit"; spotlight: SpotlightDto; doneHref: string; cancel: ReactNode };

const IMAGE_FILE: FileFields = { image: "image" };

export function SpotlightForm({ mode, spotlight, doneHref, cancel, direct }: Props & { direct: boolean }) {
  const [image, setImage] = useState<File | undefined>(undefined);
  const [imageError, setImageError] = useState("");
  const [serverError, setServerError] = useState("");
  const { upload, save } = useSave({
    files: { direct, fields: IMAGE_FILE },
    afterSave: doneHref,
    success: mode === "create" ? "Artist nominated successfully!" : "Spotlight updated",
    failure: () => (mode === "create" ? "Failed to nominate artist." : "Update failed"),
    onFailed: (error) => setServerError(messageOr(error, "")),
  });
  const { register, handleSubmit, reset, formState } = useZodForm(
    () =>
      import("@/lib/spotlights/schema").then((m) =>
        mode === "create" ? m.spotlightCreateSchema : m.spotlightUpdateSchema,
      ),
    {
      defaultValues: {
        name: spotlight?.name ?? "",
        category: spotlight?.category ?? "",
        description: spotlight?.description ?? "",
      },
    },
  );
  const { errors } = formState;
  const firstError = errors.name?.message ?? errors.category?.message ?? errors.description?.message;

  function chooseImage(file: File | undefined) {
    setImageError("");
    setImage(file);
  }

  function requireImage() {
    if (mode === "create" && !image) setImageError(IMAGE_REQUIRED);
  }

  async function onSubmit(values: z.output<typeof spotlightCreateSchema>) {
    if (mode === "create" && !image) return setImageError(IMAGE_REQUIRED);
    setServerError("");
    const body = new FormData();
    body.set("name", values.name);
    body.set("category", values.category === "male" ? "Male" : "Female");
    body.set("description", values.description);
    if (image) body.set("image", image);
    if (mode === "edit") return void (await save("PUT", `/spotlights/${spotlight.id}`, body));
    await save("POST", "/spotlights", body, () => {
      reset();
      setImage(undefined);
    });
  }

  const id = (name: string) => `${mode}-spotlight-${name}`;
  return (
    <PostForm
      onSubmit={(e) => {
        requireImage();
        return handleSubmit(onSubmit)(e);
      }}
      className="flex flex-col gap-4"
      aria-label={mode === "create" ? "Nominate a celebrity" : "Edit spotlight"}
    >
      <TextField id={id("name")} label="Name *" aria-invalid={!!errors.name} {...register("name")} />
      <Field id={id("category")} label="Category *">
        <select id={id("category")} className={inputClass} aria-invalid={!!errors.category} {...register("category")}>
          <option value="">Select category</option>
          {CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </Field>
      <TextAreaField
        id={id("description")}
        label="Description (style/outfit) *"
        rows={4}
        aria-invalid={!!errors.description}
        {...register("description")}
      />
      <ImageInput
        id={id("image")}
        label={mode === "create" ? "Image *" : "Replace image"}
        file={image}
        onChange={chooseImage}
        currentUrl={spotlight?.imageUrl}
        error={imageError}
      />
      {firstError && (
        <p role="alert" className="text-sm text-red-700">
          {firstError}
        </p>
      )}
      {serverError && (
        <p role="alert" className="text-sm text-red-700">
          {serverError}
        </p>
      )}
      <FormActions
        upload={upload}
        submit={mode === "create" ? "Nominate" : "Save"}
        submitting={upload.busy}
        cancel={cancel}
      />
    </PostForm>
  );
}
