import { CredentialsSignin } from "next-auth";

/** Raised inside the Credentials provider when a valid account is not allowed through the admin login. */
export class NotAdminSignin extends CredentialsSignin {
  code = "not_admin";
}
