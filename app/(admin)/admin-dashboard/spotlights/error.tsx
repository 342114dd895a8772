"use client";
import { RouteError } from "@/components/ui/route-error";

export default function ManageSpotlightError({ reset }: { reset: () => void }) {
  return <RouteError message="Failed to fetch spotlights" reset={reset} width="max-w-none" />;
}
