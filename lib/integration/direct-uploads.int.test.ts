// Browser → Blob uploads beyond songs, with Blob on (a second server on the test build, testing/blob-server.ts): the
// token route decides by the caller (admins: every purpose; anyone else, signed out too: a booking's file, private,
// and a smart link's cover, each throttled per address), the forms that follow carry the blob's URL (a worker's
// private photo, a guest's booking file, a signed-out visitor's smart link…), the daily purge keeps every blob a
// record uses, and a multipart body larger than a serverless function may take is refused with 413 in the one error
// shape.
import { getPayloadFromClientToken, upload } from "@vercel/blob/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { UPLOAD_RULES } from "@/lib/storage/rules";
import { storageAccess, type DirectPurpose } from "@/lib/storage/direct-rules";
import { PRIVATE_STORE, PUBLIC_STORE, startBlobServer, type BlobServer } from "@/testing/blob-server";
import { file, pngBytes, unique, wavBytes } from "@/testing/fixtures";
import { testAddress } from "@/testing/http";

const MB = 1024 * 1024;
const FORM_TOO_LARGE =
  "This file is too large to send with the form (over 4.5 MB). Upload it with the site's form, which sends it straight to storage.";
const NOT_UPLOADED = "The uploaded file was not found in our storage. Please upload it again.";
let blob: BlobServer;
let adminToken = "";
let userToken = "";
let otherUserToken = "";
let offerTitle = "";

const tokenRequest = (pathname: string, clientPayload: string) => ({
  type: "blob.generate-client-token",
  payload: { pathname, multipart: false, clientPayload },
});
const askToken = (pathname: string, purpose: string, token: string, address = blob.visitor) =>
  blob.call<{ clientToken?: string; message?: string; code?: string; challenge?: unknown }>(
    "POST",
    "/mnb/api/blob-upload",
    tokenRequest(pathname, purpose),
    token,
    { "x-forwarded-for": address },
  );

/** What the site's forms do in the browser (components/admin/kit/use-form-upload.ts). */
const sendToBlob = (
  pathname: string,
  bytes: Uint8Array | string,
  purpose: DirectPurpose,
  contentType: string,
  token: string,
  access: "public" | "private" = storageAccess(purpose),
) =>
  upload(pathname, new Blob([typeof bytes === "string" ? bytes : new Uint8Array(bytes)]), {
    access,
    handleUploadUrl: `${blob.base}/mnb/api/blob-upload`,
    clientPayload: purpose,
    contentType,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), "x-forwarded-for": blob.visitor },
  });
/** A signed-out visitor (no session). */
const GUEST = "";

const fileForm = (value: string | File) => {
  const form = new FormData();
  form.set("file", value);
  return form;
};
const postFormWith = (image: string | File) => {
  const form = new FormData();
  form.set("title", unique("Direct Post"));
  form.set("content", "Body text of the post.");
  form.set("author", "Tester");
  form.set("categories", "News");
  form.set("image", image);
  return form;
};

const linkFormWith = (cover: string | File) => {
  const form = new FormData();
  form.set("songTitle", unique("Direct Song"));
  form.set("artistName", "Tems");
  form.set("spotify", "https://open.spotify.com/track/abc123");
  form.set("coverImage", cover);
  return form;
};
/** Books the test offer `daysAhead` days from now with an uploaded file, as `token`'s caller (GUEST: signed out). */
const bookWith = (fileId: string, token: string, daysAhead: number) =>
  blob.call<{ booking: { id: string } }>(
    "POST",
    "/mnb/api/bookings",
    {
      name: "Ada Obi",
      email: `${unique("direct")}@example.com`,
      service: offerTitle,
      message: "Mix it",
      dateTime: `${new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10)}T14:30`,
      fileId,
    },
    token,
  );

beforeAll(async () => {
  blob = await startBlobServer();
  [adminToken, userToken, otherUserToken] = await Promise.all([
    blob.signIn("ADMIN"),
    blob.signIn("USER"),
    blob.signIn("USER"),
  ]);
  offerTitle = unique("Direct Mixing");
  await db.serviceOffer.create({
    data: {
      title: offerTitle,
      slug: offerTitle.toLowerCase(),
      description: "Mixing",
      originalPriceKobo: 1_000_000,
      promoPriceKobo: 500_000,
      sortOrder: 98,
    },
  });
}, 120_000);

