"use client";
// A booking row's edit form: only the message can change (admin-and-payments.md "States and transitions"), sent as JSON
// to PUT /updateBooking/{id}.
import { PostForm, TextAreaField } from "@/components/ui/text-field";
import { useZodForm } from "@/components/ui/use-zod-form";
import { BOOKING_UPDATED, BOOKING_UPDATE_FAILED } from "@/lib/bookings/copy";
import { FormActions } from "@/components/admin/kit/form-actions";
import { useSave } from "@/components/admin/kit/use-save";

type Props = { booking: { id: string; name: string; message: string }; doneHref: string };

export function BookingMessageForm({ booking, doneHref }: Props) {
  const { upload, save } = useSave({
    afterSave: doneHref,
    success: BOOKING_UPDATED,
    failure: () => BOOKING_UPDATE_FAILED,
  });
  const { register, handleSubmit, formState } = useZodForm(
    () => import("@/lib/bookings/schema").then((m) => m.bookingUpdateSchema),
    {
      defaultValues: { message: booking.message },
    },
  );
  const { errors, isSubmitting } = formState;
  const id = `booking-message-${booking.id}`;

  async function onSubmit(values: { message: string }) {
    await save("PUT", `/updateBooking/${booking.id}`, values);
  }

  return (
    <PostForm
      onSubmit={handleSubmit(onSubmit)}
      aria-label={`Edit booking of ${booking.name}`}
      className="flex flex-col gap-3"
    >
      <TextAreaField
        id={id}
        label={`Message of ${booking.name}'s booking`}
        error={errors.message}
        rows={4}
        {...register("message")}
      />
      <FormActions upload={upload} submit="Save" submitting={isSubmitting} cancelHref={doneHref} />
    </PostForm>
  );
}
