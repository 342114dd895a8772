import Link from "next/link";
import { requireAdminPage } from "@/lib/auth/guards";
import { directUploads } from "@/lib/storage";
import { AdminSection } from "@/components/admin/kit/admin-section";
import { SongUploadForm } from "@/components/admin/songs/song-upload-form";

export default async function UploadSongPage() {
  await requireAdminPage();
  return (
    <AdminSection
      title="Upload Song"
      intro={
        <>
          Uploaded songs appear on{" "}
          <Link href="/songs" className="text-brand-dark underline">
            the songs page
          </Link>{" "}
          at once and are managed under{" "}
          <Link href="/admin-dashboard/songs" className="text-brand-dark underline">
            Manage Uploaded Songs
          </Link>
          .
        </>
      }
    >
      <div className="max-w-3xl rounded-lg bg-white p-4 shadow-sm sm:p-6">
        <SongUploadForm direct={directUploads()} />
      </div>
    </AdminSection>
  );
}