afterAll(async () => {
  await blob?.stop();
  await db.$disconnect();
});

describe("POST /mnb/api/blob-upload decides by who is asking", () => {
  it("gives a signed-in user a booking-file token with the booking file's types and 20 MB", async () => {
    const reply = await askToken("booking-file/reference-mix.wav", "booking-file", userToken);
    expect(reply.status).toBe(200);
    expect(getPayloadFromClientToken(reply.body.clientToken!)).toMatchObject({
      pathname: "booking-file/reference-mix.wav",
      allowedContentTypes: UPLOAD_RULES["booking-file"].types,
      maximumSizeInBytes: 20 * MB,
      addRandomSuffix: true,
    });
    expect(await db.directUpload.count({ where: { prefix: "booking-file/reference-mix-" } })).toBeGreaterThan(0);
  });

  it("refuses a signed-in user image, post-image and audio tokens (403)", async () => {
    for (const [pathname, purpose] of [
      ["image/x.png", "image"],
      ["post-image/x.png", "post-image"],
      ["audio/x.wav", "audio"],
    ]) {
      const reply = await askToken(pathname, purpose, userToken);
      expect(reply.status).toBe(403);
      expect(reply.body).toMatchObject({ code: "forbidden", message: expect.any(String) });
    }
  });

  it("gives an admin image and post-image tokens of 5 MB", async () => {
    for (const purpose of ["image", "post-image"] as const) {
      const reply = await askToken(`${purpose}/cover.png`, purpose, adminToken);
      expect(reply.status).toBe(200);
      expect(getPayloadFromClientToken(reply.body.clientToken!)).toMatchObject({
        allowedContentTypes: UPLOAD_RULES[purpose].types,
        maximumSizeInBytes: 5 * MB,
      });
    }
  });

  it("gives a signed-out visitor a booking-file token (20 MB) and a smart-link-cover token (5 MB images)", async () => {
    const file = await askToken("booking-file/guest-mix.wav", "booking-file", GUEST);
    expect(file.status).toBe(200);
    expect(getPayloadFromClientToken(file.body.clientToken!)).toMatchObject({
      pathname: "booking-file/guest-mix.wav",
      allowedContentTypes: UPLOAD_RULES["booking-file"].types,
      maximumSizeInBytes: 20 * MB,
    });
    const cover = await askToken("smart-link-cover/guest-cover.png", "smart-link-cover", GUEST);
    expect(cover.status).toBe(200);
    expect(getPayloadFromClientToken(cover.body.clientToken!)).toMatchObject({
      pathname: "smart-link-cover/guest-cover.png",
      allowedContentTypes: ["image/jpeg", "image/png", "image/webp"],
      maximumSizeInBytes: 5 * MB,
      addRandomSuffix: true,
    });
    expect(await db.directUpload.count({ where: { prefix: "smart-link-cover/guest-cover-" } })).toBeGreaterThan(0);
  });

  it("refuses a signed-out visitor every admin purpose (401) and a signed-in user a worker's photo (403)", async () => {
    for (const purpose of ["image", "post-image", "audio", "worker-photo"]) {
      const reply = await askToken(`${purpose}/x.png`, purpose, GUEST);
      expect(reply.status).toBe(401);
      expect(reply.body).toMatchObject({ code: "unauthorized", message: expect.any(String) });
    }
    const user = await askToken("worker-photo/x.png", "worker-photo", userToken);
    expect(user.status).toBe(403);
    expect(
      await db.directUpload.count({ where: { prefix: { in: ["worker-photo/x-", "image/x-", "audio/x-"] } } }),
    ).toBe(0);
  });

  it("throttles a visitor's tokens per address: past 20 an hour each asks for a challenge, other addresses go on", async () => {
    const address = testAddress();
    for (let i = 0; i < 20; i++)
      expect((await askToken(`smart-link-cover/burst-${i}.png`, "smart-link-cover", GUEST, address)).status).toBe(200);
    const refused = await askToken("smart-link-cover/burst-more.png", "smart-link-cover", GUEST, address);
    expect(refused.status).toBe(429);
    expect(refused.body.challenge).toBeTruthy();
    expect(await db.directUpload.count({ where: { prefix: "smart-link-cover/burst-more-" } })).toBe(0);
    // Booking files have their own budget; another address is not affected.
    expect((await askToken("booking-file/burst.wav", "booking-file", GUEST, address)).status).toBe(200);
    expect((await askToken("smart-link-cover/other.png", "smart-link-cover", GUEST, testAddress())).status).toBe(200);
  });

  it("refuses a pathname outside the purpose's folder or with odd characters (422)", async () => {
    for (const pathname of ["image/x.wav", "booking-file/../image/x.png", "booking-file/a b.wav"]) {
      expect((await askToken(pathname, "booking-file", userToken)).status).toBe(422);
    }
  });

  it("the store refuses a type or a size the token does not allow", async () => {
    await expect(
      sendToBlob("booking-file/page.html", "<html></html>", "booking-file", "text/html", userToken),
    ).rejects.toThrow(/not allowed/);
    const big = new Uint8Array(5 * MB + 1);
    big.set(await pngBytes());
    await expect(sendToBlob("image/huge.png", big, "image", "image/png", adminToken)).rejects.toThrow(/greater than/);
  });
});

