"use client";
// /login: the login form and the reset-request form, switched by "Forgot password?" / "Back to Login".
import Link from "@/components/ui/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { apiFetch, messageOr } from "@/lib/api/client";
import type { LoginInput } from "@/lib/auth/schema";
import { EmailField, PostForm, TextField } from "@/components/ui/text-field";
import { useZodForm } from "@/components/ui/use-zod-form";
import type { LoginResponse } from "@/lib/auth/login";
import { COOKIE_ONLY_HEADER } from "@/lib/auth/cookie-only";
import { ResetRequestForm } from "./reset-request-form";
import { SubmitButton } from "@/components/ui/submit-button";

// The schema (and zod) load on first focus or submit, not with the page (see useZodForm).
const loadSchema = () => import("@/lib/auth/schema").then((m) => m.loginSchema);

export function LoginForm({ adminOnly = false }: { adminOnly?: boolean }) {
  const [mode, setMode] = useState<"login" | "reset">("login");
  const [serverError, setServerError] = useState("");
  const router = useRouter();
  const { register, formState, formProps } = useZodForm(loadSchema, {
    defaultValues: { email: "", password: "" },
  });
  const { errors, isSubmitting } = formState;

  async function onSubmit(values: LoginInput) {
    setServerError("");
    try {
      const result = await apiFetch<LoginResponse>(adminOnly ? "/admins-login" : "/signIn", {
        method: "POST",
        json: values,
        headers: { [COOKIE_ONLY_HEADER]: "cookie" },
      });
      // The session lives in an httpOnly cookie; only non-secret hints are kept in the browser.
      localStorage.setItem("role", result.role);
      localStorage.setItem("email", result.email);
      toast.success(result.message);
      router.replace(result.role === "admin" ? "/admin-dashboard" : "/profile");
      router.refresh();
    } catch (error) {
      setServerError(messageOr(error, adminOnly ? "Something went wrong" : "Login failed"));
    }
  }

  if (mode === "reset") return <ResetRequestForm variant="login" onBack={() => setMode("login")} />;

  const fieldError = errors.email?.message ?? errors.password?.message;
  return (
    <PostForm {...formProps(onSubmit)} className="flex flex-col gap-4" aria-label={adminOnly ? "Admin login" : "Login"}>
      <EmailField id="login-email" aria-invalid={!!errors.email} {...register("email")} />
      <TextField
        id="login-password"
        label="Password"
        type="password"
        autoComplete="current-password"
        aria-invalid={!!errors.password}
        {...register("password")}
      />
      {(fieldError || serverError) && (
        <p role="alert" className="text-sm text-red-700">
          {fieldError ?? serverError}
        </p>
      )}
      <SubmitButton busy={isSubmitting}>{isSubmitting ? "Logging in..." : "Login"}</SubmitButton>
      {!adminOnly && (
        <div className="flex flex-wrap justify-between gap-2 text-sm">
          <button type="button" className="underline" onClick={() => setMode("reset")}>
            Forgot password?
          </button>
          <span>
            No account?{" "}
            <Link href="/signup" className="underline">
              Sign up
            </Link>
          </span>
        </div>
      )}
    </PostForm>
  );
}
