import type { Metadata } from "next";
import { Splash } from "@/components/home/splash";

export const metadata: Metadata = { title: { absolute: "My Nation Blog" } };

export default function PreHomePage() {
  return <Splash />;
}
