import type { Metadata } from "next";
import { NotFoundContent } from "@/components/layout/not-found-content";

export const metadata: Metadata = {
  title: "Page not found",
};

// notFound() outside the public pages' own boundary ((site)/not-found.tsx): the message alone, inside whatever frame the
// segment has. An address no route matches gets app/global-not-found.tsx, the whole page with the site chrome.
export default function NotFound() {
  return <NotFoundContent />;
}
