// The route tree under app/mnb/api as it is on disk, and real rows to call it with: shared by the access-policy and
// fuzz integration tests so both cover every route the day its file is added.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { randomBytes, randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import { createAccount, file, pngBytes, postForm, songForm, unique, wavBytes } from "./fixtures";

const API_DIR = path.join(process.cwd(), "app", "mnb", "api");
const HTTP_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

export type RouteFile = { pattern: string; file: string; methods: string[] };

/** Every route.ts under app/mnb/api as its URL pattern (`/mnb/api/updatePost/[id]`) and the methods it exports. */
export function routeFiles(dir = API_DIR): RouteFile[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry): RouteFile[] => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    if (!/^route\.(ts|tsx|js|mjs)$/.test(entry.name)) return [];
    const pattern = `/mnb/api/${path.relative(API_DIR, dir).split(path.sep).join("/")}`.replace(/\/$/, "");
    return [
      { pattern, file: path.relative(process.cwd(), full), methods: exportedMethods(readFileSync(full, "utf8")) },
    ];
  });
}

/** The HTTP methods a route module exports: `export const GET`, `export async function POST`, `export { a as PUT }`. */
export function exportedMethods(source: string): string[] {
  const names = new Set<string>();
  for (const m of source.matchAll(/export\s+(?:const|let|var|(?:async\s+)?function)\s+([A-Z]+)\b/g)) names.add(m[1]);
  for (const m of source.matchAll(/export\s*(?:type\s*)?\{([^}]*)\}/g)) {
    for (const part of m[1].split(",")) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .pop()
        ?.trim();
      if (name) names.add(name);
    }
  }
  return HTTP_METHODS.filter((method) => names.has(method));
}

export type Fixtures = Awaited<ReturnType<typeof createFixtures>>;

