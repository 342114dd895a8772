// ANY /mnb/api and /mnb/api/<unknown> – 404 in the JSON error shape (Next would answer its HTML 404 page, or take a
// multipart POST for a Server Action and answer 409). Known paths with a wrong method: lib/api/not-allowed.ts.
import { errorResponse } from "@/lib/api/errors";
import { AppError } from "@/lib/core/errors";

const notFound = async () => {
  const response = errorResponse(new AppError("not_found", "Not found."));
  response.headers.set("Cache-Control", "no-store");
  return response;
};

export {
  notFound as GET,
  notFound as HEAD,
  notFound as POST,
  notFound as PUT,
  notFound as PATCH,
  notFound as DELETE,
  notFound as OPTIONS,
};
