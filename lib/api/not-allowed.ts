// A route's answers to the methods it does not serve, from the policy registry: 405 in the JSON error shape with the
// Allow header, and OPTIONS listing what it does serve. Next would answer an empty 405 (and an OPTIONS listing these
// stand-ins as if they were real), so every route file ends with
//   export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/getAllPosts");
// naming the methods it does not export (HEAD too where there is no GET). /mnb/api is served without middleware, so
// this is where wrong methods are answered; unknown paths are the catch-all route's (app/mnb/api/[[...path]]).
import "server-only";
import { AppError } from "@/lib/core/errors";
import { allowedMethods, API_ROUTES, type ApiRoute } from "./policy";
import { errorResponse } from "./errors";

export function otherMethods(route: ApiRoute) {
  const allow = allowedMethods(API_ROUTES[route]).join(", ");
  const refuse = async (req: Request) => {
    const response = errorResponse(new AppError("method_not_allowed", `${req.method} is not allowed here.`));
    response.headers.set("Allow", allow);
    response.headers.set("Cache-Control", "no-store");
    return response;
  };
  const options = async () => new Response(null, { status: 204, headers: { Allow: allow } });
  return { GET: refuse, HEAD: refuse, POST: refuse, PUT: refuse, PATCH: refuse, DELETE: refuse, OPTIONS: options };
}
