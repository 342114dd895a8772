import { notFound } from "next/navigation";
import { requireAdminPage } from "@/lib/auth/guards";

// Any other path under /admin-dashboard: the dashboard's own not-found page, inside its frame, so the admin keeps the
// navigation. Like every admin page it checks the session itself first.
export default async function UnknownSectionPage() {
  await requireAdminPage();
  notFound();
}