describe("a booking whose file went straight to Blob", () => {
  it("records the private blob, books it and serves it to its booker only", async () => {
    const bytes = wavBytes("direct-booking");
    const sent = await sendToBlob("booking-file/demo.wav", bytes, "booking-file", "audio/wav", userToken);
    expect(sent.url.startsWith(`${PRIVATE_STORE}/booking-file/demo-`)).toBe(true);
    const uploaded = await blob.call<{ file: { id: string } }>(
      "POST",
      "/mnb/api/bookings/files",
      fileForm(sent.url),
      userToken,
    );
    expect(uploaded.status).toBe(201);
    const row = await db.upload.findUniqueOrThrow({ where: { id: uploaded.body.file.id } });
    expect(row).toMatchObject({ url: sent.url, contentType: "audio/wav", size: bytes.length });

    const booked = await bookWith(row.id, userToken, 7);
    expect(booked.status).toBe(201);
    const read = await fetch(`${blob.base}/mnb/api/bookings/${booked.body.booking.id}/file`, {
      headers: { authorization: `Bearer ${userToken}`, "x-forwarded-for": blob.visitor },
    });
    expect(read.status).toBe(200);
    expect(Buffer.from(await read.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);
    const other = await fetch(`${blob.base}/mnb/api/bookings/${booked.body.booking.id}/file`, {
      headers: { authorization: `Bearer ${otherUserToken}`, "x-forwarded-for": blob.visitor },
    });
    expect(other.status).toBe(403);
  });

  it("refuses a booking file uploaded as a public blob (a token cannot fix the access) and deletes nothing", async () => {
    const sent = await sendToBlob(
      "booking-file/open.png",
      await pngBytes(),
      "booking-file",
      "image/png",
      userToken,
      "public",
    );
    expect(sent.url.startsWith(`${PUBLIC_STORE}/booking-file/`)).toBe(true);
    const reply = await blob.call("POST", "/mnb/api/bookings/files", fileForm(sent.url), userToken);
    expect(reply.status).toBe(422);
    expect(reply.body.message).toBe(NOT_UPLOADED);
  });

  it("refuses a blob whose bytes are not an image or audio, and deletes it", async () => {
    const fake = await sendToBlob(
      "booking-file/fake.wav",
      "<html><script>1</script></html>",
      "booking-file",
      "audio/wav",
      userToken,
    );
    const reply = await blob.call("POST", "/mnb/api/bookings/files", fileForm(fake.url), userToken);
    expect(reply.status).toBe(415);
    expect(blob.standIn.blobs.has(fake.url)).toBe(false);
  });

  it("refuses a blob another upload already holds (409), leaving it where it is", async () => {
    const sent = await sendToBlob("booking-file/twice.png", await pngBytes(), "booking-file", "image/png", userToken);
    expect((await blob.call("POST", "/mnb/api/bookings/files", fileForm(sent.url), userToken)).status).toBe(201);
    const again = await blob.call("POST", "/mnb/api/bookings/files", fileForm(sent.url), userToken);
    expect(again.status).toBe(409);
    expect(blob.standIn.blobs.has(sent.url)).toBe(true);
  });

  it("records a signed-out visitor's private blob, books it as a guest and shows it to admins", async () => {
    const bytes = wavBytes("guest-booking");
    const sent = await sendToBlob("booking-file/guest.wav", bytes, "booking-file", "audio/wav", GUEST);
    expect(sent.url.startsWith(`${PRIVATE_STORE}/booking-file/guest-`)).toBe(true);
    const uploaded = await blob.call<{ file: { id: string } }>(
      "POST",
      "/mnb/api/bookings/files",
      fileForm(sent.url),
      GUEST,
    );
    expect(uploaded.status).toBe(201);
    expect(await db.upload.findUniqueOrThrow({ where: { id: uploaded.body.file.id } })).toMatchObject({
      url: sent.url,
      uploadedById: null,
      size: bytes.length,
    });
    const booked = await bookWith(uploaded.body.file.id, GUEST, 9);
    expect(booked.status).toBe(201);
    const booking = await db.booking.findUniqueOrThrow({
      where: { id: booked.body.booking.id },
      include: { file: true },
    });
    expect(booking.file?.url).toBe(sent.url);
    const read = await fetch(`${blob.base}/mnb/api/bookings/${booking.id}/file`, {
      headers: { authorization: `Bearer ${adminToken}`, "x-forwarded-for": blob.visitor },
    });
    expect(read.status).toBe(200);
    expect(Buffer.from(await read.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);
  });
});

describe("a worker's photo that went straight to Blob", () => {
  const workerForm = (photo?: string) => {
    const form = new FormData();
    form.set("name", unique("Direct Worker"));
    form.set("role", "Engineer");
    if (photo !== undefined) form.set("photo", photo);
    return form;
  };

  it("is a private blob the worker records, readable only through the admin photo route", async () => {
    const png = await pngBytes();
    const sent = await sendToBlob("worker-photo/face.png", png, "worker-photo", "image/png", adminToken);
    expect(sent.url.startsWith(`${PRIVATE_STORE}/worker-photo/face-`)).toBe(true);
    const created = await blob.call<{ worker: { id: string; photo: string } }>(
      "POST",
      "/mnb/api/worker",
      workerForm(sent.url),
      adminToken,
    );
    expect(created.status).toBe(201);
    const id = created.body.worker.id;
    expect((await db.worker.findUniqueOrThrow({ where: { id } })).photoUrl).toBe(sent.url);

    const photo = (token: string) =>
      fetch(`${blob.base}/mnb/api/workers/${id}/photo`, {
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), "x-forwarded-for": blob.visitor },
      });
    const admin = await photo(adminToken);
    expect(admin.status).toBe(200);
    expect(Buffer.from(await admin.arrayBuffer()).equals(Buffer.from(png))).toBe(true);
    expect((await photo(userToken)).status).toBe(403);
    expect((await photo(GUEST)).status).toBe(401);
    // The blob itself is private: its address answers nobody without the store's token.
    const { host, pathname } = new URL(sent.url);
    expect((await fetch(`${blob.standIn.url}/__blob/${host}${pathname}`)).status).toBe(403);

    // An edit echoing the photo's address keeps the photo; a new direct upload replaces it and the old blob goes.
    const echoed = await blob.call(
      "PUT",
      `/mnb/api/updateWorker/${id}`,
      workerForm(created.body.worker.photo),
      adminToken,
    );
    expect(echoed.status).toBe(200);
    expect((await db.worker.findUniqueOrThrow({ where: { id } })).photoUrl).toBe(sent.url);
    const next = await sendToBlob("worker-photo/face-2.png", png, "worker-photo", "image/png", adminToken);
    expect((await blob.call("PUT", `/mnb/api/updateWorker/${id}`, workerForm(next.url), adminToken)).status).toBe(200);
    expect((await db.worker.findUniqueOrThrow({ where: { id } })).photoUrl).toBe(next.url);
    expect(blob.standIn.blobs.has(sent.url)).toBe(false);
  });

  it("refuses a photo uploaded as a public blob or from another folder", async () => {
    const open = await sendToBlob(
      "worker-photo/open.png",
      await pngBytes(),
      "worker-photo",
      "image/png",
      adminToken,
      "public",
    );
    expect(open.url.startsWith(`${PUBLIC_STORE}/worker-photo/`)).toBe(true);
    const reply = await blob.call("POST", "/mnb/api/worker", workerForm(open.url), adminToken);
    expect(reply.status).toBe(422);
    expect(reply.body.message).toBe(NOT_UPLOADED);
    const image = await sendToBlob("image/face.png", await pngBytes(), "image", "image/png", adminToken);
    expect((await blob.call("POST", "/mnb/api/worker", workerForm(image.url), adminToken)).status).toBe(422);
  });
});

