"use client";
import { RouteError } from "@/components/ui/route-error";

export default function ManageSongsError({ reset }: { reset: () => void }) {
  return <RouteError message="Could not load songs." reset={reset} width="max-w-3xl" />;
}
