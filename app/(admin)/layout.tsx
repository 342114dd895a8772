import type { Metadata } from "next";
import type { ReactNode } from "react";
import { requireAdminPage } from "@/lib/auth/guards";
import { AdminShell } from "@/components/admin/kit/admin-shell";
import { countPendingComments } from "@/lib/moderation/moderation";

// Admin screens are per request (the session is checked on the server every time): allowed to block, never cached.
export const instant = false;

export const metadata: Metadata = { title: "Admin Dashboard", robots: { index: false, follow: false } };

// One frame for every admin screen: /admin-dashboard/** and the spec's /admin/** paths (Manage Posts, Edit Post,
// the outbox). Each page and route handler also checks the session itself; this is the page's first check.
export default async function AdminLayout({ children }: { children: ReactNode }) {
  const admin = await requireAdminPage();
  // Read per request like the rest of the frame, so the menu's badge follows each approval (the page refreshes).
  const pending = await countPendingComments();
  return (
    <AdminShell email={admin.email} badges={{ "/admin-dashboard/moderation": pending }}>
      {children}
    </AdminShell>
  );
}