describe("a smart link whose cover went straight to Blob", () => {
  it("a signed-out visitor makes a link with a public blob cover, and an admin replaces it", async () => {
    const cover = await sendToBlob(
      "smart-link-cover/art.png",
      await pngBytes(),
      "smart-link-cover",
      "image/png",
      GUEST,
    );
    expect(cover.url.startsWith(`${PUBLIC_STORE}/smart-link-cover/art-`)).toBe(true);
    const created = await blob.call<{ slug: string; claimToken?: string }>(
      "POST",
      "/mnb/api/smart-link",
      linkFormWith(cover.url),
      GUEST,
    );
    expect(created.status).toBe(201);
    expect(created.body.claimToken).toEqual(expect.any(String));
    const { slug } = created.body;
    expect(await db.smartLink.findUniqueOrThrow({ where: { slug } })).toMatchObject({
      coverImageUrl: cover.url,
      createdById: null,
    });

    const edit = (coverImage: string) => {
      const form = linkFormWith(coverImage);
      form.set("songTitle", "Edited Song");
      return blob.call("PUT", `/mnb/api/smart-links/${slug}`, form, adminToken);
    };
    expect((await edit(cover.url)).status).toBe(200);
    expect((await db.smartLink.findUniqueOrThrow({ where: { slug } })).coverImageUrl).toBe(cover.url);
    const next = await sendToBlob(
      "smart-link-cover/art-2.png",
      await pngBytes(),
      "smart-link-cover",
      "image/png",
      adminToken,
    );
    expect((await edit(next.url)).status).toBe(200);
    expect((await db.smartLink.findUniqueOrThrow({ where: { slug } })).coverImageUrl).toBe(next.url);
    expect(blob.standIn.blobs.has(cover.url)).toBe(false);
  });

  it("refuses a cover from another folder, a private one or one another link uses", async () => {
    const image = await sendToBlob("image/art.png", await pngBytes(), "image", "image/png", adminToken);
    const wrongFolder = await blob.call("POST", "/mnb/api/smart-link", linkFormWith(image.url), GUEST);
    expect(wrongFolder.status).toBe(422);
    expect(wrongFolder.body.message).toBe(NOT_UPLOADED);
    const hidden = await sendToBlob(
      "smart-link-cover/hid.png",
      await pngBytes(),
      "smart-link-cover",
      "image/png",
      GUEST,
      "private",
    );
    expect((await blob.call("POST", "/mnb/api/smart-link", linkFormWith(hidden.url), GUEST)).status).toBe(422);
    const cover = await sendToBlob(
      "smart-link-cover/once.png",
      await pngBytes(),
      "smart-link-cover",
      "image/png",
      GUEST,
    );
    expect((await blob.call("POST", "/mnb/api/smart-link", linkFormWith(cover.url), GUEST)).status).toBe(201);
    expect((await blob.call("POST", "/mnb/api/smart-link", linkFormWith(cover.url), GUEST)).status).toBe(409);
    expect(blob.standIn.blobs.has(cover.url)).toBe(true);
  });
});

