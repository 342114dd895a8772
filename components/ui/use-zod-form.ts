"use client";
// react-hook-form with a zod schema, typed from the schema: the form's values are the schema's input and the submit
// handler receives its parsed output, so no `as never` cast is needed to join the two.
//
// The schema is passed as a loader — `() => import("@/lib/validations/x").then((m) => m.xSchema)` — never imported
// at the top of a component: a schema module pulls in zod (~30 kB gzip), which would then load with the page. This
// way zod downloads when the visitor first submits (or starts typing, see `preload`), not on every page view.
import { useState } from "react";
import { useForm, type FieldValues, type Resolver, type UseFormProps } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";

type Schema = z.ZodType<FieldValues, FieldValues>;

export function useZodForm<S extends Schema>(
  loadSchema: () => Promise<S>,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, "resolver"> = {},
) {
  const [lazy] = useState(() => lazyZodResolver(loadSchema));
  const form = useForm<z.input<S>, unknown, z.output<S>>({ ...options, resolver: lazy.resolver });
  return { ...form, preload: lazy.preload };
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
