// How each old collection becomes rows here: one handler per collection, in the order they are imported (accounts
// before the posts and comments that name them, posts and songs before their comments). A handler reads (never
// writes) to decide; the runner writes what it returns, a batch per transaction.
import { MAX_STORED_KOBO } from "@/lib/core/money";
import { isSlug, slugify } from "@/lib/core/slug";
import type { LegacyDocument } from "./dump";
import { boolOf, changedOf, clip, createdOf, dateOf, emailOf, idOf, intOf, linkOf, newId, textOf } from "./values";
import type { ImportContext } from "./context";
import type { LegacyMediaKind } from "./media";

/** A row to create, by the Prisma delegate that writes it. */
export type NewRow = { model: RowModel; data: Record<string, unknown> };
export type RowModel =
  | "user"
  | "post"
  | "postComment"
  | "song"
  | "songComment"
  | "artist"
  | "smartLink"
  | "spotlight"
  | "spotlightComment"
  | "spotlightReply"
  | "subscriber"
  | "booking"
  | "payment"
  | "advert"
  | "partnershipRequest"
  | "review"
  | "teamMember"
  | "worker";

export type Prepared =
  | {
      outcome: "create";
      /** The row the document becomes (the LegacyRecord's target), then what comes with it (embedded comments). */
      row: NewRow & { data: { id: string } };
      children?: NewRow[];
      /** Embedded documents with ids of their own (a spotlight comment's replies), mapped like the document. */
      childRecords?: { legacyId: string; model: string; targetId: string }[];
      redirect?: { kind: "post" | "song" | "smartlink"; fromSlug: string; toSlug: string };
      /** Imported, with something the owner should know (a picture left out, a slug changed). */
      notes?: string[];
    }
  | { outcome: "merge"; targetId: string; notes?: string[]; update?: Record<string, unknown> }
  | { outcome: "skip"; reason: string; /** Skipped because of something made on the new site. */ conflict?: true };

export type Handler = {
  collection: string;
  /** The model a LegacyRecord of this collection points at. */
  model: string;
  delegate: RowModel;
  /** Called for every document read, imported before or not (e.g. to learn the comments' reply lists). */
  see?(doc: LegacyDocument, ctx: ImportContext): void;
  prepare(docs: LegacyDocument[], ctx: ImportContext): Promise<Prepared[]>;
  /** Fields a `--since` run may bring up to date on a row this import made (never ids, slugs, e-mails, passwords). */
  updatable?(doc: LegacyDocument, ctx: ImportContext): Promise<Record<string, unknown> | null>;
};

/** What a record needing a picture shows when the old one could not come across. */
export const PLACEHOLDER_IMAGE = "/og-default.png";

const skip = (reason: string): Prepared => ({ outcome: "skip", reason });
const clash = (reason: string): Prepared => ({ outcome: "skip", reason, conflict: true });
const missing = (...fields: string[]) => skip(`missing ${fields.join(", ")}`);

/** Old bcrypt hashes sign in once and are replaced (lib/auth/password.ts); anything else cannot sign in. */
const BCRYPT = /^\$2[aby]\$\d\d\$[./A-Za-z0-9]{53}$/;
/** What an account without a usable old password gets: no password matches it, a reset sets one. */
const NO_PASSWORD = "!legacy-no-password";

function times(doc: LegacyDocument) {
  return { createdAt: createdOf(doc), updatedAt: changedOf(doc) };
}

async function picture(ctx: ImportContext, address: unknown, kind: LegacyMediaKind, notes: string[], label: string) {
  let result;
  try {
    result = await ctx.media(textOf(address), kind);
  } catch (error) {
    // Our own storage refused (disk full, Blob down): the record comes without the file, the report says why.
    notes.push(`${label}: could not be stored here (${(error as Error).message})`);
    return null;
  }
  if (!result) return null;
  if (result.ok) return result;
  notes.push(`${label}: ${result.problem}`);
  return null;
}

// ─── Accounts: admins, auths and the older users, merged by e-mail ───────────────────────────────────────────

