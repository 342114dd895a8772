// The wrapper every /mnb/api route handler goes through: params awaited, caller checked, errors turned into the one
// JSON error shape. Handlers return plain data (sent as JSON 200) or a Response.
import "server-only";
import { getCaller, type Caller } from "@/lib/auth";
import { assertAdmin, assertUser } from "@/lib/auth/guards";
import { errorResponse } from "./errors";

type Params = Record<string, string>;
type Handler<P extends Params, C> = (ctx: { req: Request; params: P; caller: C }) => Promise<unknown>;
type RouteContext = { params: Promise<Params> };

function wrap<P extends Params, C>(check: (caller: Caller | null) => C, handler: Handler<P, C>) {
  return async (req: Request, context: RouteContext): Promise<Response> => {
    try {
      const params = ((await context?.params) ?? {}) as P;
      const caller = check(await getCaller());
      const result = await handler({ req, params, caller });
      return result instanceof Response ? result : Response.json(result);
    } catch (error) {
      return errorResponse(error);
    }
  };
}

/** Public route: the caller may be anyone (and is passed in when signed in). */
export const withApi = <P extends Params = Params>(h: Handler<P, Caller | null>) => wrap(caller => caller, h);
/** Signed-in users (any role). */
export const withUser = <P extends Params = Params>(h: Handler<P, Caller>) => wrap(assertUser, h);
/** Admins only: 401 for anonymous callers, 403 for signed-in non-admins, before anything is read or written. */
export const withAdmin = <P extends Params = Params>(h: Handler<P, Caller>) => wrap(assertAdmin, h);

export const created = (data: unknown) => Response.json(data, { status: 201 });
