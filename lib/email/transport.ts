// Where emails go: Resend when RESEND_API_KEY is set, otherwise nowhere (they stay in the outbox).
import "server-only";
import { Resend } from "resend";
import { env } from "@/lib/env";

export type OutgoingEmail = { from: string; to: string; subject: string; html: string; text: string; headers?: Record<string, string> };
export type DeliveryResult = { id?: string; error?: string };
export interface EmailTransport {
  name: string;
  send(email: OutgoingEmail): Promise<DeliveryResult>;
}

let override: EmailTransport | null | undefined;

/** Tests plug in a transport (or `null` for the outbox); the app decides from the environment. */
export function setEmailTransport(transport: EmailTransport | null | undefined) {
  override = transport;
}

export function currentTransport(): EmailTransport | null {
  if (override !== undefined) return override;
  return env.RESEND_API_KEY ? resendTransport(env.RESEND_API_KEY) : null;
}

// The Resend client throws when built without a key, so it is only built here, once a key exists.
function resendTransport(key: string): EmailTransport {
  const client = new Resend(key);
  return {
    name: "resend",
    async send(email) {
      try {
        const { data, error } = await client.emails.send(email);
        return error ? { error: `${error.name}: ${error.message}` } : { id: data?.id };
      } catch (error) {
        return { error: error instanceof Error ? error.message : String(error) };
      }
    },
  };
}
