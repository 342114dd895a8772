import type { Metadata } from "next";
import { listArtists, type ArtistDto } from "@/lib/artists/artists";
import { listPostSummaries } from "@/lib/posts/summaries";
import { listSongsPage, type SongDto } from "@/lib/songs/songs";
import { HomeSection } from "@/components/home/home-section";
import { MissionCarousel } from "@/components/home/mission-carousel";
import { PartnershipRequest } from "@/components/home/partnership-request";
import { Promotions, ServiceBlurbs, Teaser, TEASERS } from "@/components/home/sections";
import { Slideshow } from "@/components/home/slideshow";
import { SubscribeRequest } from "@/components/home/subscribe-request";
import { TopArtists } from "@/components/home/top-artists";
import { artistPictures, slidePictures } from "@/components/home/home-pictures";
import { DEFAULT_SHARE_IMAGE, feedAlternates } from "@/lib/seo/metadata";
import { JsonLd } from "@/lib/seo/json-ld-script";
import { organizationJsonLd, websiteJsonLd } from "@/lib/seo/json-ld";

const HEADLINES = [
  "Your daily dose of news, styles and entertainment",
  "An experience that goes beyond a blog",
  "Talent nurtured from small beginnings to big stages",
] as const;

const TITLE = "My Nation Blog — news, style and entertainment";
const DESCRIPTION =
  "Daily updates on news, styles and entertainment, plus music production, mixing, mastering and promotion.";

/** The slides' backgrounds are the three latest post pictures. */
async function slideImages(): Promise<string[]> {
  const posts = await listPostSummaries();
  return posts.flatMap((p) => (p.imageUrl ? [p.imageUrl] : [])).slice(0, HEADLINES.length);
}

export async function generateMetadata(): Promise<Metadata> {
  const [image] = await slideImages();
  return {
    title: { absolute: TITLE },
    description: DESCRIPTION,
    alternates: { canonical: "/home", types: feedAlternates },
    openGraph: {
      type: "website",
      title: TITLE,
      description: DESCRIPTION,
      url: "/home",
      images: image ? [{ url: image, alt: "My Nation Blog" }] : [DEFAULT_SHARE_IMAGE],
    },
  };
}

// The spec only logs a failed artists load; the section then shows its empty state.
async function loadArtists(): Promise<ArtistDto[]> {
  try {
    return await listArtists();
  } catch (error) {
    console.error("artists could not be loaded", error);
    return [];
  }
}

async function loadLatestSongs(): Promise<SongDto[]> {
  try {
    return (await listSongsPage(1, 3)).songs;
  } catch (error) {
    console.error("songs could not be loaded", error);
    return [];
  }
}

export default async function HomePage() {
  const [images, artists, songs] = await Promise.all([slideImages(), loadArtists(), loadLatestSongs()]);
  return (
    <>
      <JsonLd data={[organizationJsonLd(), websiteJsonLd()]} />
      <Slideshow headlines={HEADLINES} pictures={slidePictures(images)} />
      <HomeSection id="about" kicker="Who we are" title="More Than a Blog">
        <MissionCarousel />
      </HomeSection>
      <HomeSection id="artists" kicker="Music" title="Top Artists" tone="muted">
        <TopArtists artists={artistPictures(artists)} />
      </HomeSection>
      <ServiceBlurbs />
      <Teaser {...TEASERS.smartLinks} />
      <Teaser {...TEASERS.latestSongs}>
        {songs.length > 0 && (
          <ul aria-label="Latest songs" className="mt-4 grid max-w-3xl gap-2 sm:grid-cols-3">
            {songs.map((song) => (
              <li key={song.id} className="rounded-lg border border-gray-200 p-3">
                <p className="font-semibold">{song.title}</p>
                <p className="text-sm text-gray-600">{song.artist}</p>
              </li>
            ))}
          </ul>
        )}
      </Teaser>
      <Promotions />
      <Teaser {...TEASERS.tech} />
      <Teaser {...TEASERS.advertise} />
      <HomeSection id="partnership" kicker="Partnerships" title="Partner With Us" tone="muted">
        <p className="mb-6 max-w-3xl text-lg text-gray-700">
          Brands, labels, event organisers and creators: we have built 10+ partnerships so far. Tell us about yours.
        </p>
        <PartnershipRequest />
      </HomeSection>
      <HomeSection id="subscribe" kicker="Newsletter" title="Stay in the Loop">
        <p className="mb-6 max-w-3xl text-lg text-gray-700">
          Subscribe for our news, style and entertainment updates and be the first to hear about promos.
        </p>
        <SubscribeRequest />
      </HomeSection>
    </>
  );
}