describe("admin images that went straight to Blob", () => {
  it("a post and an advert record the blob's URL after checking it", async () => {
    const image = await sendToBlob("post-image/hero.png", await pngBytes(), "post-image", "image/png", adminToken);
    const post = await blob.call("POST", "/mnb/api/addPost", postFormWith(image.url), adminToken);
    expect(post.status).toBe(201);
    expect(await db.post.count({ where: { imageUrl: image.url } })).toBe(1);

    const advertImage = await sendToBlob("image/banner.png", await pngBytes(), "image", "image/png", adminToken);
    const advert = new FormData();
    advert.set("title", unique("Direct Advert"));
    advert.set("description", "A partner");
    advert.set("link", "https://example.com");
    advert.set("image", advertImage.url);
    const created = await blob.call<{ advert: { id: string } }>("POST", "/mnb/api/adverts", advert, adminToken);
    expect(created.status).toBe(201);
    expect(await db.advert.count({ where: { imageUrl: advertImage.url } })).toBe(1);

    // The old advert form echoes the stored picture's address: that is no new file, and the picture stays.
    advert.set("title", unique("Echoed Advert"));
    const echoed = await blob.call("PUT", `/mnb/api/updateAdvert/${created.body.advert.id}`, advert, adminToken);
    expect(echoed.status).toBe(200);
    expect(await db.advert.count({ where: { imageUrl: advertImage.url } })).toBe(1);
    expect(blob.standIn.blobs.has(advertImage.url)).toBe(true);
  });

  it("an artist records the blob's URL; a blob another record uses is refused (409)", async () => {
    const image = await sendToBlob("image/artist.png", await pngBytes(), "image", "image/png", adminToken);
    const form = () => {
      const f = new FormData();
      f.set("name", unique("Direct Artist"));
      f.set("genre", "Afrobeats");
      f.set("image", image.url);
      return f;
    };
    expect((await blob.call("POST", "/mnb/api/addArtist", form(), adminToken)).status).toBe(201);
    expect(await db.artist.count({ where: { imageUrl: image.url } })).toBe(1);
    const again = await blob.call("POST", "/mnb/api/addArtist", form(), adminToken);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("This file already belongs to another record. Please upload it again.");
    expect(blob.standIn.blobs.has(image.url)).toBe(true);
  });

  it("refuses an image from the wrong folder (an image token's blob as a post image)", async () => {
    const image = await sendToBlob("image/elsewhere.png", await pngBytes(), "image", "image/png", adminToken);
    const reply = await blob.call("POST", "/mnb/api/addPost", postFormWith(image.url), adminToken);
    expect(reply.status).toBe(422);
    expect(reply.body.message).toBe(NOT_UPLOADED);
  });
});

