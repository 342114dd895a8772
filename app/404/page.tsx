import type { Metadata } from "next";
import { NotFoundPage } from "@/components/layout/not-found-content";

// Redirects in the spec point at /404. Next treats an app page at "/404" like its
// not-found page: it answers with status 404 and adds a noindex robots tag.
export const metadata: Metadata = {
  title: "Page not found",
};

export default function NotFoundRoute() {
  return <NotFoundPage />;
}
