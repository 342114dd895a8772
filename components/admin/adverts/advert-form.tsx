"use client";
// Manage Adverts' create form, and the same form in a list row being edited: title, description, the partner's link,
// four optional social links (http or https only) and an optional picture, uploaded with progress and Cancel.
import { Controller } from "react-hook-form";
import { PostForm, TextAreaField, TextField } from "@/components/ui/text-field";
import { useZodForm } from "@/components/ui/use-zod-form";
import { messageOr } from "@/lib/api/client";
import type { AdvertDto } from "@/lib/adverts/adverts";
import type { AdvertInput } from "@/lib/adverts/schema";
import { ImageInput } from "@/components/admin/kit/image-input";
import { FormActions } from "@/components/admin/kit/form-actions";
import { useSave } from "@/components/admin/kit/use-save";
import type { FileFields } from "@/components/admin/kit/use-form-upload";

type Props =
  { mode: "create"; advert?: undefined; doneHref?: undefined } | { mode: "edit"; advert: AdvertDto; doneHref: string };

const SOCIALS = [
  { name: "facebook", label: "Facebook" },
  { name: "instagram", label: "Instagram" },
  { name: "twitter", label: "Twitter" },
  { name: "linkedin", label: "LinkedIn" },
] as const;

const IMAGE_FILE: FileFields = { image: "image" };
const TEXT_FIELDS = ["title", "description", "link", ...SOCIALS.map((s) => s.name)] as const;

export function AdvertForm({ mode, advert, doneHref, direct }: Props & { direct: boolean }) {
  const { upload, save } = useSave({
    files: { direct, fields: IMAGE_FILE },
    afterSave: doneHref,
    success: (reply) =>
      reply?.message || (mode === "create" ? "Advert created successfully!" : "Advert updated successfully!"),
    failure: (error) => messageOr(error, mode === "create" ? "Failed to create advert" : "Failed to update advert"),
  });
  const { register, control, handleSubmit, reset, formState } = useZodForm(
    () => import("@/lib/adverts/schema").then((m) => m.advertSchema),
    {
      defaultValues: {
        title: advert?.title ?? "",
        description: advert?.description ?? "",
        link: advert?.link ?? "",
        facebook: advert?.facebook ?? "",
        instagram: advert?.instagram ?? "",
        twitter: advert?.twitter ?? "",
        linkedin: advert?.linkedin ?? "",
        image: undefined,
      },
    },
  );
  const { errors, isSubmitting } = formState;

  async function onSubmit(values: AdvertInput) {
    const body = new FormData();
    for (const name of TEXT_FIELDS) body.set(name, values[name] ?? "");
    if (values.image) body.set("image", values.image);
    if (mode === "create") await save("POST", "/adverts", body, () => reset());
    else await save("PUT", `/updateAdvert/${advert.id}`, body);
  }

  const id = (name: string) => `${mode}-advert-${advert?.id ?? "new"}-${name}`;
  const text = (name: (typeof TEXT_FIELDS)[number], label: string, type = "text") => (
    <TextField id={id(name)} label={label} error={errors[name]} type={type} {...register(name)} />
  );
  return (
    <PostForm
      onSubmit={handleSubmit(onSubmit)}
      aria-label={mode === "create" ? "Create advert" : `Edit ${advert.title}`}
      className="flex flex-col gap-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {text("title", "Title *")}
        {text("link", "Link *", "url")}
      </div>
      <TextAreaField
        id={id("description")}
        label="Description *"
        error={errors.description}
        rows={3}
        {...register("description")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {SOCIALS.map((s) => (
          <div key={s.name}>{text(s.name, s.label, "url")}</div>
        ))}
      </div>
      <Controller
        control={control}
        name="image"
        render={({ field }) => (
          <ImageInput
            id={id("image")}
            label={mode === "create" ? "Image" : "Replace image"}
            file={field.value instanceof File ? field.value : undefined}
            onChange={field.onChange}
            currentUrl={advert?.imageUrl}
            error={errors.image?.message}
          />
        )}
      />
      <FormActions
        upload={upload}
        submit={mode === "create" ? "Create Advert" : "Save"}
        submitting={isSubmitting}
        cancelHref={mode === "edit" ? doneHref : undefined}
      />
    </PostForm>
  );
}
