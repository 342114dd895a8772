// Where emails go: Resend when RESEND_API_KEY is set, otherwise nowhere (they stay in the outbox).
import "server-only";
import { Resend } from "resend";
import { env } from "@/lib/config/env";

export type OutgoingEmail = {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
};
export type DeliveryResult = { id?: string; error?: string };
export interface EmailTransport {
  name: string;
  send(email: OutgoingEmail): Promise<DeliveryResult>;
  /**
   * Up to BATCH_LIMIT messages in one request, one result per message in the same order. `idempotencyKey` names the
   * request: sent again with the same key and the same messages, the provider answers as before without sending
   * anything twice. A transport without it gets the messages one `send` at a time.
   */
  sendBatch?(emails: OutgoingEmail[], options: { idempotencyKey: string }): Promise<DeliveryResult[]>;
}

/** The most messages Resend accepts in one batch request. */
export const BATCH_LIMIT = 100;

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
    // Resend's idempotency key belongs to the whole batch request (the Idempotency-Key header, kept 24 hours), not to
    // each message; strict validation means the batch is sent whole or not at all, so one error fails every message.
    async sendBatch(emails, { idempotencyKey }) {
      try {
        const { data, error } = await client.batch.send(emails, { idempotencyKey });
        if (error) return emails.map(() => ({ error: `${error.name}: ${error.message}` }));
        return emails.map((_, i) => ({ id: data?.data[i]?.id }));
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        return emails.map(() => ({ error: message }));
      }
    },
  };
}
