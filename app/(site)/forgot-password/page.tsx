import type { Metadata } from "next";
import { ResetRequestForm } from "@/components/auth/reset-request-form";

export const metadata: Metadata = { title: "Forgot Password", robots: { index: false } };

export default function ForgotPasswordPage() {
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <h1 className="mb-2 font-serif text-3xl font-bold">Forgot your password?</h1>
      <p className="mb-6 text-gray-600">Enter your email and we will send you a link to choose a new one.</p>
      <ResetRequestForm variant="page" />
    </div>
  );
}