function accountHandler(collection: "admins" | "auths" | "users"): Handler {
  return {
    collection,
    model: "User",
    delegate: "user",
    async prepare(docs, ctx) {
      const emails = docs.map((d) => emailOf(d.email)).filter((e): e is string => !!e);
      await ctx.knownAccounts(emails);
      const usernames = docs.map((d) => textOf(d.username)).filter((u): u is string => !!u);
      await ctx.knownUsernames(usernames);
      const out: Prepared[] = [];
      for (const doc of docs) {
        const email = emailOf(doc.email);
        if (!email) {
          out.push(textOf(doc.email) ? skip(`not an e-mail address: ${textOf(doc.email)}`) : missing("email"));
          continue;
        }
        const wantsAdmin = collection === "admins" || boolOf(doc.isAdmin);
        const confirmed = wantsAdmin && ctx.confirmedAdmins.has(email);
        const notes: string[] = [];
        if (wantsAdmin && !confirmed)
          notes.push(
            `an admin on the old site: imported as a visitor account; pass --admins ${email} to keep them an admin`,
          );
        const existing = ctx.accountByEmail.get(email);
        if (existing) {
          if (!existing.imported) {
            out.push(clash(`an account with the e-mail ${email} was made on the new site: not overwritten`));
            continue;
          }
          notes.unshift(`merged into the account for ${email} (same e-mail, by case or spaces)`);
          out.push({
            outcome: "merge",
            targetId: existing.id,
            notes,
            update: confirmed ? { role: "ADMIN" } : undefined,
          });
          continue;
        }
        const password = textOf(doc.password);
        if (!password || !BCRYPT.test(password))
          notes.push("no usable old password: the person sets one with “Forgot password”");
        let username = clip(textOf(doc.username), 30);
        if (username && ctx.usernames.has(username.toLowerCase())) {
          notes.push(`username ${username} is taken here: left empty`);
          username = null;
        }
        if (username) ctx.usernames.add(username.toLowerCase());
        const firstName = textOf(doc.firstName);
        const lastName = textOf(doc.lastName);
        const image = await picture(ctx, doc.image ?? doc.profilePicture, "admin-picture", notes, "picture");
        const id = newId();
        ctx.accountByEmail.set(email, { id, imported: true });
        out.push({
          outcome: "create",
          row: {
            model: "user",
            data: {
              id,
              email,
              passwordHash: password && BCRYPT.test(password) ? password : NO_PASSWORD,
              role: confirmed ? "ADMIN" : "USER",
              username,
              firstName: clip(firstName, 100),
              middleName: clip(textOf(doc.middleName), 100),
              lastName: clip(lastName, 100),
              age: intOf(doc.age),
              name: clip(textOf(doc.name) ?? ([firstName, lastName].filter(Boolean).join(" ") || null), 100),
              imageUrl: image?.url ?? null,
              ...times(doc),
            },
          },
          notes,
        });
      }
      return out;
    },
  };
}

// ─── Posts ───────────────────────────────────────────────────────────────────────────────────────────────────

/** The old slug when our rules take it and it is free; else a free one from the title, with a redirect from the old. */
async function slugFor(
  ctx: ImportContext,
  kind: "post" | "song" | "smartlink",
  wanted: string | null,
  fallback: string,
  notes: string[],
): Promise<{ slug: string; redirectFrom?: string }> {
  const old = wanted?.toLowerCase() ?? null;
  if (old && isSlug(old) && !(await ctx.slugTaken(kind, old))) {
    ctx.takeSlug(kind, old);
    return { slug: old };
  }
  const base = slugify(old && !isSlug(old) ? fallback : old || fallback) || kind;
  let slug = base;
  for (let n = 2; await ctx.slugTaken(kind, slug); n++) slug = `${base}-${n}`;
  ctx.takeSlug(kind, slug);
  if (!old) return { slug };
  notes.push(
    isSlug(old)
      ? `slug ${old} is taken here: imported as ${slug}, the old address redirects`
      : `slug ${old} is not one our addresses take: imported as ${slug}, the old address redirects`,
  );
  return { slug, redirectFrom: old };
}

