"use client";
// Manage Workers Identity: the add form and a row's edit form. Name and role are required; the photo is optional and
// goes up with a progress bar (with Blob on, `direct`, straight to a private blob). The ID number is never on the form:
// the server assigns it.
import { useState } from "react";
import { PostForm, TextField } from "@/components/ui/text-field";
import { useZodForm } from "@/components/ui/use-zod-form";
import { messageOr } from "@/lib/api/client";
import type { WorkerDto } from "@/lib/team/workers";
import { workerPhotoPath, type WorkerFields } from "@/lib/team/worker-schema";
import { FormActions } from "@/components/admin/kit/form-actions";
import { ImageInput } from "@/components/admin/kit/image-input";
import { useSave } from "@/components/admin/kit/use-save";
import type { FileFields } from "@/components/admin/kit/use-form-upload";

type Props =
  /** `afterSave`: the first page, where the newest worker is listed. */
  | { mode: "create"; worker?: undefined; afterSave: string }
  /** `afterSave`: the list without the open row (also the Cancel link). */
  | { mode: "edit"; worker: WorkerDto; afterSave: string };

const PHOTO_FILE: FileFields = { photo: "worker-photo" };

const TEXTS = {
  create: {
    ok: "Worker created successfully",
    failed: "Error saving worker",
    submit: "Add Worker",
    form: "Add worker",
  },
  edit: { ok: "Worker updated successfully", failed: "Failed to update worker", submit: "Save", form: "Edit worker" },
};

export function WorkerForm({ mode, worker, afterSave, direct }: Props & { direct: boolean }) {
  const texts = TEXTS[mode];
  const { upload, save } = useSave({
    files: { direct, fields: PHOTO_FILE },
    afterSave,
    success: texts.ok,
    failure: (error) => messageOr(error, texts.failed),
    history: mode === "create" ? "push" : "replace",
  });
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoKey, setPhotoKey] = useState(0);
  const { register, handleSubmit, reset, formState } = useZodForm(
    () => import("@/lib/team/worker-schema").then((m) => m.workerSchema),
    {
      defaultValues: { name: worker?.name ?? "", role: worker?.role ?? "" },
    },
  );
  const { errors, isSubmitting } = formState;

  async function onSubmit(values: WorkerFields) {
    const body = new FormData();
    body.set("name", values.name);
    body.set("role", values.role);
    if (photo) body.set("photo", photo);
    if (mode === "edit") return save("PUT", `/updateWorker/${worker.id}`, body);
    await save("POST", "/worker", body, () => {
      reset();
      setPhoto(null);
      setPhotoKey((k) => k + 1);
    });
  }

  const id = (name: string) => `${mode}-worker-${name}`;
  // Both fields answer the spec's one message; it is shown once.
  const required = errors.name?.message ?? errors.role?.message;
  return (
    <PostForm onSubmit={handleSubmit(onSubmit)} aria-label={texts.form} className="grid gap-4 sm:grid-cols-2">
      <TextField id={id("name")} label="Name *" aria-invalid={!!errors.name} {...register("name")} />
      <TextField id={id("role")} label="Role *" aria-invalid={!!errors.role} {...register("role")} />
      {mode === "edit" && (
        <p className="text-sm text-gray-700 sm:col-span-2">
          ID Number: <strong>{worker.idNumber}</strong> (assigned by the server, never changes)
        </p>
      )}
      <ImageInput
        key={photoKey}
        id={id("photo")}
        label={mode === "create" ? "Photo" : "Replace photo"}
        file={photo ?? undefined}
        onChange={(file) => setPhoto(file ?? null)}
        currentUrl={worker?.photo ? workerPhotoPath(worker.id) : null}
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
