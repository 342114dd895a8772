// The wrapper every /mnb/api route handler goes through: params awaited, cross-site writes refused, caller checked,
// errors turned into the one JSON error shape. Handlers return plain data (sent as JSON 200) or a Response.
import "server-only";
import { unstable_rethrow } from "next/navigation";
import { getCaller, type Caller } from "@/lib/auth";
import { assertAdmin, assertCronCaller, assertUser } from "@/lib/auth/guards";
import { settleWrites } from "@/lib/cache";
import { lookForDueWork } from "@/lib/jobs/due-work";
import { AppError } from "@/lib/core/errors";
import { throttle, type WriteKind } from "@/lib/abuse/rate-limit";
import { assertSameSite } from "./same-site";
import { errorResponse } from "./errors";
import { withAbsoluteFiles } from "./old-client";
import { withOurIds } from "./legacy-ids";

type Params = Record<string, string>;
type Handler<P extends Params, C> = (ctx: { req: Request; params: P; caller: C }) => Promise<unknown>;
type RouteContext = { params: Promise<Params> };

function assertNoNul(req: Request, params: Params) {
  if (Object.values(params).some((v) => String(v).includes("\0"))) throw new AppError("not_found", "Not found.");
  for (const value of new URL(req.url).searchParams.values()) {
    if (value.includes("\0")) throw new AppError("unprocessable_entity", "Text must not contain NUL characters.");
  }
}

type Options = { public: boolean; throttle?: WriteKind };

function wrap<P extends Params, C>(
  check: (req: Request, params: P) => Promise<C>,
  handler: Handler<P, C>,
  opts: Options,
) {
  return async (req: Request, context: RouteContext): Promise<Response> => {
    let response: Response;
    try {
      assertSameSite(req);
      const given = ((await context?.params) ?? {}) as P;
      assertNoNul(req, given);
      // The old client names records by their MongoDB ids: ours from here on, for the access check and the handler.
      const params = await withOurIds(req, given);
      const caller = await check(req, params);
      // Counted before the body is even read, so floods of junk cost the sender their quota too.
      if (opts.throttle) await throttle(opts.throttle);
      const result = await handler({ req, params, caller });
      response = result instanceof Response ? result : Response.json(result);
    } catch (error) {
      // Next's own signals (a prerender bailing out at request data, redirects, notFound) are not errors of ours.
      unstable_rethrow(error);
      response = errorResponse(error);
    }
    // Scheduled posts, campaigns and release days that fell due go out after this answer (at most once a minute).
    lookForDueWork();
    // A write's cache expiry is recorded for every server before its answer leaves (lib/cache/index.ts expire).
    await settleWrites();
    // Anything but a public read depends on who is asking (or changed something): no shared cache may keep it.
    if (!(opts.public && req.method === "GET")) {
      try {
        response.headers.set("Cache-Control", "no-store");
      } catch {
        /* redirects have immutable headers and carry no body worth caching */
      }
    }
    return response;
  };
}

/** Public route: the caller may be anyone (and is passed in when signed in). Anonymous writes name their throttle. */
export const withApi = <P extends Params = Params>(h: Handler<P, Caller | null>, opts: { throttle?: WriteKind } = {}) =>
  wrap(getCaller, h, { public: true, ...opts });
/** Signed-in users (any role). */
export const withUser = <P extends Params = Params>(h: Handler<P, Caller>) =>
  wrap(async () => assertUser(await getCaller()), h, { public: false });
/** Admins only: 401 for anonymous callers, 403 for signed-in non-admins, before anything is read or written. */
export const withAdmin = <P extends Params = Params>(h: Handler<P, Caller>) =>
  wrap(async () => assertAdmin(await getCaller()), h, { public: false });
/**
 * A record's owner (and, with `admins`, any admin): 401 for anonymous callers; then `ownerOf` finds the record's
 * owner's user id (null when nobody owns it) or throws its own 404, and anyone else gets 403 with `forbidden` — all
 * before the handler runs, so the data functions it calls never see another user's record.
 */
export const withOwner = <P extends Params = Params>(
  rule: { ownerOf: (params: P) => Promise<string | null>; admins: boolean; forbidden: string },
  h: Handler<P, Caller>,
) =>
  wrap(
    async (_req, params: P) => {
      const caller = assertUser(await getCaller());
      if (rule.admins && caller.role === "ADMIN") return caller;
      if ((await rule.ownerOf(params)) !== caller.id) throw new AppError("forbidden", rule.forbidden);
      return caller;
    },
    h,
    { public: false },
  );

/** The scheduler only (Vercel Cron's `Authorization: Bearer ${CRON_SECRET}`): 401 otherwise; no session is read. */
export const withCron = <P extends Params = Params>(h: Handler<P, null>) =>
  wrap(
    async (req) => {
      assertCronCaller(req.headers.get("authorization"));
      return null;
    },
    h,
    { public: false },
  );

/**
 * A public route outside /mnb/api with a raw answer (lib/api/policy.ts RAW_ROUTES): anyone may call it and no session
 * is read; an error becomes the one JSON error shape instead of Next's error page. The handler sets its own headers.
 */
export const withRaw =
  <A extends unknown[]>(h: (...args: A) => Promise<Response>) =>
  async (...args: A): Promise<Response> => {
    try {
      return await h(...args);
    } catch (error) {
      unstable_rethrow(error);
      return errorResponse(error);
    }
  };

export const created = (data: unknown) => Response.json(data, { status: 201 });

/**
 * A write's answer: the record's own fields at the top level with `message` beside them (the spec's old client uses
 * the answer as the record, so its picture and file addresses are absolute there: withAbsoluteFiles), and the record
 * again under its key, as stored (our own pages read it there).
 */
export const withRecord = <K extends string, R extends object>(message: string, key: K, record: R) =>
  ({ ...withAbsoluteFiles(record), message, [key]: record }) as R & { message: string } & Record<K, R>;
