import Link from "next/link";
import { SMART_LINK_NOT_FOUND } from "@/lib/validations/smart-link";

export default function SmartLinkNotFound() {
  return (
    <div className="mx-auto max-w-md px-4 py-16 text-center">
      <p className="text-lg" role="alert">{SMART_LINK_NOT_FOUND}</p>
      <Link href="/music-links" className="mt-4 inline-block underline">Create a smart link</Link>
    </div>
  );
}
