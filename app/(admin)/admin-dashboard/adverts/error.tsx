"use client";
import { RouteError } from "@/components/ui/route-error";

export default function AdvertsSectionError({ reset }: { reset: () => void }) {
  return <RouteError message="Failed to load adverts" reset={reset} width="max-w-none" />;
}
