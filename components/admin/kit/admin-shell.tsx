import Link from "next/link";
import type { ReactNode } from "react";
import { AdminNav } from "./admin-nav";
import { SignOutButton } from "./sign-out-button";

/** `badges`: a count to show beside a menu link (by its href) while above 0, e.g. comments waiting for moderation. */
export function AdminShell({
  email,
  badges = {},
  children,
}: {
  email: string;
  badges?: Record<string, number>;
  children: ReactNode;
}) {
  return (
    <div className="min-h-screen bg-gray-50">
      <header className="bg-ink text-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-4 py-3">
          <Link href="/admin-dashboard" className="font-serif text-xl font-bold">
            MNB Admin
          </Link>
          <div className="flex flex-wrap items-center gap-4 text-sm">
            <Link href="/home" className="hover:underline">
              View site
            </Link>
            <span className="text-white/70">{email}</span>
            <SignOutButton />
          </div>
        </div>
      </header>
      {/* Below lg the menu is a bar fixed to the foot of the screen (AdminNav): the frame keeps room for it under the
          last line, and --admin-bar tells a form's sticky Save bar (FormActions) to stop above it. */}
      <div className="admin-frame mx-auto flex max-w-7xl flex-col px-4 py-6 lg:flex-row lg:gap-6 lg:py-8">
        <AdminNav badges={badges} />
        <main id="main" className="min-w-0 flex-1">
          {children}
        </main>
      </div>
    </div>
  );
}
