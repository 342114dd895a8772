"use client";
// An admin's picture in the list, or the default profile picture when there is none or it fails to load
// (admin-and-payments.md "Entities and their fields": broken admin images fall back to a default profile image). A
// plain <img>: it is a 48-pixel thumbnail that may live on any host an older record names, so the image optimiser's
// allow-list is not in its way.
import { useState } from "react";
import { DEFAULT_AVATAR } from "@/components/services/team-avatar";

export function AdminAvatar({ src, name }: { src: string | null; name: string }) {
  const [failed, setFailed] = useState(false);
  const url = !src || failed ? DEFAULT_AVATAR : src;
  // An image that failed before the page hydrated fired its error event before this handler existed: check on mount.
  const checkLoaded = (img: HTMLImageElement | null) => {
    if (img && url !== DEFAULT_AVATAR && img.complete && img.naturalWidth === 0) setFailed(true);
  };
  return (
    // eslint-disable-next-line @next/next/no-img-element -- needs onError for the fallback, see above
    <img
      key={url}
      ref={checkLoaded}
      src={url}
      alt={`Picture of ${name}`}
      width={48}
      height={48}
      className="size-12 rounded-full bg-gray-100 object-cover"
      onError={() => setFailed(true)}
    />
  );
}
