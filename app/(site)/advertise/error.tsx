"use client";
import { RouteError } from "@/components/ui/route-error";

export default function AdvertiseError({ reset }: { reset: () => void }) {
  return <RouteError message="Failed to load adverts" reset={reset} />;
}
