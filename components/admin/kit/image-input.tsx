"use client";
// The picture field of a dashboard form: a file input for JPEG, PNG and WebP (another type is refused here, before
// anything is sent; the server checks the bytes) and a preview of the chosen picture, or else of the current one.
// Controlled: `file` is the form's value, so resetting the form empties the input too.
import Image from "next/image";
import { useEffect, useMemo, useRef, useState } from "react";
import { Field } from "@/components/ui/field";

const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp"];
const WRONG_TYPE = "Please choose a JPEG, PNG or WebP image.";

type Props = {
  id: string;
  label: string;
  file: File | undefined;
  onChange: (file: File | undefined) => void;
  /** The stored picture, previewed until another one is chosen. */
  currentUrl?: string | null;
  /** The form's own error for this field (e.g. "required"). */
  error?: string;
};

/** A picked file (blob:) and a private file behind an admin route (the optimiser would fetch it without the session). */
const isUnoptimizable = (src: string) => src.startsWith("blob:") || src.startsWith("/mnb/api/");

export function ImageInput({ id, label, file, onChange, currentUrl, error }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [typeError, setTypeError] = useState("");

  useEffect(() => {
    if (!file && input.current) input.current.value = "";
  }, [file]);
  // The form's file is previewed whoever put it there: this input, or the form itself (the artwork a pasted
  // streaming link found, components/smart-links/streaming-link-fill.tsx).
  const fileUrl = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => void (fileUrl && URL.revokeObjectURL(fileUrl)), [fileUrl]);

  function choose(next: File | undefined) {
    setTypeError("");
    if (next && !IMAGE_TYPES.includes(next.type)) {
      setTypeError(WRONG_TYPE);
      if (input.current) input.current.value = "";
      next = undefined;
    }
    onChange(next);
  }

  const preview = fileUrl
    ? { src: fileUrl, alt: "Selected image" }
    : currentUrl
      ? { src: currentUrl, alt: "Current image" }
      : null;
  return (
    <div className="flex flex-col gap-2">
      <Field id={id} label={label} error={typeError || error}>
        <input
          ref={input}
          id={id}
          type="file"
          accept={IMAGE_TYPES.join(",")}
          aria-invalid={!!(typeError || error)}
          onChange={(e) => choose(e.target.files?.[0])}
        />
      </Field>
      {preview && (
        <div className="relative aspect-square w-32 overflow-hidden rounded border bg-gray-100">
          <Image
            src={preview.src}
            alt={preview.alt}
            fill
            sizes="128px"
            className="object-cover"
            unoptimized={isUnoptimizable(preview.src)}
          />
        </div>
      )}
    </div>
  );
}