describe("the daily purge with direct uploads of every kind", () => {
  it("deletes an abandoned upload and keeps the blobs a booking and a post use (its image and its text's pictures)", async () => {
    const abandoned = await sendToBlob(
      "booking-file/left.png",
      await pngBytes(),
      "booking-file",
      "image/png",
      userToken,
    );
    const booked = await sendToBlob("booking-file/kept.png", await pngBytes(), "booking-file", "image/png", userToken);
    const uploaded = await blob.call<{ file: { id: string } }>(
      "POST",
      "/mnb/api/bookings/files",
      fileForm(booked.url),
      userToken,
    );
    const booking = await bookWith(uploaded.body.file.id, userToken, 8);
    expect(booking.status).toBe(201);
    const hero = await sendToBlob("post-image/kept-hero.png", await pngBytes(), "post-image", "image/png", adminToken);
    expect((await blob.call("POST", "/mnb/api/addPost", postFormWith(hero.url), adminToken)).status).toBe(201);
    // A picture the editor uploaded into a post's text: only the text holds its address.
    const inText = await sendToBlob(
      "post-image/kept-body.png",
      await pngBytes(),
      "post-image",
      "image/png",
      adminToken,
    );
    const bodyPost = postFormWith("");
    bodyPost.delete("image");
    bodyPost.set("format", "markdown");
    bodyPost.set("content", `Before the show.\n\n![The stage](${inText.url} =32x32)`);
    expect((await blob.call("POST", "/mnb/api/addPost", bodyPost, adminToken)).status).toBe(201);
    // A signed-out visitor's covers: one left behind, one a link uses.
    const leftCover = await sendToBlob(
      "smart-link-cover/left.png",
      await pngBytes(),
      "smart-link-cover",
      "image/png",
      GUEST,
    );
    const keptCover = await sendToBlob(
      "smart-link-cover/kept.png",
      await pngBytes(),
      "smart-link-cover",
      "image/png",
      GUEST,
    );
    expect((await blob.call("POST", "/mnb/api/smart-link", linkFormWith(keptCover.url), GUEST)).status).toBe(201);

    // A day passes for all of them.
    const prefixes = [
      "booking-file/left-",
      "booking-file/kept-",
      "post-image/kept-hero-",
      "post-image/kept-body-",
      "smart-link-cover/left-",
      "smart-link-cover/kept-",
    ];
    const dayAgo = new Date(Date.now() - 25 * 3600_000);
    await db.directUpload.updateMany({ where: { prefix: { in: prefixes } }, data: { createdAt: dayAgo } });
    for (const url of [abandoned.url, booked.url, hero.url, inText.url, leftCover.url, keptCover.url])
      blob.standIn.blobs.get(url)!.uploadedAt = dayAgo;

    const reply = await blob.call<{ purged: { directUploads: number } }>(
      "GET",
      "/mnb/api/cron/purge",
      undefined,
      process.env.CRON_SECRET,
    );
    expect(reply.status).toBe(200);
    expect(reply.body.purged.directUploads).toBeGreaterThanOrEqual(1);
    expect(reply.body.purged.directUploads).toBeGreaterThanOrEqual(2);
    expect(blob.standIn.deleted).toEqual(expect.arrayContaining([abandoned.url, leftCover.url]));
    for (const kept of [booked.url, hero.url, inText.url, keptCover.url])
      expect(blob.standIn.blobs.has(kept)).toBe(true);
    expect(await db.directUpload.count({ where: { prefix: { in: prefixes } } })).toBe(0);
  });
});

