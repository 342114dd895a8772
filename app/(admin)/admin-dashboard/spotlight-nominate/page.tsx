import Link from "next/link";
import { requireAdminPage } from "@/lib/auth/guards";
import { directUploads } from "@/lib/storage";
import { AdminSection } from "@/components/admin/kit/admin-section";
import { SpotlightForm } from "@/components/admin/spotlights/spotlight-form";

export default async function NominateSpotlightPage() {
  await requireAdminPage();
  return (
    <AdminSection
      title="Celebrities To Feature In Our Spotlight"
      intro={
        <>
          Nominees appear on the Style Spotlight gallery at once. Edit or remove them in{" "}
          <Link href="/admin-dashboard/spotlights" className="text-brand-dark underline">
            Manage Spotlight
          </Link>
          .
        </>
      }
    >
      <div className="max-w-3xl rounded-lg bg-white p-4 shadow-sm sm:p-6">
        <SpotlightForm mode="create" direct={directUploads()} />
      </div>
    </AdminSection>
  );
}
