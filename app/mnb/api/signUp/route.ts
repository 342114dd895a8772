// POST /mnb/api/signUp – create an account (409 when the email or username is taken)
import { created, withApi } from "@/lib/api/handler";
import { readJson } from "@/lib/api/body";
import { registerUser } from "@/lib/accounts/users";
import { signUpSchema } from "@/lib/accounts/schema";
import { otherMethods } from "@/lib/api/not-allowed";

export const POST = withApi(
  async ({ req }) => {
    const user = await registerUser(await readJson(req, signUpSchema));
    return created({ message: "Account created successfully!", user });
  },
  { throttle: "signup" },
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/signUp");
