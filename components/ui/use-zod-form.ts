"use client";
// react-hook-form with a zod schema, typed from the schema: the form's values are the schema's input and the submit
// handler receives its parsed output, so no `as never` cast is needed to join the two.
//
// The schema is passed as a loader — `() => import("@/lib/<feature>/schema").then((m) => m.xSchema)` — never imported
// at the top of a component: a schema module pulls in zod (~30 kB gzip), which would then load with the page. This
// way zod downloads when the visitor first submits (or starts typing, see `preload`), not on every page view.
import { useState } from "react";
import {
  get,
  useForm,
  type FieldValues,
  type Resolver,
  type UseFormProps,
  type UseFormRegister,
  type UseFormRegisterReturn,
} from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";

type Schema = z.ZodType<FieldValues, FieldValues>;

export function useZodForm<S extends Schema>(
  loadSchema: () => Promise<S>,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, "resolver"> = {},
) {
  const [lazy] = useState(() => lazyZodResolver(loadSchema));
  const form = useForm<z.input<S>, unknown, z.output<S>>({ ...options, resolver: lazy.resolver });
  const defaults = typeof options.defaultValues === "object" ? options.defaultValues : undefined;
  const register: UseFormRegister<z.input<S>> = (name, registerOptions) =>
    serverRendered(form.register(name, registerOptions), get(defaults, name));
  /** A form element's handlers: submit through the schema, and start loading it when the form first gets focus. */
  const formProps = (onValid: Parameters<typeof form.handleSubmit>[0]) => ({
    onSubmit: form.handleSubmit(onValid),
    onFocus: lazy.preload,
  });
  return { ...form, register, preload: lazy.preload, formProps };
}

/**
 * A registered field with its default value in the server's HTML: react-hook-form writes defaults into the fields only
 * once its script runs, so an edit form would show empty fields until then. `defaultValue` for text, numbers and
 * selects, `defaultChecked` for a lone checkbox; a radio group sets its own `defaultChecked` (and
 * `defaultValue={undefined}` after the spread). What a reader types before the script runs is kept: react-hook-form
 * (7.92) keeps a field whose value differs from this `defaultValue` when it registers it, and React keeps it while it
 * hydrates, except in a textarea whose default is not empty (React's own rule).
 */
function serverRendered<N extends string>(field: UseFormRegisterReturn<N>, initial: unknown): UseFormRegisterReturn<N> {
  if (typeof initial === "string" || typeof initial === "number")
    return { ...field, defaultValue: initial } as typeof field;
  if (typeof initial === "boolean") return { ...field, defaultChecked: initial } as typeof field;
  return field;
}

/** A resolver that loads its schema on first use; `preload` starts that early (e.g. when the form gets focus). */
export function lazyZodResolver<S extends Schema>(loadSchema: () => Promise<S>) {
  let loading: Promise<Resolver<z.input<S>, unknown, z.output<S>>> | undefined;
  const load = () =>
    (loading ??= loadSchema().then(
      (schema) => zodResolver(schema),
      (error: unknown) => {
        loading = undefined; // a failed download (offline) is retried on the next submit
        throw error;
      },
    ));
  const resolver: Resolver<z.input<S>, unknown, z.output<S>> = async (values, context, options) =>
    (await load())(values, context, options);
  return { resolver, preload: () => void load().catch(() => {}) };
}