const posts: Handler = {
  collection: "posts",
  model: "Post",
  delegate: "post",
  async prepare(docs, ctx) {
    const out: Prepared[] = [];
    for (const doc of docs) {
      const title = textOf(doc.title);
      const content = typeof doc.content === "string" && doc.content.trim() ? doc.content : null;
      if (!title || !content) {
        out.push(missing(...[!title && "title", !content && "content"].filter((f): f is string => !!f)));
        continue;
      }
      const notes: string[] = [];
      const { slug, redirectFrom } = await slugFor(ctx, "post", textOf(doc.slug), title, notes);
      const image = await picture(ctx, doc.imageUrl, "post-image", notes, "picture");
      const id = newId();
      const category = textOf(doc.category);
      const { createdAt, updatedAt } = times(doc);
      out.push({
        outcome: "create",
        row: {
          model: "post",
          data: {
            id,
            slug,
            title: title.slice(0, 200),
            content,
            format: "PLAIN",
            categories: category ? [category.slice(0, 40)] : [],
            imageUrl: image?.url ?? null,
            status: "PUBLISHED",
            publishedAt: createdAt,
            createdAt,
            updatedAt,
            legacyLikes: Array.isArray(doc.likes) ? doc.likes.length : (intOf(doc.likes) ?? 0),
          },
        },
        redirect: redirectFrom ? { kind: "post", fromSlug: redirectFrom, toSlug: slug } : undefined,
        notes,
      });
    }
    return out;
  },
  async updatable(doc) {
    const title = textOf(doc.title);
    const content = typeof doc.content === "string" && doc.content.trim() ? doc.content : null;
    if (!title || !content) return null;
    const category = textOf(doc.category);
    return {
      title: title.slice(0, 200),
      content,
      categories: category ? [category.slice(0, 40)] : [],
      legacyLikes: Array.isArray(doc.likes) ? doc.likes.length : (intOf(doc.likes) ?? 0),
      // A stored body of the old text must not outlive it: the next read renders and stores the new one.
      bodyRenderKey: null,
      updatedAt: changedOf(doc),
    };
  },
};

// ─── Songs, with their embedded comments ─────────────────────────────────────────────────────────────────────

const songs: Handler = {
  collection: "songs",
  model: "Song",
  delegate: "song",
  async prepare(docs, ctx) {
    const out: Prepared[] = [];
    for (const doc of docs) {
      const title = textOf(doc.title);
      const artist = textOf(doc.artist);
      if (!title || !artist || !textOf(doc.audioUrl)) {
        out.push(
          missing(
            ...[!title && "title", !artist && "artist", !textOf(doc.audioUrl) && "audioUrl"].filter(
              (f): f is string => !!f,
            ),
          ),
        );
        continue;
      }
      const notes: string[] = [];
      const audio = await picture(ctx, doc.audioUrl, "song-audio", notes, "audio");
      if (!audio) {
        out.push(skip(notes[0] ?? "audio could not be brought across"));
        continue;
      }
      const { slug, redirectFrom } = await slugFor(ctx, "song", textOf(doc.slug), `${title} ${artist}`, notes);
      const cover = await picture(ctx, doc.coverImageUrl, "song-cover", notes, "cover");
      const id = newId();
      const comments = Array.isArray(doc.comments) ? (doc.comments as LegacyDocument[]) : [];
      const children: NewRow[] = comments
        .filter((c) => c && textOf(c.text))
        .map((c) => ({
          model: "songComment",
          data: {
            id: newId(),
            songId: id,
            username: clip(textOf(c.username) ?? "Anonymous", 60),
            text: textOf(c.text)!.slice(0, 2000),
            createdAt: dateOf(c.createdAt) ?? createdOf(doc),
          },
        }));
      const dropped = comments.length - children.length;
      if (dropped) notes.push(`${dropped} empty comment(s) left out`);
      out.push({
        outcome: "create",
        row: {
          model: "song",
          data: {
            id,
            slug,
            title: title.slice(0, 200),
            artist: artist.slice(0, 200),
            albumName: clip(textOf(doc.albumName), 200),
            genre: clip(textOf(doc.genre), 60),
            description: textOf(doc.description),
            audioUrl: audio.url,
            coverImageUrl: cover?.url ?? null,
            likes: Math.max(0, intOf(doc.likes) ?? 0),
            releaseDate: dateOf(doc.releaseDate) ?? createdOf(doc),
            ...times(doc),
          },
        },
        children,
        redirect: redirectFrom ? { kind: "song", fromSlug: redirectFrom, toSlug: slug } : undefined,
        notes,
      });
    }
    return out;
  },
};

