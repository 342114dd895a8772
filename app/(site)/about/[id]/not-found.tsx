import { NotFoundNotice } from "@/components/about/page-header";

export default function AboutNotFound() {
  return <NotFoundNotice message="About details not found" href="/about" label="Back to About Us" />;
}
