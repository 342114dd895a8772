import Link from "next/link";
import { notFound } from "next/navigation";
import { requireAdminPage } from "@/lib/auth/guards";
import { AdminSection } from "@/components/admin/admin-section";
import { findSection } from "@/components/admin/sections";

// Sections that are listed in the navigation but not built yet land here (a built section has its own route, which
// takes precedence); any other path under /admin-dashboard is a 404.
export default async function UpcomingSectionPage({ params }: { params: Promise<{ section: string }> }) {
  await requireAdminPage();
  const section = findSection((await params).section);
  if (!section || section.ready) notFound();
  return (
    <AdminSection title={section.title}>
      <p className="rounded-lg bg-white p-6 shadow-sm">
        This section is not available yet. <Link href="/admin-dashboard" className="text-brand-dark underline">Back to the overview</Link>
      </p>
    </AdminSection>
  );
}
