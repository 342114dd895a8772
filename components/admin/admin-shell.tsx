import Link from "next/link";
import type { ReactNode } from "react";
import { SignOutButton } from "./sign-out-button";

export function AdminShell({ email, children }: { email: string; children: ReactNode }) {
  return (
    <div className="min-h-screen bg-gray-50">
      <header className="bg-ink text-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-4 py-3">
          <Link href="/admin-dashboard" className="font-serif text-xl font-bold">MNB Admin</Link>
          <nav aria-label="Admin" className="flex flex-wrap items-center gap-4 text-sm">
            <Link href="/admin-dashboard" className="hover:underline">Dashboard</Link>
            <Link href="/admin/manage-posts" className="hover:underline">Manage Posts</Link>
            <Link href="/admin/outbox" className="hover:underline">Outbox</Link>
            <Link href="/home" className="hover:underline">View site</Link>
            <span className="text-white/70">{email}</span>
            <SignOutButton />
          </nav>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-7xl px-4 py-8">{children}</main>
    </div>
  );
}
