"use client";
// A reply under one comment: name, email and reply text, all required.
import { useEffect, useId } from "react";
import { toast } from "@/components/ui/toast";
import { apiFetch } from "@/lib/client/api";
import type { SpotlightCommentDto } from "@/lib/data/spotlight-comments";
import type { SpotlightReply } from "@/lib/validations/spotlight-comment";
import { Field, buttonClass, inputClass } from "@/components/ui/field";
import { CommenterFields } from "./commenter-fields";
import { errorMessages, FormErrors, invalidProps } from "./form-errors";
import { rememberCommenter, useRememberedCommenter } from "@/components/ui/remembered-commenter";
import { useZodForm } from "@/components/ui/use-zod-form";

// The schema (and zod) load on first focus or submit, not with the page (see useZodForm).
const loadSchema = () => import("@/lib/validations/spotlight-comment").then((m) => m.spotlightReplySchema);

type Props = { id: string; comment: SpotlightCommentDto; onReplied: (comment: SpotlightCommentDto) => void; onCancel: () => void };

export function ReplyForm({ id, comment, onReplied, onCancel }: Props) {
  const uid = useId();
  const { register, handleSubmit, setValue, setFocus, getValues, formState, preload } = useZodForm(loadSchema, {
    defaultValues: { name: "", email: "", content: "" },
  });
  const { errors, isSubmitting } = formState;
  const errorsId = `${uid}-errors`;
  const invalid = (field: "name" | "email" | "content") => invalidProps(errors, field, errorsId);

  useRememberedCommenter(setValue);
  // Opening the form moves focus into it (after the remembered name, if any, is filled in).
  useEffect(() => setFocus(getValues("name") ? "content" : "name"), [setFocus, getValues]);

  async function onSubmit(values: SpotlightReply) {
    try {
      const updated = await apiFetch<SpotlightCommentDto>(`/style-spotlight/comment/${comment.id}/reply`, { method: "POST", json: values });
      rememberCommenter(values.name, values.email);
      toast.success("Reply added!");
      onReplied(updated);
    } catch {
      toast.error("Failed to post reply.");
    }
  }

  return (
    <form id={id} onSubmit={handleSubmit(onSubmit)} onFocus={preload} noValidate aria-label={`Reply to ${comment.name}`} className="mt-3 flex flex-col gap-3 rounded-md bg-gray-50 p-3">
      <FormErrors id={errorsId} messages={errorMessages(errors, ["name", "email", "content"])} />
      <CommenterFields
        id={uid}
        name={{ ...invalid("name"), ...register("name") }}
        email={{ ...invalid("email"), ...register("email") }}
        className="grid gap-3 sm:grid-cols-2"
      />
      <Field id={`${uid}-content`} label="Reply">
        <textarea id={`${uid}-content`} rows={3} className={inputClass} {...invalid("content")} {...register("content")} />
      </Field>
      <div className="flex gap-3">
        <button type="submit" className={buttonClass} disabled={isSubmitting}>
          {isSubmitting ? "Posting..." : "Post Reply"}
        </button>
        <button type="button" onClick={onCancel} className="rounded-md px-4 py-2 font-semibold underline">
          Cancel
        </button>
      </div>
    </form>
  );
}