describe("multipart bodies with Blob on", () => {
  const bigFile = () => {
    const bytes = new Uint8Array(4_600_000);
    bytes.set(wavBytes("big"));
    return file(bytes, "big.wav", "audio/wav");
  };

  it("still takes a form whose file is under the limit", async () => {
    const reply = await blob.call(
      "POST",
      "/mnb/api/bookings/files",
      fileForm(file(await pngBytes(), "small.png", "image/png")),
      userToken,
    );
    expect(reply.status).toBe(201);
  });

  it("refuses a form over 4.5 MB with 413 in the one error shape, from its Content-Length", async () => {
    const reply = await blob.call("POST", "/mnb/api/bookings/files", fileForm(bigFile()), userToken);
    expect(reply.status).toBe(413);
    expect(reply.body).toEqual({ message: FORM_TOO_LARGE, code: "payload_too_large" });
    const post = await blob.call("POST", "/mnb/api/addPost", postFormWith(bigFile()), adminToken);
    expect(post.status).toBe(413);
    expect(post.body.message).toBe(FORM_TOO_LARGE);
  });

  it("tells a guest, a smart link's creator and a worker's editor too that the site's form sends it to storage", async () => {
    const guest = await blob.call("POST", "/mnb/api/bookings/files", fileForm(bigFile()), GUEST);
    expect(guest.status).toBe(413);
    expect(guest.body).toEqual({ message: FORM_TOO_LARGE, code: "payload_too_large" });
    const worker = new FormData();
    worker.set("name", "Big Photo");
    worker.set("role", "Engineer");
    worker.set("photo", bigFile());
    const photo = await blob.call("POST", "/mnb/api/worker", worker, adminToken);
    expect(photo.status).toBe(413);
    expect(photo.body.message).toBe(FORM_TOO_LARGE);
    const cover = await blob.call("POST", "/mnb/api/smart-link", linkFormWith(bigFile()), GUEST);
    expect(cover.status).toBe(413);
    expect(cover.body.message).toBe(FORM_TOO_LARGE);
  });

  // Last: the server answers before it has read the whole stream, which leaves that connection unusable.
  it("refuses it while reading when the body is sent without a Content-Length", async () => {
    const encoded = new Response(fileForm(bigFile()));
    const type = encoded.headers.get("content-type")!;
    const response = await fetch(`${blob.base}/mnb/api/bookings/files`, {
      method: "POST",
      headers: { "content-type": type, authorization: `Bearer ${userToken}`, "x-forwarded-for": blob.visitor },
      body: encoded.body,
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: FORM_TOO_LARGE, code: "payload_too_large" });
  });
});
