// Tests only: a stand-in for an email provider's batch API (Resend's behaviour, as documented): it remembers each
// idempotency key and answers a request repeated under the same key with the first answer, delivering nothing again.
// It can be told to fail every request, or to "die" in the middle of one: it accepts and delivers that batch, then
// never answers, as when the sending process is killed after the provider took the batch but before it was recorded.
import type { DeliveryResult, EmailTransport, OutgoingEmail } from "@/lib/email/transport";

export class ProviderStandIn implements EmailTransport {
  readonly name = "stand-in";
  /** Every email actually delivered, in order (a replayed request adds nothing). */
  readonly delivered: OutgoingEmail[] = [];
  /** Every batch request received, replays included. */
  readonly requests: string[] = [];
  failing = false;
  private answers = new Map<string, DeliveryResult[]>();
  private accepted = 0;
  private dieAt: number | null = null;
  private died: (() => void) | null = null;

  /** The batch after `batches` accepted ones is accepted and delivered but never answered; resolves when that happens. */
  dieAfter(batches: number): Promise<void> {
    this.dieAt = batches + 1;
    return new Promise((resolve) => (this.died = resolve));
  }

  /** A new process: requests are answered again (the keys it remembers stay: they live at the provider). */
  revive() {
    this.dieAt = null;
  }

  async send(email: OutgoingEmail): Promise<DeliveryResult> {
    if (this.failing) return { error: "provider_down: the stand-in is failing" };
    this.delivered.push(email);
    return { id: `standin_${this.delivered.length}` };
  }

  async sendBatch(emails: OutgoingEmail[], { idempotencyKey }: { idempotencyKey: string }): Promise<DeliveryResult[]> {
    this.requests.push(idempotencyKey);
    const earlier = this.answers.get(idempotencyKey);
    if (earlier) return earlier;
    if (this.failing) return emails.map(() => ({ error: "provider_down: the stand-in is failing" }));
    const answer = emails.map((email) => {
      this.delivered.push(email);
      return { id: `standin_${this.delivered.length}` };
    });
    this.answers.set(idempotencyKey, answer);
    this.accepted++;
    if (this.accepted === this.dieAt) {
      this.died?.();
      return new Promise<never>(() => {});
    }
    return answer;
  }
}
