import type { Metadata } from "next";
import { NotFoundContent } from "@/components/layout/not-found-content";

export const metadata: Metadata = {
  title: "Page not found",
};

// A public page's notFound() (an unknown post, song or link): the message inside the site chrome of (site)/layout.tsx.
// Without this file the root not-found would be used here too, and its copy of the chrome would travel, unused, in
// every public page's payload.
export default function SiteNotFound() {
  return <NotFoundContent />;
}
