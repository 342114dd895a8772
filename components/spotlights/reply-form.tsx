"use client";
// A reply under one comment: name, email and reply text, all required.
import { useEffect, useId, useRef } from "react";
import { toast } from "@/components/ui/toast";
import { apiFetch, commentFailure, isHeld, type HeldComment } from "@/lib/api/client";
import type { SpotlightCommentDto } from "@/lib/spotlights/comments";
import type { SpotlightReply } from "@/lib/spotlights/comment-schema";
import { Field, inputClass } from "@/components/ui/field";
import { PostForm } from "@/components/ui/text-field";
import { CommenterFields } from "./commenter-fields";
import { errorMessages, FormErrors, invalidProps } from "./form-errors";
import { rememberCommenter, rememberedCommenter } from "@/components/ui/remembered-commenter";
import { fieldValue, setFieldValue, useSchemaForm } from "@/components/ui/use-schema-form";
import { SubmitButton } from "@/components/ui/submit-button";

// The schema (and zod) load on first focus or submit, not with the page (see useSchemaForm).
const loadSchema = () => import("@/lib/spotlights/comment-schema").then((m) => m.spotlightReplySchema);
const read = (form: HTMLFormElement) => ({
  name: fieldValue(form, "name"),
  email: fieldValue(form, "email"),
  content: fieldValue(form, "content"),
});

type Props = {
  id: string;
  comment: SpotlightCommentDto;
  onReplied: (comment: SpotlightCommentDto) => void;
  onCancel: () => void;
};

export function ReplyForm({ id, comment, onReplied, onCancel }: Props) {
  const uid = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const { errors, submitting, preload, onSubmit } = useSchemaForm(loadSchema);
  const errorsId = `${uid}-errors`;
  const invalid = (field: "name" | "email" | "content") => invalidProps(errors, field, errorsId);

  // Opening the form fills in the remembered commenter and moves focus into it (to the reply when the name is known).
  useEffect(() => {
    const remembered = rememberedCommenter();
    setFieldValue(formRef.current, "name", remembered.name);
    setFieldValue(formRef.current, "email", remembered.email);
    const target = formRef.current?.elements.namedItem(remembered.name ? "content" : "name");
    if (target instanceof HTMLElement) target.focus();
  }, []);

  async function send(values: SpotlightReply) {
    try {
      const answer = await apiFetch<{ comment: SpotlightCommentDto } | HeldComment>(
        `/style-spotlight/comment/${comment.id}/reply`,
        { method: "POST", json: values },
      );
      rememberCommenter(values.name, values.email);
      if (isHeld(answer)) return void toast.success(answer.message);
      toast.success("Reply added!");
      onReplied(answer.comment);
    } catch (error) {
      toast.error(commentFailure(error, "Failed to post reply."));
    }
  }

  return (
    <PostForm
      ref={formRef}
      id={id}
      onSubmit={onSubmit(read, send)}
      onFocus={preload}
      aria-label={`Reply to ${comment.name}`}
      className="mt-3 flex flex-col gap-3 rounded-md bg-gray-50 p-3"
    >
      <FormErrors id={errorsId} messages={errorMessages(errors, ["name", "email", "content", "form"])} />
      <CommenterFields id={uid} name={invalid("name")} email={invalid("email")} className="grid gap-3 sm:grid-cols-2" />
      <Field id={`${uid}-content`} label="Reply">
        <textarea id={`${uid}-content`} name="content" rows={3} className={inputClass} {...invalid("content")} />
      </Field>
      <div className="flex gap-3">
        <SubmitButton busy={submitting}>{submitting ? "Posting..." : "Post Reply"}</SubmitButton>
        <button type="button" onClick={onCancel} className="rounded-md px-4 py-2 font-semibold underline">
          Cancel
        </button>
      </div>
    </PostForm>
  );
}
