// POST /mnb/api/requestPasswordReset – the old clients' spelling of request-password-reset
export { POST } from "../request-password-reset/route";
