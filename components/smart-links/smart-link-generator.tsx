"use client";
// The smart link generator (admin-and-payments.md): idle → Generating... → 'Your Smart Link is Ready!' with the public
// address, Copy (→ Copied!), Open, the QR downloads and "Create another". The form is checked in the browser with the
// same schema the server uses (loaded on first focus or submit); the spec's alerts are a toast plus an inline alert.
// A link made signed out comes with a claim token, kept in this browser until a signed-in visit here claims it. With
// Blob on (`direct`) the cover goes browser → Blob first and the form carries its URL (a request may not carry 5 MB).
// "Paste a streaming link" fills the empty fields from one song address (streaming-link-fill.tsx).
import { useState } from "react";
import { Controller, useWatch } from "react-hook-form";
import { ImageInput } from "@/components/admin/kit/image-input";
import { filesToBlob, type FileFields } from "@/components/admin/kit/use-form-upload";
import { buttonClass, Field, inputClass } from "@/components/ui/field";
import { PostForm, TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/toast";
import { useZodForm } from "@/components/ui/use-zod-form";
import { ApiRequestError, apiFetch, messageOr } from "@/lib/api/client";
import { keepClaim } from "@/lib/smart-links/claims-client";
import { qrPath, sharePath } from "@/lib/smart-links/paths";
import {
  SMART_LINK_FAILED,
  SMART_LINK_NEEDS_PLATFORM,
  SMART_LINK_NETWORK_ERROR,
  SMART_LINK_REQUIRED,
} from "@/lib/smart-links/copy";
import { PLATFORMS } from "@/lib/smart-links/platforms";
import { SubmitButton } from "@/components/ui/submit-button";
import { PlatformSearchHint, StreamingLinkField, useStreamingFill } from "./streaming-link-fill";

type Created = { slug: string; message: string; claimToken?: string };

const COVER_FILE: FileFields = { coverImage: "smart-link-cover" };

const EMPTY = {
  songTitle: "",
  artistName: "",
  youtube: "",
  spotify: "",
  boomplay: "",
  appleMusic: "",
  audiomack: "",
  releaseOn: "",
  coverImage: undefined,
};

export function SmartLinkGenerator({ siteUrl, direct }: { siteUrl: string; direct: boolean }) {
  const [slug, setSlug] = useState<string | null>(null);
  const [claimable, setClaimable] = useState(false);
  const [alert, setAlert] = useState("");
  const { register, control, handleSubmit, reset, formState, preload, getValues, setValue } = useZodForm(
    () => import("@/lib/smart-links/schema").then((m) => m.smartLinkFormSchema),
    { defaultValues: EMPTY },
  );
  const { errors, isSubmitting } = formState;
  const filler = useStreamingFill({
    read: (field) => getValues(field) ?? "",
    write: (field, value) => setValue(field, value, { shouldDirty: true }),
    hasCover: () => Boolean(getValues("coverImage")),
    setCover: (file) => setValue("coverImage", file, { shouldDirty: true }),
  });
  const [songTitle, artistName, boomplay, audiomack] = useWatch({
    control,
    name: ["songTitle", "artistName", "boomplay", "audiomack"],
  });
  const current: Partial<Record<string, string | undefined>> = { boomplay, audiomack };

  const fail = (message: string) => {
    setAlert(message);
    toast.error(message);
  };

  async function onValid(values: Record<string, unknown>) {
    setAlert("");
    const body = new FormData();
    for (const [key, value] of Object.entries(values)) {
      if (value instanceof Blob) body.set(key, value);
      else if (value instanceof Date) body.set(key, value.toISOString().slice(0, 10));
      else if (typeof value === "string") body.set(key, value);
    }
    try {
      if (direct) await filesToBlob(body, COVER_FILE);
      const reply = await apiFetch<Created>("/smart-link", { method: "POST", body });
      toast.success(reply.message);
      if (reply.claimToken) keepClaim(reply.slug, reply.claimToken);
      setClaimable(Boolean(reply.claimToken));
      setSlug(reply.slug);
    } catch (error) {
      fail(error instanceof ApiRequestError ? messageOr(error, SMART_LINK_FAILED) : SMART_LINK_NETWORK_ERROR);
    }
  }

  // One alert for what the spec asks for together (title, artist, cover) or for no platform at all; a link on the
  // wrong host is shown at its own field.
  function onInvalid(found: typeof errors) {
    const missing = [found.songTitle, found.artistName, found.coverImage].some(
      (e) => e?.message === SMART_LINK_REQUIRED,
    );
    if (missing) fail(SMART_LINK_REQUIRED);
    else if (found.youtube?.message === SMART_LINK_NEEDS_PLATFORM) fail(SMART_LINK_NEEDS_PLATFORM);
    else setAlert("");
  }

  function createAnother() {
    reset(EMPTY);
    filler.reset();
    setSlug(null);
    setAlert("");
  }

  if (slug)
    return <Ready url={`${siteUrl}${sharePath(slug)}`} slug={slug} claimable={claimable} onAnother={createAnother} />;

  const fieldError = (message?: string) =>
    message && message !== SMART_LINK_REQUIRED && message !== SMART_LINK_NEEDS_PLATFORM ? message : undefined;
  return (
    <PostForm
      onSubmit={handleSubmit(onValid, onInvalid)}
      onFocus={preload}
      aria-label="Create a smart link"
      className="flex flex-col gap-4"
    >
      <StreamingLinkField id="sl-streaming-link" fill={filler} />
      <TextField id="sl-title" label="Song title *" aria-invalid={!!errors.songTitle} {...register("songTitle")} />
      <TextField id="sl-artist" label="Artist name *" aria-invalid={!!errors.artistName} {...register("artistName")} />
      <Controller
        control={control}
        name="coverImage"
        render={({ field }) => (
          <ImageInput id="sl-cover" label="Cover image *" file={field.value || undefined} onChange={field.onChange} />
        )}
      />
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 text-sm font-medium">Platform links (at least one)</legend>
        {PLATFORMS.map((p) => {
          const error = fieldError(errors[p.field]?.message);
          return (
            <Field key={p.field} id={`sl-${p.field}`} label={`${p.label} link`} error={error}>
              <input
                id={`sl-${p.field}`}
                type="url"
                inputMode="url"
                placeholder={p.example}
                className={inputClass}
                aria-invalid={!!error}
                aria-describedby={error ? `sl-${p.field}-error` : undefined}
                {...register(p.field)}
              />
              <PlatformSearchHint
                field={p.field}
                label={p.label}
                empty={!current[p.field]?.trim()}
                artistName={artistName ?? ""}
                songTitle={songTitle ?? ""}
                shown={filler.tried}
              />
            </Field>
          );
        })}
      </fieldset>
      <Field
        id="sl-release-on"
        label="Release date (optional)"
        hint="A song not out yet: until this day (Lagos time) its page shows the date and lets fans ask for an email on release day."
        error={errors.releaseOn?.message}
      >
        <input
          id="sl-release-on"
          type="date"
          className={inputClass}
          aria-invalid={!!errors.releaseOn}
          {...register("releaseOn")}
        />
      </Field>
      {alert && (
        <p role="alert" className="text-sm text-red-700">
          {alert}
        </p>
      )}
      <SubmitButton busy={isSubmitting}>{isSubmitting ? "Generating..." : "Generate Link"}</SubmitButton>
    </PostForm>
  );
}

function Ready({
  url,
  slug,
  claimable,
  onAnother,
}: {
  url: string;
  slug: string;
  claimable: boolean;
  onAnother: () => void;
}) {
  const [copied, setCopied] = useState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      setTimeout(() => setCopied(false), 2500);
    } catch {
      toast.error("Could not copy. Please select the link and copy it.");
    }
  }

  const linkClass = "font-semibold text-brand-dark underline hover:text-ink";
  return (
    <section
      aria-labelledby="sl-ready"
      className="flex flex-col gap-4 rounded-lg border border-brand/40 bg-brand/5 p-6"
    >
      <h2 id="sl-ready" className="font-serif text-2xl font-bold">
        Your Smart Link is Ready!
      </h2>
      <div className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor="sl-url" className="sr-only">
          Your smart link
        </label>
        <input id="sl-url" readOnly value={url} className={inputClass} onFocus={(e) => e.currentTarget.select()} />
        <button type="button" className={buttonClass} onClick={copy}>
          {copied ? "Copied!" : "Copy"}
        </button>
      </div>
      <p aria-live="polite" className="sr-only">
        {copied ? "Link copied" : ""}
      </p>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <a href={sharePath(slug)} target="_blank" rel="noopener" className={linkClass}>
          Open
        </a>
        <a href={qrPath(slug, "svg")} download className={linkClass}>
          Download QR code (SVG)
        </a>
        <a href={qrPath(slug, "png")} download className={linkClass}>
          Download QR code (PNG)
        </a>
      </div>
      {claimable && (
        <p className="text-sm text-gray-700">
          Made while signed out: search engines are asked not to list it yet.{" "}
          <a href="/login" className="underline">
            Log in
          </a>{" "}
          and come back to this page in this browser to make it yours, with its statistics.
        </p>
      )}
      <button type="button" onClick={onAnother} className="self-start text-sm underline">
        Create another
      </button>
    </section>
  );
}