// ─── Comments on posts and songs, nested by their `replies` lists ─────────────────────────────────────────────

const POST_PARENTS = new Set(["post", "blog", "posts", "blogs"]);
const SONG_PARENTS = new Set(["song", "songs", "music"]);

const comments: Handler = {
  collection: "comments",
  model: "Comment",
  delegate: "postComment",
  see(doc, ctx) {
    const parent = idOf(doc._id);
    if (!parent || !Array.isArray(doc.replies)) return;
    for (const reply of doc.replies) {
      const child = idOf(reply);
      if (child) ctx.replies.push([parent, child]);
    }
  },
  async prepare(docs, ctx) {
    const out: Prepared[] = [];
    for (const doc of docs) {
      const text = textOf(doc.text);
      const parentType = textOf(doc.parentType)?.toLowerCase() ?? "";
      const parentId = idOf(doc.parentId);
      if (!text) {
        out.push(missing("text"));
        continue;
      }
      const userId = ctx.idFor(["auths", "users"], idOf(doc.author));
      const name = clip(textOf(doc.username) ?? "Anonymous", 60)!;
      if (POST_PARENTS.has(parentType)) {
        const postId = ctx.idFor(["posts"], parentId);
        if (!postId) {
          out.push(skip("a comment whose post is gone"));
          continue;
        }
        out.push({
          outcome: "create",
          row: {
            model: "postComment",
            data: {
              id: newId(),
              postId,
              userId,
              name,
              // The old comments asked for no address; an empty one is never mailed and matches no ban.
              email: "",
              text: text.slice(0, 2000),
              rating: null,
              likes: Math.max(0, intOf(doc.likes) ?? 0),
              createdAt: createdOf(doc),
            },
          },
        });
      } else if (SONG_PARENTS.has(parentType)) {
        const songId = ctx.idFor(["songs"], parentId);
        if (!songId) {
          out.push(skip("a comment whose song is gone"));
          continue;
        }
        out.push({
          outcome: "create",
          row: {
            model: "songComment",
            data: { id: newId(), songId, userId, username: name, text: text.slice(0, 2000), createdAt: createdOf(doc) },
          },
        });
      } else {
        out.push(skip(`a comment on "${textOf(doc.parentType) ?? "nothing"}", which the new site has no comments for`));
      }
    }
    return out;
  },
};

// ─── Artists, smart links, spotlights ────────────────────────────────────────────────────────────────────────

const artists: Handler = {
  collection: "artists",
  model: "Artist",
  delegate: "artist",
  async prepare(docs, ctx) {
    const out: Prepared[] = [];
    for (const doc of docs) {
      const name = textOf(doc.name);
      const genre = textOf(doc.genre);
      if (!name || !genre) {
        out.push(missing(...[!name && "name", !genre && "genre"].filter((f): f is string => !!f)));
        continue;
      }
      const notes: string[] = [];
      const image = await picture(ctx, doc.imageUrl, "artist-picture", notes, "picture");
      if (!image) notes.push("shown with the placeholder picture");
      out.push({
        outcome: "create",
        row: {
          model: "artist",
          data: {
            id: newId(),
            name: name.slice(0, 100),
            genre: genre.slice(0, 60),
            imageUrl: image?.url ?? PLACEHOLDER_IMAGE,
            createdAt: createdOf(doc),
          },
        },
        notes,
      });
    }
    return out;
  },
};

