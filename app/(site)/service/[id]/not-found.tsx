import { NotFoundNotice } from "@/components/about/page-header";

export const SERVICE_NOT_FOUND = "Service details not found";

export default function ServiceNotFound() {
  return <NotFoundNotice message={SERVICE_NOT_FOUND} href="/service" label="Back to our services" />;
}
