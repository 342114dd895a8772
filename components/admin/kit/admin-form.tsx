"use client";
// Manage Admins: the create form (name, email, password, optional picture) and a row's edit form (name, a new picture,
// and whether the account stays an admin; the email is shown, changed only by its admin from their profile). The rules are the account rules sign-up uses, checked here and
// again by the server; the server's message (e.g. an email already in use) is shown when it sends one.
import { useState } from "react";
import { Field, inputClass } from "@/components/ui/field";
import { EmailField, PostForm, TextField } from "@/components/ui/text-field";
import { useZodForm } from "@/components/ui/use-zod-form";
import { messageOr } from "@/lib/api/client";
import type { AdminDto } from "@/lib/accounts/admins";
import type { AdminCreateFields, AdminUpdateFields } from "@/lib/accounts/admin-schema";
import { FormActions } from "./form-actions";
import { ImageInput } from "./image-input";
import { useSave } from "./use-save";
import type { FileFields } from "./use-form-upload";

type Props =
  /** `afterSave`: the page where the newest admin is listed. */
  | { mode: "create"; admin?: undefined; afterSave: string; self?: undefined }
  /** `afterSave`: the list without the open row (also the Cancel link); `self`: the signed-in admin's own row. */
  | { mode: "edit"; admin: AdminDto; afterSave: string; self: boolean };
type Direct = { direct: boolean };
const IMAGE_FILE: FileFields = { image: "image" };

const firstError = (errors: Record<string, { message?: string } | undefined>) =>
  Object.values(errors).find((e) => e?.message)?.message;

export function AdminForm(props: Props & Direct) {
  return props.mode === "create" ? (
    <CreateAdminForm afterSave={props.afterSave} direct={props.direct} />
  ) : (
    <EditAdminForm {...props} />
  );
}

function CreateAdminForm({ afterSave, direct }: { afterSave: string } & Direct) {
  const { upload, save } = useSave({
    files: { direct, fields: IMAGE_FILE },
    afterSave,
    success: "Admin created successfully!",
    failure: (error) => messageOr(error, "Failed to create admin"),
    history: "push",
  });
  const [image, setImage] = useState<File | null>(null);
  const [imageKey, setImageKey] = useState(0);
  const { register, handleSubmit, reset, formState } = useZodForm(
    () => import("@/lib/accounts/admin-schema").then((m) => m.adminCreateSchema),
    {
      defaultValues: { name: "", email: "", password: "" },
    },
  );
  const { errors, isSubmitting } = formState;

  async function onSubmit(values: AdminCreateFields) {
    const body = new FormData();
    body.set("name", values.name);
    body.set("email", values.email);
    body.set("password", values.password);
    if (image) body.set("image", image);
    await save("POST", "/admins", body, () => {
      reset();
      setImage(null);
      setImageKey((k) => k + 1);
    });
  }

  return (
    <PostForm onSubmit={handleSubmit(onSubmit)} aria-label="Create admin" className="grid gap-4 sm:grid-cols-2">
      <TextField
        id="create-admin-name"
        label="Name *"
        autoComplete="off"
        aria-invalid={!!errors.name}
        {...register("name")}
      />
      <EmailField
        id="create-admin-email"
        label="Email *"
        autoComplete="off"
        aria-invalid={!!errors.email}
        {...register("email")}
      />
      <TextField
        id="create-admin-password"
        label="Password *"
        hint="At least 8 characters."
        type="password"
        autoComplete="new-password"
        aria-invalid={!!errors.password}
        {...register("password")}
      />
      <ImageInput
        key={imageKey}
        id="create-admin-image"
        label="Profile picture"
        file={image ?? undefined}
        onChange={(file) => setImage(file ?? null)}
      />
      <FormActions upload={upload} submit="Create Admin" submitting={isSubmitting} error={firstError(errors)} />
    </PostForm>
  );
}

function EditAdminForm({
  admin,
  afterSave,
  self,
  direct,
}: { admin: AdminDto; afterSave: string; self: boolean } & Direct) {
  const { upload, save } = useSave({
    files: { direct, fields: IMAGE_FILE },
    afterSave,
    success: "Admin updated successfully",
    failure: (error) => messageOr(error, "Failed to update admin"),
    history: "replace",
  });
  const [image, setImage] = useState<File | null>(null);
  const { register, handleSubmit, formState } = useZodForm(
    () => import("@/lib/accounts/admin-schema").then((m) => m.adminUpdateSchema),
    {
      defaultValues: { name: admin.name, email: admin.email, role: "ADMIN" },
    },
  );
  const { errors, isSubmitting } = formState;

  async function onSubmit(values: AdminUpdateFields) {
    const body = new FormData();
    body.set("name", values.name);
    body.set("email", values.email);
    if (values.role) body.set("role", values.role);
    if (image) body.set("image", image);
    // Demoting yourself ends your own sessions: the refreshed dashboard then sends you to the login page.
    await save("PUT", `/admins/${admin.id}`, body);
  }

  const id = (name: string) => `edit-admin-${admin.id}-${name}`;
  return (
    <PostForm onSubmit={handleSubmit(onSubmit)} aria-label="Edit admin" className="grid gap-4 sm:grid-cols-2">
      <TextField id={id("name")} label="Name *" aria-invalid={!!errors.name} {...register("name")} />
      <EmailField
        id={id("email")}
        hint="Each admin changes their own email from their profile, where the new address is confirmed."
        readOnly
        className={`${inputClass} bg-gray-50`}
        aria-invalid={!!errors.email}
        {...register("email")}
      />
      <Field
        id={id("role")}
        label="Access"
        hint={self ? "Making yourself a regular user signs you out." : "A regular user is signed out at once."}
      >
        <select id={id("role")} className={inputClass} {...register("role")}>
          <option value="ADMIN">Admin</option>
          <option value="USER">Regular user (remove admin access)</option>
        </select>
      </Field>
      <ImageInput
        id={id("image")}
        label="Replace picture"
        file={image ?? undefined}
        onChange={(file) => setImage(file ?? null)}
        currentUrl={admin.imageUrl}
      />
      <FormActions
        upload={upload}
        submit="Save"
        submitting={isSubmitting}
        error={firstError(errors)}
        cancelHref={afterSave}
      />
    </PostForm>
  );
}