const smartLinks: Handler = {
  collection: "smartlinks",
  model: "SmartLink",
  delegate: "smartLink",
  async prepare(docs, ctx) {
    const out: Prepared[] = [];
    for (const doc of docs) {
      const songTitle = textOf(doc.songTitle);
      const artistName = textOf(doc.artistName);
      if (!songTitle || !artistName) {
        out.push(missing(...[!songTitle && "songTitle", !artistName && "artistName"].filter((f): f is string => !!f)));
        continue;
      }
      const notes: string[] = [];
      const { slug, redirectFrom } = await slugFor(
        ctx,
        "smartlink",
        textOf(doc.slug),
        `${songTitle}-${artistName}`,
        notes,
      );
      const cover = await picture(ctx, doc.coverImageUrl, "smart-link-cover", notes, "cover");
      if (!cover) notes.push("shown with the placeholder cover");
      const links = Object.fromEntries(
        (["youtube", "spotify", "boomplay", "appleMusic", "audiomack"] as const).map((p) => [p, linkOf(doc[p])]),
      );
      const createdAt = createdOf(doc);
      out.push({
        outcome: "create",
        row: {
          model: "smartLink",
          data: {
            id: newId(),
            slug,
            songTitle: songTitle.slice(0, 200),
            artistName: artistName.slice(0, 200),
            coverImageUrl: cover?.url ?? PLACEHOLDER_IMAGE,
            ...links,
            // Made by the old site's own team: vouched for, as an admin's link is here.
            approvedAt: createdAt,
            createdAt,
            updatedAt: createdAt,
          },
        },
        redirect: redirectFrom ? { kind: "smartlink", fromSlug: redirectFrom, toSlug: slug } : undefined,
        notes,
      });
    }
    return out;
  },
};

const spotlights: Handler = {
  collection: "stylespotlights",
  model: "Spotlight",
  delegate: "spotlight",
  async prepare(docs, ctx) {
    const out: Prepared[] = [];
    for (const doc of docs) {
      const name = textOf(doc.name);
      const description = textOf(doc.description);
      const category = textOf(doc.category)?.toUpperCase();
      if (!name || !description) {
        out.push(missing(...[!name && "name", !description && "description"].filter((f): f is string => !!f)));
        continue;
      }
      if (category !== "MALE" && category !== "FEMALE") {
        out.push(skip(`category "${textOf(doc.category) ?? ""}" is neither Male nor Female`));
        continue;
      }
      const notes: string[] = [];
      const image = await picture(ctx, doc.image, "spotlight-image", notes, "picture");
      if (!image) notes.push("shown with the placeholder picture");
      out.push({
        outcome: "create",
        row: {
          model: "spotlight",
          data: {
            id: newId(),
            name: name.slice(0, 100),
            description,
            category,
            imageUrl: image?.url ?? PLACEHOLDER_IMAGE,
            featured: boolOf(doc.featured),
            ...times(doc),
          },
        },
        notes,
      });
    }
    return out;
  },
};

