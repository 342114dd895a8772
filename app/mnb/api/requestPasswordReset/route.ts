// POST /mnb/api/requestPasswordReset – the old clients' spelling of request-password-reset
import { otherMethods } from "@/lib/api/not-allowed";
export { POST } from "../request-password-reset/route";

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/requestPasswordReset");
