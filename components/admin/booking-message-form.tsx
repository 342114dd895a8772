"use client";
// A booking row's edit form: only the message can change (spec §4), sent as JSON to PUT /updateBooking/{id}.
import { useRouter } from "next/navigation";
import Link from "next/link";
import { Field, buttonClass, inputClass } from "@/components/ui/field";
import { toast } from "@/components/ui/toast";
import { useZodForm } from "@/components/ui/use-zod-form";
import { apiFetch } from "@/lib/client/api";
import { BOOKING_UPDATED, BOOKING_UPDATE_FAILED } from "@/lib/copy/booking";

type Props = { booking: { id: string; name: string; message: string }; doneHref: string };

export function BookingMessageForm({ booking, doneHref }: Props) {
  const router = useRouter();
  const { register, handleSubmit, formState } = useZodForm(
    () => import("@/lib/validations/booking").then((m) => m.bookingUpdateSchema),
    {
      defaultValues: { message: booking.message },
    },
  );
  const { errors, isSubmitting } = formState;
  const id = `booking-message-${booking.id}`;

  async function onSubmit(values: { message: string }) {
    try {
      await apiFetch(`/updateBooking/${booking.id}`, { method: "PUT", json: values });
    } catch {
      return toast.error(BOOKING_UPDATE_FAILED);
    }
    toast.success(BOOKING_UPDATED);
    router.replace(doneHref);
    router.refresh();
  }

  return (
    <form
      onSubmit={handleSubmit(onSubmit)}
      noValidate
      aria-label={`Edit booking of ${booking.name}`}
      className="flex flex-col gap-3"
    >
      <Field id={id} label={`Message of ${booking.name}'s booking`} error={errors.message?.message}>
        <textarea
          id={id}
          rows={4}
          className={inputClass}
          aria-invalid={!!errors.message}
          aria-describedby={errors.message ? `${id}-error` : undefined}
          {...register("message")}
        />
      </Field>
      <div className="flex items-center gap-4">
        <button type="submit" className={buttonClass} disabled={isSubmitting}>
          {isSubmitting ? "Saving..." : "Save"}
        </button>
        <Link href={doneHref} className="text-brand-dark underline">
          Cancel
        </Link>
      </div>
    </form>
  );
}
