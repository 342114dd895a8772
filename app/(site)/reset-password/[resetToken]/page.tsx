import type { Metadata } from "next";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";

// The token is in the URL: keep it out of Referer headers sent to other sites.
// A one-off token link, answered per request: allowed to block, never cached (no shell worth prerendering).
export const instant = false;

export const metadata: Metadata = { title: "Reset Password", robots: { index: false }, referrer: "no-referrer" };

export default async function ResetPasswordPage({ params }: { params: Promise<{ resetToken: string }> }) {
  const { resetToken } = await params;
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <h1 className="mb-6 font-serif text-3xl font-bold">Choose a new password</h1>
      <ResetPasswordForm token={resetToken} />
    </div>
  );
}
