import { describe, expect, it } from "vitest";
import { env } from "@/lib/config/env";
import {
  blogPostingJsonLd,
  breadcrumbJsonLd,
  musicRecordingJsonLd,
  organizationJsonLd,
  serializeJsonLd,
  serviceJsonLd,
  songListJsonLd,
  websiteJsonLd,
} from "./json-ld";
import { nairaAmount } from "@/lib/core/format";

const site = env.siteUrl;

describe("serializeJsonLd", () => {
  it("cannot end its script element early and still parses back to the same data", () => {
    const data = { "@type": "Thing", name: "</script><script>alert(1)</script> <!-- & \u2028" };
    const text = serializeJsonLd(data);
    expect(text).not.toContain("<");
    expect(text).not.toContain(">");
    expect(text).toContain("\\u003c/script");
    expect(JSON.parse(text)).toEqual(data);
  });
});

describe("JSON-LD builders", () => {
  it("describes the organisation and the website with absolute addresses", () => {
    expect(organizationJsonLd()).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "My Nation Blog",
      url: `${site}/home`,
    });
    expect(websiteJsonLd()).toMatchObject({ "@type": "WebSite", url: `${site}/home` });
  });

  it("describes a post with its author, dates, image and address", () => {
    const posting = blogPostingJsonLd({
      slug: "a-post",
      title: "A post",
      author: "Ada",
      description: "About it",
      imageUrl: "/files/post-image/x.webp",
      categories: ["Music"],
      publishedAt: "2026-01-01T00:00:00.000Z",
      updatedAt: "2026-01-02T00:00:00.000Z",
    });
    expect(posting).toMatchObject({
      "@type": "BlogPosting",
      headline: "A post",
      author: { "@type": "Person", name: "Ada" },
      datePublished: "2026-01-01T00:00:00.000Z",
      dateModified: "2026-01-02T00:00:00.000Z",
      image: `${site}/files/post-image/x.webp`,
      url: `${site}/post/a-post`,
    });
  });

  it("gives a post without a picture the default share image", () => {
    const posting = blogPostingJsonLd({
      slug: "p",
      title: "P",
      author: "A",
      description: "",
      imageUrl: null,
      categories: [],
      publishedAt: "",
      updatedAt: "",
    });
    expect(posting.image).toBe(`${site}/og-default.png`);
  });

  it("keeps an absolute picture address (Vercel Blob) as it is", () => {
    const blob = "https://abc.public.blob.vercel-storage.com/p.png";
    const posting = blogPostingJsonLd({
      slug: "p",
      title: "P",
      author: "A",
      description: "",
      imageUrl: blob,
      categories: [],
      publishedAt: "",
      updatedAt: "",
    });
    expect(posting.image).toBe(blob);
  });

  it("lists songs as MusicRecordings pointing at their card on the gallery page", () => {
    const list = songListJsonLd(
      [
        {
          id: "s1",
          title: "Tune",
          artist: "Ade",
          albumName: null,
          genre: "Afrobeats",
          releaseDate: "2026-01-01T00:00:00.000Z",
          coverImageUrl: null,
          audioUrl: "/files/audio/t.mp3",
        },
      ],
      "/songs",
    );
    expect(list["@type"]).toBe("ItemList");
    const [entry] = list.itemListElement as { position: number; item: Record<string, unknown> }[];
    expect(entry.position).toBe(1);
    expect(entry.item).toMatchObject({
      "@type": "MusicRecording",
      name: "Tune",
      byArtist: { name: "Ade" },
      genre: "Afrobeats",
      url: `${site}/songs#song-s1`,
    });
    expect(entry.item).not.toHaveProperty("inAlbum");
  });

  it("prices a service's offers in naira from kobo", () => {
    expect(nairaAmount(3_000_000)).toBe("30000.00");
    expect(nairaAmount(1_550)).toBe("15.50");
    const service = serviceJsonLd({ id: "mixing", title: "Mixing", description: "d", imageUrl: "/brand/x.png" }, [
      { title: "Mix", description: "A mix", promoPriceKobo: 1_500_000 },
    ]);
    expect(service).toMatchObject({ "@type": "Service", name: "Mixing", url: `${site}/service/mixing` });
    expect(service.offers).toEqual([
      expect.objectContaining({ "@type": "Offer", price: "15000.00", priceCurrency: "NGN" }),
    ]);
  });

  it("numbers a breadcrumb trail and leaves the current page without an address", () => {
    const trail = breadcrumbJsonLd([
      { href: "/home", label: "Home" },
      { href: "/service", label: "Service" },
      { label: "Mixing" },
    ]);
    expect(trail.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${site}/home` },
      { "@type": "ListItem", position: 2, name: "Service", item: `${site}/service` },
      { "@type": "ListItem", position: 3, name: "Mixing" },
    ]);
  });

  it("describes a smart link as a MusicRecording with its artist, absolute cover and share address, and its platforms", () => {
    const recording = musicRecordingJsonLd({
      slug: "water-tems",
      songTitle: "Water",
      artistName: "Tems",
      coverImageUrl: "/files/image/w.png",
      createdAt: "2026-01-01T00:00:00.000Z",
      listenUrls: ["https://open.spotify.com/track/1", "https://www.boomplay.com/songs/2"],
    });
    expect(recording).toEqual({
      "@context": "https://schema.org",
      "@type": "MusicRecording",
      name: "Water",
      byArtist: { "@type": "MusicGroup", name: "Tems" },
      image: `${site}/files/image/w.png`,
      url: `${site}/smartlink/water-tems`,
      datePublished: "2026-01-01T00:00:00.000Z",
      sameAs: ["https://open.spotify.com/track/1", "https://www.boomplay.com/songs/2"],
    });
    const bare = musicRecordingJsonLd({
      slug: "s",
      songTitle: "S",
      artistName: "A",
      coverImageUrl: "https://abc.public.blob.vercel-storage.com/c.png",
      createdAt: "",
      listenUrls: [],
    });
    expect(bare).not.toHaveProperty("sameAs");
    expect(bare.image).toBe("https://abc.public.blob.vercel-storage.com/c.png");
  });
});
