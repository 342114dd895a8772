"use client";
// The booking form (public-site.md "Booking"): the file is uploaded first, with a progress bar, into private storage;
// submit stays disabled until it has uploaded (and while submitting). With Blob on (`direct`), signed in or not, the
// file goes browser → Blob as a private blob and /bookings/files records its URL (a request may not carry 20 MB). The
// date and time are Lagos time, as shown. On success the form is cleared and the visitor goes to /payment for this
// booking.
import { useState, type ChangeEvent } from "react";
import { useRouter } from "next/navigation";
import { toast } from "@/components/ui/toast";
import { buttonClass, Field, inputClass } from "@/components/ui/field";
import { EmailField, PostForm, TextAreaField, TextField } from "@/components/ui/text-field";
import { useZodForm } from "@/components/ui/use-zod-form";
import { UploadCancelled } from "@/components/admin/kit/send-form";
import { useFormUpload, type FileFields } from "@/components/admin/kit/use-form-upload";
import { UploadProgress } from "@/components/admin/kit/upload-progress";
import { ApiRequestError, apiFetch } from "@/lib/api/client";
import { BOOKING_FAILED, BOOKING_SUBMITTED, FILE_UPLOADED, FILE_UPLOAD_FAILED } from "@/lib/bookings/copy";
import type { BookingInput, BookingValues } from "@/lib/bookings/schema";
import { SubmitButton } from "@/components/ui/submit-button";

const loadSchema = () => import("@/lib/bookings/schema").then((m) => m.bookingSchema);

/** An offer as the select shows it: prices already in naira text (formatted on the server, so both renders agree). */
export type BookingOffer = { slug: string; title: string; promo: string; original: string };
/** `earliest`: the page's "now" in Lagos time, the datetime input's minimum (the server decides it, so both renders agree). */
/** `direct`: the file goes straight to Blob (the page says so when Blob is on). */
type Props = {
  offers: BookingOffer[];
  earliest: string;
  direct: boolean;
  name?: string;
  email?: string;
  service?: string;
};
type Created = { booking: { id: string }; paymentUrl: string };
type Issue = { path: string; message: string };

const BOOKING_FILE: FileFields = { file: "booking-file" };
const FIELDS = ["name", "email", "service", "message", "dateTime", "fileId"] as const;

export function BookingForm({ offers, earliest, direct, name = "", email = "", service = "" }: Props) {
  const router = useRouter();
  const upload = useFormUpload(direct, BOOKING_FILE);
  const [fileName, setFileName] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const defaults: BookingInput = {
    name,
    email,
    service: offers.some((o) => o.title === service) ? service : "",
    message: "",
    dateTime: "",
    fileId: "",
  };
  const { register, reset, setValue, setError, watch, formState, formProps } = useZodForm(loadSchema, {
    defaultValues: defaults,
  });
  const { errors, isSubmitting } = formState;
  const fileId = watch("fileId");

  async function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    setValue("fileId", "");
    setFileName(null);
    setFileError(null);
    if (!chosen) return;
    const body = new FormData();
    body.set("file", chosen);
    try {
      const { file } = await upload.send<{ file: { id: string } }>("POST", "/bookings/files", body);
      setValue("fileId", file.id, { shouldValidate: formState.isSubmitted });
      setFileName(chosen.name);
      toast.success(FILE_UPLOADED);
    } catch (error) {
      event.target.value = "";
      if (error instanceof UploadCancelled) return;
      setFileError(error instanceof ApiRequestError && error.message ? error.message : FILE_UPLOAD_FAILED);
      toast.error(FILE_UPLOAD_FAILED);
    }
  }

  async function onSubmit(values: BookingValues) {
    try {
      const created = await apiFetch<Created>("/bookings", {
        method: "POST",
        json: { ...values, dateTime: values.dateTime.toISOString() },
      });
      toast.success(BOOKING_SUBMITTED);
      reset(defaults);
      setFileName(null);
      router.push(created.paymentUrl);
    } catch (error) {
      const issues =
        error instanceof ApiRequestError ? ((error.body as { issues?: Issue[] } | null)?.issues ?? []) : [];
      for (const issue of issues) {
        const field = FIELDS.find((f) => f === issue.path);
        if (field) setError(field, { message: issue.message });
      }
      toast.error(BOOKING_FAILED);
    }
  }

  const describedBy = (field: (typeof FIELDS)[number]) => (errors[field] ? `booking-${field}-error` : undefined);
  const fileMessage = fileError ?? errors.fileId?.message;

  return (
    <PostForm {...formProps(onSubmit)} aria-label="Book a service" className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField id="booking-name" label="Name" error={errors.name} autoComplete="name" {...register("name")} />
        <EmailField id="booking-email" error={errors.email} {...register("email")} />
      </div>
      <Field id="booking-service" label="Service" error={errors.service?.message}>
        <select
          id="booking-service"
          className={inputClass}
          aria-invalid={!!errors.service}
          aria-describedby={describedBy("service")}
          {...register("service")}
        >
          <option value="">Select a service</option>
          {offers.map((o) => (
            <option key={o.slug} value={o.title}>
              {o.title} – {o.promo} (was {o.original})
            </option>
          ))}
        </select>
      </Field>
      <TextAreaField
        id="booking-message"
        label="Project details"
        error={errors.message}
        rows={5}
        {...register("message")}
      />
      <TextField
        id="booking-dateTime"
        label="Date and time (Lagos time)"
        error={errors.dateTime}
        type="datetime-local"
        min={earliest}
        {...register("dateTime")}
      />
      <Field
        id="booking-file"
        label="File (image or audio)"
        error={fileMessage}
        hint={fileName ? `Uploaded: ${fileName}` : "Upload a reference image or an audio file (up to 20 MB)."}
      >
        <input
          id="booking-file"
          type="file"
          accept="image/jpeg,image/png,image/webp,audio/*"
          onChange={chooseFile}
          disabled={upload.busy}
          aria-invalid={!!fileMessage}
          aria-describedby={fileMessage ? "booking-file-error" : undefined}
          className="text-sm"
        />
      </Field>
      <input type="hidden" {...register("fileId")} />
      <UploadProgress upload={upload} />
      <SubmitButton className={`${buttonClass} self-start`} busy={isSubmitting || upload.busy || !fileId}>
        {isSubmitting ? "Submitting..." : "Submit Booking"}
      </SubmitButton>
    </PostForm>
  );
}
