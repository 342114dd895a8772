"use client";
// Manage Team Members: the add form and a row's edit form, checked by the same schema as the routes. Empty fields
// are not sent (the server stores them as null); the picture goes up with a progress bar and can be cancelled.
import { useState } from "react";
import { Field, inputClass } from "@/components/ui/field";
import { PostForm } from "@/components/ui/text-field";
import { useZodForm } from "@/components/ui/use-zod-form";
import { ApiRequestError } from "@/lib/api/client";
import type { TeamMemberDto } from "@/lib/team/team";
import type { TeamMemberFields } from "@/lib/team/schema";
import { FormActions } from "@/components/admin/kit/form-actions";
import { ImageInput } from "@/components/admin/kit/image-input";
import { useSave } from "@/components/admin/kit/use-save";
import type { FileFields } from "@/components/admin/kit/use-form-upload";

type Props =
  /** `afterSave`: where the list shows the new member (the last page). */
  | { mode: "create"; member?: undefined; afterSave: string }
  /** `afterSave`: the list without the open row (also the Cancel link). */
  | { mode: "edit"; member: TeamMemberDto; afterSave: string };

const TEXTS = {
  create: {
    ok: "Team member added successfully!",
    failed: "Failed to add team member",
    submit: "Add Team Member",
    form: "Add team member",
  },
  edit: {
    ok: "Team member updated successfully!",
    failed: "Failed to update team member",
    submit: "Save",
    form: "Edit team member",
  },
};

const IMAGE_FILE: FileFields = { image: "image" };

export function TeamMemberForm({ mode, member, afterSave, direct }: Props & { direct: boolean }) {
  const texts = TEXTS[mode];
  const { upload, save } = useSave({
    files: { direct, fields: IMAGE_FILE },
    afterSave,
    success: texts.ok,
    // The spec's text, with the server's reason when it gave one (e.g. a refused picture).
    failure: (error) =>
      error instanceof ApiRequestError && error.message ? `${texts.failed}: ${error.message}` : texts.failed,
    history: mode === "create" ? "push" : "replace",
  });
  const [image, setImage] = useState<File | null>(null);
  const [imageKey, setImageKey] = useState(0);
  const { register, handleSubmit, reset, formState } = useZodForm(
    () => import("@/lib/team/schema").then((m) => m.teamMemberSchema),
    {
      defaultValues: {
        name: member?.name ?? "",
        role: member?.role ?? "",
        quote: member?.quote ?? "",
        linkedin: member?.linkedin ?? "",
        twitter: member?.twitter ?? "",
        instagram: member?.instagram ?? "",
      },
    },
  );
  const { errors, isSubmitting } = formState;

  async function onSubmit(values: TeamMemberFields) {
    const body = new FormData();
    for (const [key, value] of Object.entries(values)) if (value) body.set(key, value);
    if (image) body.set("image", image);
    if (mode === "edit") return save("PUT", `/teamMember/${member.id}`, body);
    await save("POST", "/teamMember", body, () => {
      reset();
      setImage(null);
      setImageKey((k) => k + 1);
    });
  }

  const id = (name: string) => `${mode}-team-${name}`;
  // Name and role answer the spec's one message: it is shown once, under the form.
  const required = errors.name?.message ?? errors.role?.message;
  const text = (name: "name" | "role" | "quote", label: string) => (
    <Field id={id(name)} label={label} error={name === "quote" ? errors.quote?.message : undefined}>
      <input id={id(name)} className={inputClass} aria-invalid={!!errors[name]} {...register(name)} />
    </Field>
  );
  const link = (name: "linkedin" | "twitter" | "instagram", label: string) => (
    <Field id={id(name)} label={label} error={errors[name]?.message}>
      <input
        id={id(name)}
        type="url"
        inputMode="url"
        placeholder="https://"
        className={inputClass}
        aria-invalid={!!errors[name]}
        {...register(name)}
      />
    </Field>
  );
  return (
    <PostForm onSubmit={handleSubmit(onSubmit)} aria-label={texts.form} className="grid gap-4 sm:grid-cols-2">
      {text("name", "Name *")}
      {text("role", "Role *")}
      <div className="sm:col-span-2">{text("quote", "Quote")}</div>
      {link("linkedin", "LinkedIn")}
      {link("twitter", "Twitter")}
      {link("instagram", "Instagram")}
      <ImageInput
        key={imageKey}
        id={id("image")}
        label={mode === "create" ? "Image" : "Replace image"}
        file={image ?? undefined}
        onChange={(file) => setImage(file ?? null)}
        currentUrl={member?.image}
      />
      <FormActions
        upload={upload}
        submit={texts.submit}
        submitting={isSubmitting}
        error={required}
        cancelHref={mode === "edit" ? afterSave : undefined}
      />
    </PostForm>
  );
}
