"use client";
import { RouteError } from "@/components/ui/route-error";

export default function PostsError({ reset }: { reset: () => void }) {
  return <RouteError message="Failed to load posts" reset={reset} width="max-w-3xl" />;
}