const spotlightComments: Handler = {
  collection: "stylespotlightcomments",
  model: "SpotlightComment",
  delegate: "spotlightComment",
  async prepare(docs, ctx) {
    const out: Prepared[] = [];
    for (const doc of docs) {
      const content = textOf(doc.content);
      if (!content) {
        out.push(missing("content"));
        continue;
      }
      const oldSpotlight = idOf(doc.spotlightId);
      const spotlightId = oldSpotlight ? ctx.idFor(["stylespotlights"], oldSpotlight) : null;
      if (oldSpotlight && !spotlightId) {
        out.push(skip("a comment whose look is gone"));
        continue;
      }
      const id = newId();
      const rating = intOf(doc.rating);
      const replies = (Array.isArray(doc.replies) ? (doc.replies as LegacyDocument[]) : []).filter(
        (r) => r && textOf(r.content),
      );
      const replyIds = replies.map(() => newId());
      const childRecords = replies.flatMap((r, i) => {
        const legacyId = idOf(r._id);
        return legacyId ? [{ legacyId, model: "SpotlightReply", targetId: replyIds[i] }] : [];
      });
      const children: NewRow[] = replies.map((r, i) => ({
        model: "spotlightReply",
        data: {
          id: replyIds[i],
          commentId: id,
          name: clip(textOf(r.name) ?? "Anonymous", 60),
          email: emailOf(r.email) ?? "",
          content: textOf(r.content)!.slice(0, 2000),
          likes: Math.max(0, intOf(r.likes) ?? 0),
          dislikes: Math.max(0, intOf(r.dislikes) ?? 0),
          createdAt: dateOf(r.createdAt) ?? createdOf(doc),
        },
      }));
      out.push({
        outcome: "create",
        row: {
          model: "spotlightComment",
          data: {
            id,
            spotlightId,
            name: clip(textOf(doc.name) ?? "Anonymous", 60),
            email: emailOf(doc.email) ?? "",
            content: content.slice(0, 2000),
            // The old default 0 meant "no stars", which the new site keeps as none.
            rating: rating && rating >= 1 && rating <= 5 ? rating : null,
            likes: Math.max(0, intOf(doc.likes) ?? 0),
            dislikes: Math.max(0, intOf(doc.dislikes) ?? 0),
            createdAt: createdOf(doc),
          },
        },
        children,
        childRecords,
      });
    }
    return out;
  },
};

// ─── Subscribers: kept, never mailed a promo until they confirm ───────────────────────────────────────────────

const subscribers: Handler = {
  collection: "subscribers",
  model: "Subscriber",
  delegate: "subscriber",
  async prepare(docs, ctx) {
    await ctx.knownSubscribers(docs.map((d) => emailOf(d.email)).filter((e): e is string => !!e));
    const out: Prepared[] = [];
    for (const doc of docs) {
      const email = emailOf(doc.email);
      if (!email) {
        out.push(textOf(doc.email) ? skip(`not an e-mail address: ${textOf(doc.email)}`) : missing("email"));
        continue;
      }
      const existing = ctx.subscriberByEmail.get(email);
      if (existing) {
        out.push(
          existing.imported
            ? {
                outcome: "merge",
                targetId: existing.id,
                notes: [`the same address as another old subscriber (${email})`],
              }
            : clash(`${email} already subscribed on the new site: kept as it is`),
        );
        continue;
      }
      const id = newId();
      ctx.subscriberByEmail.set(email, { id, imported: true });
      out.push({
        outcome: "create",
        row: {
          model: "subscriber",
          data: {
            id,
            email,
            status: "PENDING",
            unsubscribeToken: ctx.token(),
            subscribedAt: dateOf(doc.subscribedAt) ?? createdOf(doc),
            importedAt: ctx.now,
          },
        },
      });
    }
    return out;
  },
};

// ─── Bookings (their files private), adverts, partners, reviews, team, workers ───────────────────────────────

const bookings: Handler = {
  collection: "bookings",
  model: "Booking",
  delegate: "booking",
  async prepare(docs, ctx) {
    const out: Prepared[] = [];
    for (const doc of docs) {
      const service = textOf(doc.service);
      const name = textOf(doc.name);
      const email = emailOf(doc.email);
      if (!service || !name || !email) {
        out.push(
          missing(...[!service && "service", !name && "name", !email && "email"].filter((f): f is string => !!f)),
        );
        continue;
      }
      const notes: string[] = [];
      const file = await picture(ctx, doc.fileUrl, "booking-file", notes, "file");
      out.push({
        outcome: "create",
        row: {
          model: "booking",
          data: {
            id: newId(),
            name: name.slice(0, 100),
            email,
            service: service.slice(0, 200),
            message: textOf(doc.message) ?? "",
            dateTime: dateOf(doc.dateTime) ?? createdOf(doc),
            fileId: file?.uploadId ?? null,
            ...times(doc),
          },
        },
        notes,
      });
    }
    return out;
  },
};

