"use client";
// Manage Team Members: the add form and a row's edit form, checked by the same schema as the routes. Empty fields
// are not sent (the server stores them as null); the picture goes up with a progress bar and can be cancelled.
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Field, buttonClass, inputClass } from "@/components/ui/field";
import { toast } from "@/components/ui/toast";
import { useZodForm } from "@/components/ui/use-zod-form";
import { ApiRequestError } from "@/lib/client/api";
import type { TeamMemberDto } from "@/lib/data/team";
import type { TeamMemberFields } from "@/lib/validations/team";
import { ImageInput } from "./image-input";
import { UploadProgress } from "./upload-progress";
import { UploadCancelled, useUpload } from "./use-upload";

type Props =
  /** `afterSave`: where the list shows the new member (the last page). */
  | { mode: "create"; member?: undefined; afterSave: string }
  /** `afterSave`: the list without the open row (also the Cancel link). */
  | { mode: "edit"; member: TeamMemberDto; afterSave: string };

const TEXTS = {
  create: { ok: "Team member added successfully!", failed: "Failed to add team member", submit: "Add Team Member", form: "Add team member" },
  edit: { ok: "Team member updated successfully!", failed: "Failed to update team member", submit: "Save", form: "Edit team member" },
};

/** The spec's failure text, with the server's reason when it gave one (e.g. a refused picture). */
const failure = (error: unknown, text: string) => (error instanceof ApiRequestError && error.message ? `${text}: ${error.message}` : text);

export function TeamMemberForm({ mode, member, afterSave }: Props) {
  const router = useRouter();
  const upload = useUpload();
  const [image, setImage] = useState<File | null>(null);
  const [imageKey, setImageKey] = useState(0);
  const { register, handleSubmit, reset, formState } = useZodForm(() => import("@/lib/validations/team").then((m) => m.teamMemberSchema), {
    defaultValues: {
      name: member?.name ?? "", role: member?.role ?? "", quote: member?.quote ?? "",
      linkedin: member?.linkedin ?? "", twitter: member?.twitter ?? "", instagram: member?.instagram ?? "",
    },
  });
  const { errors, isSubmitting } = formState;
  const texts = TEXTS[mode];

  async function onSubmit(values: TeamMemberFields) {
    const body = new FormData();
    for (const [key, value] of Object.entries(values)) if (value) body.set(key, value);
    if (image) body.set("image", image);
    try {
      if (mode === "create") await upload.send("POST", "/teamMember", body);
      else await upload.send("PUT", `/teamMember/${member.id}`, body);
      toast.success(texts.ok);
      if (mode === "create") {
        reset();
        setImage(null);
        setImageKey((k) => k + 1);
        router.push(afterSave);
      } else {
        router.replace(afterSave);
      }
      router.refresh();
    } catch (error) {
      // A cancel that came after the bytes arrived may still have saved: the refresh shows what really happened.
      if (error instanceof UploadCancelled) return router.refresh();
      toast.error(failure(error, texts.failed));
    }
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
      <input id={id(name)} type="url" inputMode="url" placeholder="https://" className={inputClass} aria-invalid={!!errors[name]} {...register(name)} />
    </Field>
  );
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label={texts.form} className="grid gap-4 sm:grid-cols-2">
      {text("name", "Name *")}
      {text("role", "Role *")}
      <div className="sm:col-span-2">{text("quote", "Quote")}</div>
      {link("linkedin", "LinkedIn")}
      {link("twitter", "Twitter")}
      {link("instagram", "Instagram")}
      <ImageInput key={imageKey} id={id("image")} label={mode === "create" ? "Image" : "Replace image"} current={member?.image} onChange={setImage} />
      <div className="flex flex-col gap-3 sm:col-span-2">
        {required && <p role="alert" className="text-sm text-red-700">{required}</p>}
        <UploadProgress upload={upload} />
        <div className="flex items-center gap-4">
          <button type="submit" className={buttonClass} disabled={isSubmitting || upload.busy}>
            {upload.busy ? "Saving..." : texts.submit}
          </button>
          {mode === "edit" && <Link href={afterSave} className="text-brand-dark underline">Cancel</Link>}
        </div>
      </div>
    </form>
  );
}