/** One real row of everything a dynamic segment can name, and two regular accounts (the owner and someone else). */
export async function createFixtures() {
  const tag = unique("fx");
  const [owner, other] = [await createAccount("USER"), await createAccount("USER")];
  const post = await db.post.create({
    data: { slug: `${tag}-post`, title: "Fixture post", content: "A post for the route tests.", categories: ["Tech"] },
  });
  const postRevision = await db.postRevision.create({
    data: { postId: post.id, title: post.title, content: post.content, author: "Admin", editorLabel: "Fixture" },
  });
  // Its own post for the delete route, so fuzzing the delete as an admin leaves the post the update route edits.
  const doomedPost = await db.post.create({
    data: { slug: `${tag}-doomed`, title: "Doomed post", content: "Deleted by the route tests.", categories: [] },
  });
  const postComment = await db.postComment.create({
    data: { postId: post.id, name: "Ada", email: "ada@example.com", text: "Nice", rating: 4 },
  });
  // Its own comment for the moderation routes (fuzzing them as an admin hides, bans and deletes it), and a ban to lift.
  const moderatedComment = await db.postComment.create({
    data: { postId: post.id, name: "Spammer", email: `${tag}-spam@example.com`, text: "Buy now", rating: 1 },
  });
  const ban = await db.commenterBan.create({
    data: { emailHash: `${tag}-hash`, reason: "Fixture ban", createdByLabel: "Fixture" },
  });
  const review = await db.review.create({
    data: { name: "Ada", email: "ada@example.com", message: "Great work", rating: 5 },
  });
  const song = await db.song.create({
    data: {
      slug: `${tag}-song`,
      title: "Fixture song",
      artist: "Tester",
      audioUrl: "/files/audio/fixture.wav",
      releaseDate: new Date(Date.UTC(2001, 0, 1)),
    },
  });
  const songComment = await db.songComment.create({ data: { songId: song.id, text: "Tune!" } });
  const doomedSong = await db.song.create({
    data: {
      slug: `${tag}-doomed-song`,
      title: "Doomed song",
      artist: "Tester",
      audioUrl: "/files/audio/doomed.wav",
      releaseDate: new Date(Date.UTC(2001, 0, 1)),
    },
  });
  const spotlightComment = await db.spotlightComment.create({
    data: { name: "Ada", email: "ada@example.com", content: "Sharp look", rating: 5 },
  });
  const spotlightReply = await db.spotlightReply.create({
    data: { commentId: spotlightComment.id, name: "Bola", email: "bola@example.com", content: "Agreed" },
  });
  // Deleting a comment gets a row of its own, so fuzzing it as an admin leaves the comment the other routes name (the
  // spotlight's PUT is fuzzed before its DELETE).
  const doomedSpotlightComment = await db.spotlightComment.create({
    data: { name: "Ada", email: "ada@example.com", content: "Deleted by the route tests", rating: 3 },
  });
  const spotlight = await db.spotlight.create({
    data: {
      name: `${tag} spotlight`,
      description: "A fixture look",
      category: "FEMALE",
      imageUrl: "/files/image/spotlight.png",
    },
  });
  const newSubscriber = (name: string, status: "PENDING" | "ACTIVE" = "PENDING") =>
    db.subscriber.create({
      data: { email: `${name}@example.com`, status, unsubscribeToken: randomBytes(24).toString("base64url") },
    });
  const subscriber = await newSubscriber(tag);
  // The promo goes to an active one; the single and the bulk delete get their own (fuzzing them as an admin deletes).
  const activeSubscriber = await newSubscriber(`${tag}-active`, "ACTIVE");
  const doomedSubscriber = await newSubscriber(`${tag}-doomed`);
  const bulkDoomedSubscriber = await newSubscriber(`${tag}-bulk-doomed`);
  // Public lists are cached on first read and these rows bypass the API that would expire them: make sure a list read
  // here is never cached empty for the test files that run after this one.
  const artist = await db.artist.create({
    data: { name: `${tag} artist`, genre: "Afrobeats", imageUrl: "/files/image/artist.png" },
  });
  const advert = await db.advert.create({
    data: { title: `${tag} advert`, description: "A partner", link: "https://example.com" },
  });
  // Their own rows for the delete routes, so fuzzing a delete as an admin leaves the row the update route edits.
  const doomedArtist = await db.artist.create({
    data: { name: `${tag} doomed artist`, genre: "Alté", imageUrl: "/files/image/artist.png" },
  });
  const doomedAdvert = await db.advert.create({
    data: { title: `${tag} doomed advert`, description: "A partner", link: "https://example.com" },
  });
  const teamMember = await db.teamMember.create({ data: { name: `${tag} member`, role: "Fixture role" } });
  const worker = await db.worker.create({ data: { name: `${tag} worker`, role: "Fixture role" } });
  const doomedWorker = await db.worker.create({ data: { name: `${tag} doomed worker`, role: "Fixture role" } });
  // The statistics route's link belongs to the *other* account; the admin's edit and delete share one path, so they
  // get a link of their own (fuzzing DELETE, after PUT, removes it; later calls answer 404).
  const linkFields = (slug: string, createdById: string | null) => ({
    slug,
    songTitle: "Fixture song",
    artistName: "Tester",
    coverImageUrl: "/files/image/smart-link.png",
    spotify: "https://open.spotify.com/track/1",
    createdById,
  });
  const smartLink = await db.smartLink.create({ data: linkFields(`${tag}-smart-link`, other.user.id) });
  const doomedSmartLink = await db.smartLink.create({ data: linkFields(`${tag}-doomed-smart-link`, null) });
  // Made signed out and never approved: the admin's Approve has a link to vouch for whatever the other routes did.
  const anonymousSmartLink = await db.smartLink.create({ data: linkFields(`${tag}-anonymous-smart-link`, null) });
  // Bookings belong to the *other* account, so the owner-only file route refuses the signed-in caller with 403; the
  // upload is an unused booking file for POST /bookings (a private key, not a file on disk).
  const bookingUpload = await db.upload.create({
    data: {
      url: `private:booking-file/${tag}.png`,
      pathname: `booking-file/${tag}.png`,
      contentType: "image/png",
      size: 68,
      purpose: "booking-file",
    },
  });
  const bookingData = {
    name: "Ada Obi",
    email: "ada@example.com",
    service: "Mixing",
    message: "Fixture booking",
    dateTime: new Date(Date.now() + 7 * 86_400_000),
    userId: other.user.id,
    priceKobo: 6_000_000,
  };
  const booking = await db.booking.create({ data: bookingData });
  const doomedBooking = await db.booking.create({ data: bookingData });
  // An admin of its own for the admin routes (PUT and DELETE share one path: fuzzing DELETE, after PUT, removes it),
  // and a partnership request likewise.
  const admin = (await createAccount("ADMIN")).user;
  const partnership = await db.partnershipRequest.create({
    data: { name: `${tag} partner`, email: `${tag}-partner@example.com`, message: "Fixture request" },
  });
  // A promo scheduled far ahead, for the admin's cancel (fuzzing DELETE removes it).
  const scheduledCampaign = await db.promoCampaign.create({
    data: {
      subject: `${tag} scheduled promo`,
      message: "Fixture promo",
      createdByLabel: "Fixture",
      recipients: 1,
      sendAt: new Date(Date.UTC(2100, 0, 1)),
    },
  });
  const email = await db.emailMessage.create({
    data: { to: `${tag}@example.com`, subject: "Fixture", template: "welcome", html: "<p>Hi</p>", text: "Hi" },
  });
  return {
    tag,
    owner,
    other,
    post,
    doomedPost,
    postComment,
    review,
    song,
    doomedSong,
    songComment,
    spotlightComment,
    spotlightReply,
    doomedSpotlightComment,
    spotlight,
    subscriber,
    activeSubscriber,
    doomedSubscriber,
    bulkDoomedSubscriber,
    email,
    teamMember,
    worker,
    doomedWorker,
    artist,
    advert,
    doomedArtist,
    doomedAdvert,
    smartLink,
    doomedSmartLink,
    anonymousSmartLink,
    bookingUpload,
    booking,
    doomedBooking,
    admin,
    partnership,
    postRevision,
    moderatedComment,
    ban,
    scheduledCampaign,
  };
}

