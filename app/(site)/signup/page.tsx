import type { Metadata } from "next";
import { SignUpForm } from "@/components/auth/signup-form";

export const metadata: Metadata = { title: "Sign Up", description: "Create an account to book music services." };

export default function SignUpPage() {
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <h1 className="mb-6 font-serif text-3xl font-bold">Create your account</h1>
      <SignUpForm />
    </div>
  );
}
