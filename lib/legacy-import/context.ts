// What one import run knows while it reads: the legacy-id map (every old document already here, and those this run
// made or would make), which e-mails, usernames and slugs are taken, and how a file comes across. Reads only; the
// runner does every write.
import { randomBytes } from "node:crypto";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { bringLegacyMedia, type LegacyMediaKind, type LegacyMediaOptions, type LegacyMediaResult } from "./media";

/** Brings one old file across (or says why not); null when the document names none. */
export type MediaFn = (address: string | null, kind: LegacyMediaKind) => Promise<LegacyMediaResult | null>;

/** The importer's copier: every file through bringLegacyMedia with the run's options. */
export const mediaCopier =
  (options: LegacyMediaOptions): MediaFn =>
  (address, kind) =>
    bringLegacyMedia(address, kind, options);

export type KnownRecord = { targetId: string; sourceUpdatedAt: Date | null; updatedAt: Date };
type Owner = { id: string; imported: boolean };

const SLUG_TABLE = { post: "post", song: "song", smartlink: "smartLink" } as const;

export class ImportContext {
  readonly records = new Map<string, KnownRecord>();
  readonly accountByEmail = new Map<string, Owner>();
  readonly subscriberByEmail = new Map<string, Owner>();
  readonly usernames = new Set<string>();
  /** Payment references taken here, and whether the import made each (an old duplicate, or a payment made here). */
  readonly paymentByReference = new Map<string, Owner>();
  /** Old comment → old reply, from every comment read (the nesting is set once all of them are here). */
  readonly replies: [string, string][] = [];
  private readonly slugs = new Map<string, boolean>();
  private readonly importedTargets = new Set<string>();

  constructor(
    private readonly db: PrismaClient,
    readonly now: Date,
    readonly confirmedAdmins: ReadonlySet<string>,
    readonly media: MediaFn,
  ) {}

  static key = (collection: string, legacyId: string) => `${collection}:${legacyId}`;

  /** The legacy-id map as the database holds it. */
  async load(): Promise<void> {
    const rows = await this.db.legacyRecord.findMany({
      select: { collection: true, legacyId: true, model: true, targetId: true, sourceUpdatedAt: true, updatedAt: true },
    });
    for (const r of rows) {
      this.records.set(ImportContext.key(r.collection, r.legacyId), r);
      this.importedTargets.add(`${r.model}:${r.targetId}`);
    }
  }

  remember(collection: string, legacyId: string, model: string, targetId: string, sourceUpdatedAt: Date | null) {
    this.records.set(ImportContext.key(collection, legacyId), { targetId, sourceUpdatedAt, updatedAt: this.now });
    this.importedTargets.add(`${model}:${targetId}`);
  }

  /** Our id of an old document of any of `collections` (references did not say which, e.g. auths or users). */
  idFor(collections: readonly string[], legacyId: string | null): string | null {
    if (!legacyId) return null;
    for (const c of collections) {
      const hit = this.records.get(ImportContext.key(c, legacyId));
      if (hit) return hit.targetId;
    }
    return null;
  }

  async knownAccounts(emails: string[]): Promise<void> {
    const unknown = emails.filter((e) => !this.accountByEmail.has(e));
    if (!unknown.length) return;
    const users = await this.db.user.findMany({ where: { email: { in: unknown } }, select: { id: true, email: true } });
    for (const u of users)
      this.accountByEmail.set(u.email, { id: u.id, imported: this.importedTargets.has(`User:${u.id}`) });
  }

  async knownUsernames(names: string[]): Promise<void> {
    const unknown = names.filter((n) => !this.usernames.has(n.toLowerCase()));
    if (!unknown.length) return;
    const users = await this.db.user.findMany({
      where: { OR: unknown.map((u) => ({ username: { equals: u, mode: "insensitive" as const } })) },
      select: { username: true },
    });
    for (const u of users) if (u.username) this.usernames.add(u.username.toLowerCase());
  }

  async knownSubscribers(emails: string[]): Promise<void> {
    const unknown = emails.filter((e) => !this.subscriberByEmail.has(e));
    if (!unknown.length) return;
    const rows = await this.db.subscriber.findMany({
      where: { email: { in: unknown } },
      select: { id: true, email: true },
    });
    for (const s of rows)
      this.subscriberByEmail.set(s.email, { id: s.id, imported: this.importedTargets.has(`Subscriber:${s.id}`) });
  }

  async knownPaymentReferences(references: string[]): Promise<void> {
    const unknown = references.filter((r) => !this.paymentByReference.has(r));
    if (!unknown.length) return;
    const rows = await this.db.payment.findMany({
      where: { reference: { in: unknown } },
      select: { id: true, reference: true, importedAt: true },
    });
    for (const p of rows) this.paymentByReference.set(p.reference, { id: p.id, imported: p.importedAt !== null });
  }

  async slugTaken(kind: keyof typeof SLUG_TABLE, slug: string): Promise<boolean> {
    const key = `${kind}:${slug}`;
    const known = this.slugs.get(key);
    if (known !== undefined) return known;
    const where = { where: { slug }, select: { id: true } };
    const table = SLUG_TABLE[kind];
    const row =
      table === "post"
        ? await this.db.post.findUnique(where)
        : table === "song"
          ? await this.db.song.findUnique(where)
          : await this.db.smartLink.findUnique(where);
    this.slugs.set(key, !!row);
    return !!row;
  }

  takeSlug(kind: keyof typeof SLUG_TABLE, slug: string) {
    this.slugs.set(`${kind}:${slug}`, true);
  }

  token(): string {
    return randomBytes(32).toString("base64url");
  }
}