/**
 * A concrete path for a pattern: each dynamic segment gets the id (or slug, token) of a real row of what the route
 * names, so a refusal is the policy's and not a 404. `[id]` of the profile routes is the *other* account's id.
 */
export function fillPath(pattern: string, f: Fixtures): string {
  // Routes with one dynamic segment whose row is not what the segment's name usually means.
  // A route with two dynamic segments names each one's row.
  const byRoute: Record<string, string | Record<string, string>> = {
    "/mnb/api/contacts/[id]/reaction": f.review.id,
    "/mnb/api/post-comment/[id]/reaction": f.postComment.id,
    "/mnb/api/style-spotlight/comment/[id]/reaction": f.spotlightComment.id,
    "/mnb/api/style-spotlight/comment/[id]/reply": f.spotlightComment.id,
    "/mnb/api/style-spotlight/reply/[id]/reaction": f.spotlightReply.id,
    "/mnb/api/emails/[id]/retry": f.email.id,
    "/mnb/api/campaigns/[id]": f.scheduledCampaign.id,
    "/mnb/api/style-spotlight/comment/[id]": f.doomedSpotlightComment.id,
    "/mnb/api/spotlights/[id]": f.spotlight.id,
    "/mnb/api/deletePost/[id]": f.doomedPost.id,
    "/mnb/api/updatePost/[id]": f.post.id,
    "/mnb/api/updateArtist/[id]": f.artist.id,
    "/mnb/api/deleteArtist/[id]": f.doomedArtist.id,
    "/mnb/api/updateAdvert/[id]": f.advert.id,
    "/mnb/api/deleteAdvert/[id]": f.doomedAdvert.id,
    "/mnb/api/deleteSong/[slug]": f.doomedSong.slug,
    "/mnb/api/deleteUserProfile/[id]": f.other.user.id,
    "/mnb/api/updateUserProfile/[id]": f.other.user.id,
    // PUT and DELETE share this path: fuzzing DELETE (after PUT) removes the member, later calls answer 404.
    "/mnb/api/teamMember/[id]": f.teamMember.id,
    "/mnb/api/updateWorker/[id]": f.worker.id,
    "/mnb/api/deleteWorker/[id]": f.doomedWorker.id,
    "/mnb/api/workers/[id]/photo": f.worker.id,
    "/mnb/api/admins/[id]": f.admin.id,
    "/mnb/api/partnership/[id]": f.partnership.id,
    "/mnb/api/subscribers/[id]": f.doomedSubscriber.id,
    "/mnb/api/bookings/[id]/file": f.booking.id,
    "/mnb/api/bookings/[id]/status": f.booking.id,
    "/mnb/api/updateBooking/[id]": f.booking.id,
    "/mnb/api/deleteBooking/[id]": f.doomedBooking.id,
    "/mnb/api/getPost/[slug]": f.post.slug,
    "/mnb/api/posts/[slug]/comments": f.post.slug,
    "/mnb/api/posts/[slug]/revisions": f.post.id,
    "/mnb/api/posts/[slug]/preview-links": f.post.id,
    "/mnb/api/moderation/[kind]/[id]": { "[kind]": "post", "[id]": f.moderatedComment.id },
    "/mnb/api/moderation/[kind]/[id]/ban": { "[kind]": "post", "[id]": f.moderatedComment.id },
    "/mnb/api/commenter-bans/[id]": f.ban.id,
    "/mnb/api/posts/[slug]/revisions/[revisionId]/restore": { "[slug]": f.post.id, "[revisionId]": f.postRevision.id },
    "/mnb/api/smart-links/[slug]": f.doomedSmartLink.slug,
    "/mnb/api/smart-links/[slug]/stats": f.smartLink.slug,
    "/mnb/api/smart-links/[slug]/approve": f.anonymousSmartLink.slug,
    "/mnb/api/smart-links/[slug]/claim": f.anonymousSmartLink.slug,
    "/mnb/api/smart-links/[slug]/views": f.smartLink.slug,
  };
  const bySegment: Record<string, string> = {
    "[slug]": f.song.slug,
    "[commentId]": f.songComment.id,
    "[token]": f.subscriber.unsubscribeToken,
  };
  return pattern
    .split("/")
    .map((segment) => {
      if (!segment.startsWith("[")) return segment;
      if (segment.startsWith("[...") || segment.startsWith("[[...")) return f.tag;
      // A route added later without an entry here gets a made-up id: its refusal must come before any lookup anyway.
      const named = byRoute[pattern];
      const value = typeof named === "object" ? named[segment] : named;
      return encodeURIComponent(value ?? bySegment[segment] ?? f.tag);
    })
    .join("/");
}

