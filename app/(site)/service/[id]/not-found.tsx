import { NotFoundNotice } from "@/components/about/page-header";

export default function ServiceNotFound() {
  return <NotFoundNotice message="Service details not found" href="/service" label="Back to our services" />;
}
