"use client";
// A team member's photo that falls back to the default profile picture when it is missing or fails to load.
import Image from "next/image";
import { useState } from "react";

export const DEFAULT_AVATAR = "/brand/default-avatar.svg";

export function TeamAvatar({ src, name }: { src: string | null; name: string }) {
  const [failed, setFailed] = useState(false);
  const url = !src || failed ? DEFAULT_AVATAR : src;
  return (
    <div className="relative mx-auto aspect-square w-32 overflow-hidden rounded-full bg-gray-100">
      <Image
        key={url}
        src={url}
        alt={`Photo of ${name}`}
        fill
        sizes="128px"
        className="object-cover"
        // Addresses outside this site cannot go through the image optimiser's allow-list.
        unoptimized={!url.startsWith("/")}
        onError={() => setFailed(true)}
      />
    </div>
  );
}