// ─── Payments: history, counted as money only once Paystack confirms them (lib/payments/imported.ts) ─────────────

/** A whole number of kobo, as Paystack sends amounts; null for a fraction, a negative or anything else. */
function koboOf(value: unknown): number | null {
  const kobo = intOf(value);
  const fraction = (typeof value === "number" || typeof value === "string") && Number(value) !== kobo;
  return kobo === null || fraction || kobo < 0 || kobo > MAX_STORED_KOBO ? null : kobo;
}

// The old site stored whatever its browser-triggered verify call reported, never compared with a price and tied to no
// booking: each payment comes across IMPORTED, with no paidAt (so nothing counts it as money) and the old document's
// own word kept in providerData, until Paystack is asked.
const payments: Handler = {
  collection: "payments",
  model: "Payment",
  delegate: "payment",
  async prepare(docs, ctx) {
    await ctx.knownPaymentReferences(docs.map((d) => textOf(d.reference)).filter((r): r is string => !!r));
    const out: Prepared[] = [];
    for (const doc of docs) {
      const reference = textOf(doc.reference);
      if (!reference) {
        out.push(missing("reference"));
        continue;
      }
      const existing = ctx.paymentByReference.get(reference);
      if (existing) {
        out.push(
          existing.imported
            ? skip(`the same reference as another old payment (${reference})`)
            : clash(`a payment with this reference was made on the new site (${reference}): kept as it is`),
        );
        continue;
      }
      const amountKobo = koboOf(doc.amount);
      if (amountKobo === null) {
        out.push(skip(`amount ${String(doc.amount)} is not a whole number of kobo`));
        continue;
      }
      const currency = textOf(doc.currency)?.toUpperCase() ?? "NGN";
      if (!/^[A-Z]{3}$/.test(currency)) {
        out.push(skip(`currency ${currency} is not a currency code`));
        continue;
      }
      const email = emailOf(doc.customerEmail);
      const notes = email ? [] : ["no usable e-mail address: kept without one"];
      const id = newId();
      ctx.paymentByReference.set(reference, { id, imported: true });
      out.push({
        outcome: "create",
        row: {
          model: "payment",
          data: {
            id,
            reference,
            amountKobo,
            currency,
            status: "IMPORTED",
            email: email ?? "",
            name: email ? email.split("@")[0] : "",
            providerData: {
              legacy: {
                status: textOf(doc.status),
                channel: textOf(doc.channel),
                amount: amountKobo,
                currency: textOf(doc.currency),
                paidAt: dateOf(doc.paidAt)?.toISOString() ?? null,
              },
            },
            importedAt: ctx.now,
            ...times(doc),
          },
        },
        notes,
      });
    }
    return out;
  },
};

const adverts: Handler = {
  collection: "adverts",
  model: "Advert",
  delegate: "advert",
  async prepare(docs, ctx) {
    const out: Prepared[] = [];
    for (const doc of docs) {
      const title = textOf(doc.title);
      const description = textOf(doc.description);
      if (!title || !description) {
        out.push(missing(...[!title && "title", !description && "description"].filter((f): f is string => !!f)));
        continue;
      }
      const notes: string[] = [];
      const image = await picture(ctx, doc.imageUrl, "advert-image", notes, "picture");
      const link = linkOf(doc.link);
      if (!link && textOf(doc.link)) notes.push(`link ${textOf(doc.link)} is not a web address: left empty`);
      out.push({
        outcome: "create",
        row: {
          model: "advert",
          data: {
            id: newId(),
            title: title.slice(0, 200),
            description,
            imageUrl: image?.url ?? null,
            link: link ?? "",
            facebook: linkOf(doc.facebook),
            twitter: linkOf(doc.twitter),
            instagram: linkOf(doc.instagram),
            linkedin: linkOf(doc.linkedin),
            createdAt: createdOf(doc),
          },
        },
        notes,
      });
    }
    return out;
  },
};

