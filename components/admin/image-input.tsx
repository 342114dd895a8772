"use client";
// An optional picture for a dashboard form: a file input that takes only the formats the server accepts (the server
// checks the bytes again), with a preview of the chosen file or else of the current picture. The parent keeps the
// chosen File; remount it (change its `key`) to clear it after a save.
import Image from "next/image";
import { useEffect, useState } from "react";
import { Field } from "@/components/ui/field";

const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp"];

type Props = { id: string; label: string; current?: string | null; onChange: (file: File | null) => void };

export function ImageInput({ id, label, current = null, onChange }: Props) {
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState("");
  const [inputKey, setInputKey] = useState(0);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  function choose(file: File | undefined) {
    setError("");
    if (file && !IMAGE_TYPES.includes(file.type)) {
      setInputKey((k) => k + 1);
      setError("Please choose a JPEG, PNG or WebP image.");
      file = undefined;
    }
    setPreview(file ? URL.createObjectURL(file) : null);
    onChange(file ?? null);
  }

  const shown = preview ?? current;
  return (
    <Field id={id} label={label} error={error}>
      <input key={inputKey} id={id} type="file" accept={IMAGE_TYPES.join(",")} onChange={(e) => choose(e.target.files?.[0])} />
      {shown && (
        <div className="relative mt-2 size-24 overflow-hidden rounded border bg-gray-100">
          <Image src={shown} alt={preview ? "Selected image" : "Current image"} fill sizes="96px" className="object-cover" unoptimized={!shown.startsWith("/")} />
        </div>
      )}
    </Field>
  );
}
