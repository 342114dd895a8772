"use client";
// /signup: the account form, then a success view linking to /login.
import Link from "@/components/ui/link";
import { useState } from "react";
import { ApiRequestError, apiFetch, messageOr } from "@/lib/api/client";
import type { SignUpInput } from "@/lib/accounts/schema";
import { buttonClass } from "@/components/ui/field";
import { PostForm, TextField } from "@/components/ui/text-field";
import { useZodForm } from "@/components/ui/use-zod-form";
import { SubmitButton } from "@/components/ui/submit-button";

// The schema (and zod) load on first focus or submit, not with the page (see useZodForm).
const loadSchema = () => import("@/lib/accounts/schema").then((m) => m.signUpSchema);

const FIELDS: { name: keyof SignUpInput; label: string; type?: string; autoComplete?: string }[] = [
  { name: "username", label: "Username", autoComplete: "username" },
  { name: "firstName", label: "First name", autoComplete: "given-name" },
  { name: "middleName", label: "Middle name (optional)", autoComplete: "additional-name" },
  { name: "lastName", label: "Last name", autoComplete: "family-name" },
  { name: "age", label: "Age", type: "number" },
  { name: "email", label: "Email", type: "email", autoComplete: "email" },
  { name: "password", label: "Password", type: "password", autoComplete: "new-password" },
];

export function SignUpForm() {
  const [done, setDone] = useState(false);
  const [serverError, setServerError] = useState("");
  const { register, formState, formProps } = useZodForm(loadSchema);
  const { errors, isSubmitting } = formState;

  async function onSubmit(values: SignUpInput) {
    setServerError("");
    try {
      await apiFetch("/signUp", { method: "POST", json: values });
      setDone(true);
    } catch (error) {
      setServerError(
        error instanceof ApiRequestError && error.status === 409 && !error.message.startsWith("Username")
          ? "Email already exists. Please use a different one."
          : messageOr(error, "Signup failed"),
      );
    }
  }

  if (done) {
    return (
      <div role="status" className="flex flex-col gap-4">
        <p className="text-lg">Your account has been created. Welcome to My Nation Blog!</p>
        <Link href="/login" className={`${buttonClass} self-start`}>
          Go to Login
        </Link>
      </div>
    );
  }

  return (
    <PostForm {...formProps(onSubmit)} className="flex flex-col gap-4" aria-label="Sign up">
      {FIELDS.map((f) => (
        <TextField
          key={f.name}
          id={`signup-${f.name}`}
          label={f.label}
          error={errors[f.name]}
          type={f.type ?? "text"}
          autoComplete={f.autoComplete}
          inputMode={f.name === "age" ? "numeric" : undefined}
          {...register(f.name)}
        />
      ))}
      {serverError && (
        <p role="alert" className="text-sm text-red-700">
          {serverError}
        </p>
      )}
      <SubmitButton busy={isSubmitting}>{isSubmitting ? "Signing up..." : "Sign Up"}</SubmitButton>
      <p className="text-sm">
        Already have an account?{" "}
        <Link href="/login" className="underline">
          Login
        </Link>
      </p>
    </PostForm>
  );
}
