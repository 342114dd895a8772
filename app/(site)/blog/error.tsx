"use client";
import { RouteError } from "@/components/ui/route-error";

export default function BlogError({ reset }: { reset: () => void }) {
  return <RouteError message="Failed to load posts." reset={reset} />;
}
