// Request-body readers that turn malformed input into 4xx errors instead of exceptions.
import type { z } from "zod";
import { AppError, fromZodError } from "@/lib/errors";

export async function readJson<T extends z.ZodType>(req: Request, schema: T): Promise<z.infer<T>> {
  let raw: unknown;
  try {
    raw = await req.json();
  } catch {
    throw new AppError("bad_request", "The request body must be JSON.");
  }
  return parseWith(schema, raw);
}

export async function readForm(req: Request): Promise<FormData> {
  try {
    return await req.formData();
  } catch {
    throw new AppError("bad_request", "The request body must be multipart form data.");
  }
}

/** The text fields of a form as a plain object (files are read separately). */
export function formFields(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of form.entries()) if (typeof value === "string") fields[key] = value;
  return fields;
}

export function parseWith<T extends z.ZodType>(schema: T, raw: unknown): z.infer<T> {
  const result = schema.safeParse(raw);
  if (!result.success) throw fromZodError(result.error);
  return result.data;
}
