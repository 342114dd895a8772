"use client";
// /profile: view, Edit Profile → Save / Cancel, Sign out, and Delete (after confirmation; an admin is pointed to Manage
// Admins instead, which keeps the last admin). A new email asks for the
// current password and is applied only from the link sent to it, so the profile keeps showing the old one until then.
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useWatch } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { ApiRequestError, apiFetch } from "@/lib/api/client";
import type { ProfileDto, ProfileUpdateDto } from "@/lib/accounts/users";
import { PASSWORD_NEEDED, type ProfileUpdateInput } from "@/lib/accounts/schema";
import { buttonClass, Field, inputClass } from "@/components/ui/field";
import { PostForm } from "@/components/ui/text-field";
import { useZodForm } from "@/components/ui/use-zod-form";
import { SubmitButton } from "@/components/ui/submit-button";
import { VerifyAgain } from "./verify-again";

const EDITABLE: { name: keyof ProfileUpdateInput; label: string; type?: string }[] = [
  { name: "firstName", label: "First name" },
  { name: "middleName", label: "Middle name" },
  { name: "lastName", label: "Last name" },
  { name: "email", label: "Email", type: "email" },
  { name: "age", label: "Age", type: "number" },
];

/** The server's message for the current-password field, if that is what it refused. */
function passwordIssue(error: unknown): string | undefined {
  if (!(error instanceof ApiRequestError)) return undefined;
  const issues = (error.body as { issues?: { path: string; message: string }[] } | null)?.issues;
  return issues?.find((i) => i.path === "currentPassword")?.message;
}

export function ProfileView({ initial }: { initial: ProfileDto }) {
  const router = useRouter();
  const [profile, setProfile] = useState(initial);
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  const values = (p: ProfileDto): ProfileUpdateInput => ({
    firstName: p.firstName ?? "",
    middleName: p.middleName ?? "",
    lastName: p.lastName ?? "",
    email: p.email,
    age: p.age ?? "",
    currentPassword: "",
  });
  const { register, handleSubmit, reset, setError, control, formState } = useZodForm(
    () => import("@/lib/accounts/schema").then((m) => m.profileUpdateSchema),
    { defaultValues: values(initial) },
  );
  const { errors, isSubmitting } = formState;
  const changingEmail = (useWatch({ control, name: "email" }) ?? "").trim().toLowerCase() !== profile.email;

  async function save(input: ProfileUpdateInput) {
    if (changingEmail && !input.currentPassword) return setError("currentPassword", { message: PASSWORD_NEEDED });
    try {
      const updated = await apiFetch<ProfileUpdateDto>(`/updateUserProfile/${profile.id}`, {
        method: "PUT",
        json: changingEmail ? input : { ...input, currentPassword: undefined },
      });
      setProfile(updated);
      reset(values(updated));
      setEditing(false);
      setPendingEmail(updated.pendingEmail ?? null);
      if (updated.pendingEmail) toast.success(updated.message ?? "Check your new inbox to confirm your new email.");
      else toast.success("Profile updated!");
    } catch (error) {
      const issue = passwordIssue(error);
      if (issue) setError("currentPassword", { message: issue });
      else toast.error("Update failed");
    }
  }

  async function leave(action: "signOut" | "delete") {
    if (action === "delete" && !window.confirm("Delete your profile? Your account and personal data will be removed."))
      return;
    try {
      if (action === "delete") await apiFetch(`/deleteUserProfile/${profile.id}`, { method: "DELETE" });
      else await apiFetch("/signOut", { method: "POST" });
      localStorage.removeItem("role");
      localStorage.removeItem("email");
      toast.success(action === "delete" ? "Profile deleted." : "Signed out.");
      router.replace("/login");
      router.refresh();
    } catch {
      toast.error(action === "delete" ? "Failed to delete profile." : "Sign out failed");
    }
  }

  return (
    <div className="flex flex-col gap-6">
      {editing ? (
        <PostForm onSubmit={handleSubmit(save)} className="flex flex-col gap-4" aria-label="Edit profile">
          {EDITABLE.map((f) => (
            <Field key={f.name} id={`profile-${f.name}`} label={f.label} error={errors[f.name]?.message}>
              <input
                id={`profile-${f.name}`}
                type={f.type ?? "text"}
                className={inputClass}
                aria-invalid={!!errors[f.name]}
                {...register(f.name)}
              />
            </Field>
          ))}
          {changingEmail && (
            <Field
              id="profile-currentPassword"
              label="Current password"
              error={errors.currentPassword?.message}
              hint="Needed to change your email. We will send a link to the new address to confirm it."
            >
              <input
                id="profile-currentPassword"
                type="password"
                autoComplete="current-password"
                className={inputClass}
                aria-invalid={!!errors.currentPassword}
                {...register("currentPassword")}
              />
            </Field>
          )}
          <div className="flex gap-3">
            <SubmitButton busy={isSubmitting}>{isSubmitting ? "Saving..." : "Save"}</SubmitButton>
            <button
              type="button"
              className="rounded-md border px-4 py-2"
              onClick={() => {
                reset(values(profile));
                setEditing(false);
              }}
            >
              Cancel
            </button>
          </div>
        </PostForm>
      ) : (
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2" aria-label="Your profile">
          <dt className="font-semibold">Username</dt>
          <dd>{profile.username}</dd>
          <dt className="font-semibold">Name</dt>
          <dd>{[profile.firstName, profile.middleName, profile.lastName].filter(Boolean).join(" ")}</dd>
          <dt className="font-semibold">Email</dt>
          {/* A long address wraps at a phone's width instead of widening the page. */}
          <dd className="min-w-0 [overflow-wrap:anywhere]">
            {profile.email}
            {!profile.emailVerified && <VerifyAgain />}
            {pendingEmail && (
              <span role="status" className="block text-sm text-gray-600">
                Check your new inbox: {pendingEmail} is waiting for confirmation.
              </span>
            )}
          </dd>
          <dt className="font-semibold">Age</dt>
          <dd>{profile.age ?? "—"}</dd>
          <dt className="font-semibold">Role</dt>
          <dd>{profile.role}</dd>
        </dl>
      )}
      {!editing && (
        <div className="flex flex-wrap gap-3">
          <button type="button" className={buttonClass} onClick={() => setEditing(true)}>
            Edit Profile
          </button>
          <button type="button" className="rounded-md border px-4 py-2" onClick={() => leave("signOut")}>
            Sign out
          </button>
          {profile.role === "admin" ? (
            <p className="self-center text-sm text-gray-700">
              An admin account is removed in{" "}
              {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- into the dashboard's own layout: a full load */}
              <a href="/admin-dashboard/admins" className="text-brand-dark underline">
                Manage Admins
              </a>
              .
            </p>
          ) : (
            <button
              type="button"
              className="rounded-md border border-red-700 px-4 py-2 text-red-700"
              onClick={() => leave("delete")}
            >
              Delete Profile
            </button>
          )}
        </div>
      )}
    </div>
  );
}