/** A body the route would accept from an allowed caller, so a refusal is the policy and not validation. */
export async function validBody(pattern: string, method: string, f: Fixtures): Promise<unknown> {
  if (method === "GET" || method === "DELETE" || method === "HEAD" || method === "OPTIONS") return undefined;
  const image = file(await pngBytes(), "fixture.png", "image/png");
  const postFields = {
    title: `${f.tag} title`,
    content: "Body text of the post.",
    author: "Tester",
    categories: "Tech, News",
  };
  const teamFields = {
    name: `${f.tag} member`,
    role: "Producer",
    quote: "Keep going",
    linkedin: "https://www.linkedin.com/in/x",
    twitter: "",
    instagram: "https://instagram.com/x",
  };
  const workerForm = async () => {
    const form = await postForm({ name: `${f.tag} worker`, role: "Driver" });
    form.set("photo", image);
    return form;
  };
  const artistFields = { name: `${f.tag} artist`, genre: "Afrobeats" };
  const advertFields = {
    title: `${f.tag} advert`,
    description: "A partner",
    link: "https://example.com",
    facebook: "https://facebook.com/x",
    instagram: "",
    twitter: "",
    linkedin: "",
  };
  const bodies: Record<string, () => Promise<unknown> | unknown> = {
    "/mnb/api/addPost": () => postForm(postFields, image),
    "/mnb/api/updatePost/[id]": () => postForm(postFields, image),
    "/mnb/api/posts/preview": () => ({ content: "Some **bold** text" }),
    "/mnb/api/posts/images": () => {
      const form = new FormData();
      form.set("file", image);
      return form;
    },
    "/mnb/api/createSong": () =>
      songForm(
        { title: `${f.tag} song`, artist: "Tester", genre: "Afrobeats" },
        { audio: file(wavBytes(), "fixture.wav", "audio/wav") },
      ),
    "/mnb/api/updateSong/[slug]": () =>
      songForm({ title: "Fixture song", artist: "Tester", genre: "Reggae" }, { coverImage: image }),
    "/mnb/api/blob-upload": () => ({
      type: "blob.generate-client-token",
      payload: { pathname: "audio/fixture.wav", multipart: false, clientPayload: "audio" },
    }),
    "/mnb/api/teamMember": () => postForm(teamFields, image),
    "/mnb/api/teamMember/[id]": () => postForm(teamFields, image),
    "/mnb/api/worker": () => workerForm(),
    "/mnb/api/updateWorker/[id]": () => workerForm(),
    "/mnb/api/spotlights": () =>
      postForm({ name: `${f.tag} nominee`, category: "Female", description: "Bold colours" }, image),
    "/mnb/api/spotlights/[id]": () =>
      postForm({ name: `${f.tag} renamed`, category: "Male", description: "Sharp tailoring" }, image),
    "/mnb/api/addArtist": () => postForm(artistFields, image),
    "/mnb/api/updateArtist/[id]": () => postForm(artistFields, image),
    "/mnb/api/adverts": () => postForm(advertFields, image),
    "/mnb/api/updateAdvert/[id]": () => postForm(advertFields, image),
    "/mnb/api/updateUserProfile/[id]": () => ({
      firstName: "Eve",
      middleName: "",
      lastName: "Taker",
      email: `${f.tag}-eve@example.com`,
      age: "30",
    }),
    "/mnb/api/contacts": () => ({ name: "Ada", email: "ada@example.com", message: "Lovely", rating: 5 }),
    "/mnb/api/addComment/[slug]": () => ({ text: "Great tune", username: "Ada" }),
    "/mnb/api/posts/[slug]/comments": () => ({ text: "Nice post", name: "Ada", email: "ada@example.com", rating: 5 }),
    "/mnb/api/style-spotlight/comment": () => ({ name: "Ada", email: "ada@example.com", content: "Sharp", rating: 5 }),
    "/mnb/api/style-spotlight/comment/[id]/reply": () => ({ name: "Ada", email: "ada@example.com", content: "Agreed" }),
    "/mnb/api/partnership": () => ({ name: "Ada", email: "ada@example.com", message: "Let us work together" }),
    "/mnb/api/partnership/[id]": () => ({
      name: "Ada Edited",
      email: "ada@example.com",
      message: "Let us work together",
    }),
    "/mnb/api/admins": () =>
      postForm({ name: "Fixture Admin", email: `${f.tag}-admin@example.com`, password: "a-long-password" }, image),
    "/mnb/api/admins/[id]": () => postForm({ name: "Fixture Admin", email: f.admin.email }, image),
    "/mnb/api/subscribe": () => ({ email: `${f.tag}-sub@example.com` }),
    "/mnb/api/subscribers/delete": () => ({ ids: [f.bulkDoomedSubscriber.id] }),
    "/mnb/api/send-promo": () => ({
      subject: `${f.tag} promo`,
      message: "Half price this week",
      subscriberIds: [f.activeSubscriber.id],
    }),
    "/mnb/api/smart-links/[slug]": () =>
      postForm({
        songTitle: "Fixture song",
        artistName: "Tester",
        spotify: "https://open.spotify.com/track/2",
        hidden: "false",
      }),
    "/mnb/api/signUp": () => ({
      username: `${f.tag}_u`.replace(/-/g, "_"),
      firstName: "Ada",
      middleName: "",
      lastName: "Obi",
      age: "27",
      email: `${f.tag}-new@example.com`,
      password: "a-long-password",
    }),
    "/mnb/api/signIn": () => ({ email: f.owner.email, password: f.owner.password }),
    "/mnb/api/admins-login": () => ({ email: f.owner.email, password: f.owner.password }),
    "/mnb/api/request-password-reset": () => ({ email: f.owner.email }),
    "/mnb/api/requestPasswordReset": () => ({ email: f.owner.email }),
    "/mnb/api/reset-password": () => ({ token: "x".repeat(43), newPassword: "another-long-password" }),
    "/mnb/api/payments": () => ({
      name: "Ada Obi",
      email: "ada@example.com",
      amount: "15000",
      message: "Mixing quote",
    }),
    "/mnb/api/smart-links/[slug]/claim": () => ({ token: "x".repeat(43) }),
    "/mnb/api/smart-links/[slug]/views": () => ({ referrer: "https://t.co/abc", channel: "twitter", qr: false }),
    "/mnb/api/vitals": () => ({
      view: randomUUID(),
      template: "blog",
      connection: "4g",
      metrics: { LCP: 1200, CLS: 0.01, FCP: 900, TTFB: 200 },
    }),
    "/mnb/api/refunds": () => ({ paymentId: f.tag, amount: "500" }),
    "/mnb/api/bookings": () => ({
      name: "Ada Obi",
      email: "ada@example.com",
      service: "Mixing",
      message: "Mix my single",
      dateTime: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      fileId: f.bookingUpload.id,
    }),
    "/mnb/api/bookings/files": () => {
      const form = new FormData();
      form.set("file", image);
      return form;
    },
    "/mnb/api/bookings/[id]/status": () => ({ status: "CANCELLED" }),
    "/mnb/api/updateBooking/[id]": () => ({ message: "Edited by the route tests" }),
    "/mnb/api/moderation/[kind]/[id]": () => ({ action: "approve" }),
    "/mnb/api/moderation/[kind]/[id]/ban": () => ({ reason: "Route tests" }),
    "/mnb/api/moderation-settings": () => ({ holdFirstComments: false, holdLinks: false, heldWords: "" }),
  };
  if (bodies[pattern]) return bodies[pattern]();
  if (pattern.endsWith("/reaction")) return { type: "like" };
  return {};
}