function messageHandler(collection: "partnerships" | "contacts"): Handler {
  return {
    collection,
    model: collection === "partnerships" ? "PartnershipRequest" : "Review",
    delegate: collection === "partnerships" ? "partnershipRequest" : "review",
    async prepare(docs) {
      return docs.map((doc): Prepared => {
        const name = textOf(doc.name);
        const email = emailOf(doc.email);
        const message = textOf(doc.message);
        if (!name || !email || !message)
          return missing(
            ...[!name && "name", !email && "email", !message && "message"].filter((f): f is string => !!f),
          );
        const base = { id: newId(), name: name.slice(0, 100), email, message, createdAt: createdOf(doc) };
        if (collection === "partnerships")
          return { outcome: "create", row: { model: "partnershipRequest", data: base } };
        const rating = intOf(doc.rating);
        return {
          outcome: "create",
          row: {
            model: "review",
            data: {
              ...base,
              rating: Math.min(5, Math.max(0, rating ?? 0)),
              likes: Math.max(0, intOf(doc.likes) ?? 0),
              dislikes: Math.max(0, intOf(doc.dislikes) ?? 0),
            },
          },
        };
      });
    },
  };
}

const team: Handler = {
  collection: "teammembers",
  model: "TeamMember",
  delegate: "teamMember",
  async prepare(docs, ctx) {
    const out: Prepared[] = [];
    for (const doc of docs) {
      const name = textOf(doc.name);
      const role = textOf(doc.role);
      if (!name || !role) {
        out.push(missing(...[!name && "name", !role && "role"].filter((f): f is string => !!f)));
        continue;
      }
      const notes: string[] = [];
      const image = await picture(ctx, doc.image, "team-picture", notes, "picture");
      out.push({
        outcome: "create",
        row: {
          model: "teamMember",
          data: {
            id: newId(),
            name: name.slice(0, 100),
            role: role.slice(0, 100),
            quote: textOf(doc.quote),
            linkedin: linkOf(doc.linkedin),
            twitter: linkOf(doc.twitter),
            instagram: linkOf(doc.instagram),
            imageUrl: image?.url ?? null,
            createdAt: createdOf(doc),
          },
        },
        notes,
      });
    }
    return out;
  },
};

const workers: Handler = {
  collection: "workers",
  model: "Worker",
  delegate: "worker",
  async prepare(docs, ctx) {
    const out: Prepared[] = [];
    for (const doc of docs) {
      const name = textOf(doc.name);
      const role = textOf(doc.role);
      if (!name || !role) {
        out.push(missing(...[!name && "name", !role && "role"].filter((f): f is string => !!f)));
        continue;
      }
      const notes: string[] = [];
      const photo = await picture(ctx, doc.photo, "worker-photo", notes, "photo");
      const oldNumber = textOf(doc.idNumber);
      if (oldNumber) notes.push(`old ID number ${oldNumber}: the new site numbers workers itself`);
      out.push({
        outcome: "create",
        row: {
          model: "worker",
          data: {
            id: newId(),
            name: name.slice(0, 100),
            role: role.slice(0, 100),
            photoUrl: photo?.url ?? null,
            createdAt: createdOf(doc),
          },
        },
        notes,
      });
    }
    return out;
  },
};

/** Every collection the importer reads, in the order it reads them. */
export const HANDLERS: readonly Handler[] = [
  accountHandler("admins"),
  accountHandler("auths"),
  accountHandler("users"),
  posts,
  songs,
  comments,
  artists,
  smartLinks,
  spotlights,
  spotlightComments,
  subscribers,
  bookings,
  payments,
  adverts,
  messageHandler("partnerships"),
  messageHandler("contacts"),
  team,
  workers,
];

/** Collections of the old site this version does not bring across yet, and why (listed in every report). */
export const NOT_YET: Readonly<Record<string, string>> = {};
