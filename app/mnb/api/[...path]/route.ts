// ANY /mnb/api/<unknown> – 404 in the JSON error shape: the server-side backstop behind middleware.ts, which already
// answers unknown paths from lib/api/policy.ts (a multipart POST would otherwise get Next's Server Action 409).
import { errorResponse } from "@/lib/api/errors";
import { AppError } from "@/lib/errors";

const notFound = async () => errorResponse(new AppError("not_found", "Not found."));

export { notFound as GET, notFound as HEAD, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE, notFound as OPTIONS };
