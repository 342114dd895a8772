// Demo content for My Nation Blog: blog posts and music. Everything here is original text about fictional people.
// Dates are "days ago" so a fresh seed always looks recent. The rest of the site's content is in content-site.ts.
import { slugify as slugifySlug } from "@/lib/core/slug";

export * from "./content-site";

export type PostCategory =
  "Education" | "Politics" | "Sport" | "Entertainment" | "Finance" | "Agriculture" | "Technology" | "Style" | "Music";
export type SongGenre =
  "Afrobeats" | "Hip-Hop" | "Pop" | "R&B" | "Jazz" | "Gospel" | "Classical" | "Rock" | "Electronic";
export type ArtistGenre = "Afrobeats" | "Alté" | "Afro-fusion" | "Hip/Hop & Rap";

export type SeedPost = {
  title: string;
  author: string;
  categories: PostCategory[];
  daysAgo: number;
  paragraphs: string[];
};
export type SeedArtist = { name: string; genre: ArtistGenre };
export type SeedSong = {
  title: string;
  artist: string;
  albumName?: string;
  genre: SongGenre;
  description: string;
  daysAgo: number;
  cover: boolean;
  comments?: { username?: string; text: string }[];
};

/** URL slug from a title: "Mama's Ọmọ & Friends!" → "mamas-omo-and-friends". */
export function slugify(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

export const posts: SeedPost[] = [
  {
    title: "Lagos Tech Hubs Are Quietly Training the Next Million Developers",
    author: "Adaeze Nwosu",
    categories: ["Technology", "Education"],
    daysAgo: 2,
    paragraphs: [
      "Walk into any co-working space in Yaba on a weekday evening and you will find the same scene: rows of young people hunched over laptops, a generator humming outside, and a whiteboard crowded with JavaScript notes. What started as a handful of start-up offices has become an informal university for software talent.",
      'Most of the learners we met are self-funded. Some pay for bootcamps in instalments; others follow free courses and come to the hubs for the steady power and fast internet. "The code is free online," one 22-year-old student told us, "but the light and the data are not."',
      "Hub managers say the biggest gap is no longer basic coding but the step from tutorials to real projects. Several now run weekend build clubs where beginners pair with working developers on small products for local businesses, from pharmacy stock apps to church attendance trackers.",
      "If the trend holds, the next wave of Nigerian tech companies may come less from big funding rounds and more from these evening classrooms, one small project at a time.",
    ],
  },
  {
    title: "Super Eagles Build Momentum Ahead of the Qualifiers",
    author: "Seun Adeyemi",
    categories: ["Sport"],
    daysAgo: 5,
    paragraphs: [
      "The national team wrapped up its training camp with a confident display in a closed-door friendly, and the mood among supporters has shifted from anxious to hopeful.",
      "The coaching staff has leaned on a younger midfield, pairing energetic ball-winners with a creative playmaker who has impressed in the European leagues this season. The result is a side that presses higher and gives the forwards more service than fans have seen in a long while.",
      "Defensive organisation remains the worry. Set pieces cost the team twice in recent outings, and the coaches have spent extra sessions drilling marking at corners.",
      "Viewing centres from Aba to Zaria are already advertising screenings. Whatever the result, expect the usual mix of drums, whistles and loud opinions about team selection.",
    ],
  },
  {
    title: "Why Aso Ebi Season Is Now a Year-Round Economy",
    author: "Halima Bello",
    categories: ["Style", "Finance"],
    daysAgo: 8,
    paragraphs: [
      "There was a time when aso ebi meant December weddings and Easter celebrations. Today, between birthdays, house-warmings, burials and naming ceremonies, matching outfits are ordered every month of the year.",
      "Fabric traders in Balogun and Onitsha say group orders have become their most reliable income. Tailors, too, now plan their calendars around event dates, hiring extra hands weeks before a big celebration.",
      "The cost is real for guests. Many now set a monthly aso ebi budget, and some friendship circles have agreed to reuse colours across events. Stylists say the smartest move is choosing fabric that can be re-cut into everyday pieces later.",
    ],
  },
  {
    title: "Cassava to Cash: Young Farmers in Oyo Go Digital",
    author: "Adaeze Nwosu",
    categories: ["Agriculture", "Technology"],
    daysAgo: 12,
    paragraphs: [
      "On a five-hectare plot outside Ogbomoso, a group of graduates is growing cassava with a smartphone in one hand and a hoe in the other.",
      "They use simple messaging groups to pool orders for stems and fertiliser, which cuts costs, and they post harvest dates so processors can book trucks in advance. A shared spreadsheet tracks every bag from farm gate to garri factory.",
      'The farmers admit the work is hard and the margins thin, but they say treating the farm like a business has changed how their families see agriculture. "My mother used to ask when I would get a real job," one of them laughed. "Now she asks for the sales report."',
    ],
  },
  {
    title: "Inside the Studio: How an Afrobeats Hit Is Built from the Drum Up",
    author: "Kunle Ajayi",
    categories: ["Music", "Entertainment"],
    daysAgo: 15,
    paragraphs: [
      "Every producer we spoke to starts in the same place: the groove. The log drum, the shaker and the syncopated kick carry the song long before a melody arrives.",
      "Once the rhythm feels right, chords and a bass line are laid down, usually in a loop of four or eight bars. Artists often freestyle melodies over that loop for an hour before a single word is written.",
      "Mixing is where many home-made records fall short. Balancing vocals against a busy percussion section takes a trained ear, and mastering decides whether the song will sound as loud and clear on a phone speaker as it does in a club.",
      "For independent artists, the lesson is simple: invest in the groove, then invest in the mix. The rest is talent, patience and a good release plan.",
    ],
  },
  {
    title: "Budget Basics: Making Sense of the Naira in Your Pocket",
    author: "Chukwuemeka Obi",
    categories: ["Finance"],
    daysAgo: 19,
    paragraphs: [
      "Prices at the market seem to change every week, and many households are rethinking how they plan their spending. Financial advisers say the old rules still work, as long as they are applied more often.",
      "Start by writing down fixed costs such as rent, school fees and transport, then set aside a small amount for savings before anything else. Even ₦2,000 a week adds up over a year.",
      "Bulk buying with neighbours, tracking data and airtime spending, and comparing prices between markets are simple habits that make a difference. The goal is not to stop living but to know where every naira goes.",
    ],
  },
  {
    title: "Town Hall Season: What Young Voters Are Asking Their Representatives",
    author: "Seun Adeyemi",
    categories: ["Politics"],
    daysAgo: 24,
    paragraphs: [
      "Across several states, lawmakers have returned to their constituencies for town hall meetings, and young people are showing up with pointed questions.",
      "Jobs, electricity and the cost of transport topped the list at the meetings we attended. Several students also asked for clear timelines on road projects that have been announced more than once.",
      'Civic groups are encouraging attendees to record promises and follow up at the next meeting. As one youth leader put it, "We are not here to shout. We are here to keep notes."',
    ],
  },
  {
    title: "Nollywood's Weekend Box Office Belongs to Home-Grown Comedies",
    author: "Halima Bello",
    categories: ["Entertainment"],
    daysAgo: 30,
    paragraphs: [
      "Cinema managers report that local comedies are drawing bigger weekend crowds than many imported blockbusters, especially in Lagos and Abuja.",
      "Audiences say they enjoy seeing familiar situations on screen: family meetings that go wrong, owambe drama and office politics told in a mix of English, Pidgin and Yoruba.",
      "Producers are responding with bigger budgets and longer theatrical runs before titles move to streaming. For fans, that means more reasons to buy popcorn and laugh with a full hall.",
    ],
  },
  {
    title: "Back to School: Parents Share Tips for Managing Fees and Supplies",
    author: "Admin",
    categories: ["Education", "Finance"],
    daysAgo: 36,
    paragraphs: [
      "As a new term begins, parents are swapping ideas for keeping school costs under control without short-changing their children.",
      "Buying textbooks second-hand from older pupils, sharing transport with neighbours and paying fees in agreed instalments were the most common suggestions from parents we spoke to.",
      "Teachers add one more tip: keep an eye on reading at home. A child who reads for twenty minutes a day, they say, is worth more than the most expensive school bag.",
    ],
  },
];

export const artists: SeedArtist[] = [
  { name: "Tomi Vibes", genre: "Afrobeats" },
  { name: "Kelechi Sound", genre: "Afrobeats" },
  { name: "Zainab Wave", genre: "Alté" },
  { name: "Odera Blue", genre: "Alté" },
  { name: "Fola Rhythm", genre: "Afro-fusion" },
  { name: "Amaka Lux", genre: "Afro-fusion" },
  { name: "MC Ikenna", genre: "Hip/Hop & Rap" },
  { name: "Yinka Bars", genre: "Hip/Hop & Rap" },
];

export const songs: SeedSong[] = [
  {
    title: "Owambe Sunrise",
    artist: "Tomi Vibes",
    albumName: "Lagos Summer",
    genre: "Afrobeats",
    daysAgo: 3,
    cover: true,
    description:
      "A bright, dance-ready groove about the party that refuses to end, built on log drums and a singalong hook.",
    comments: [
      { username: "Bisola", text: "This one is going straight to my weekend playlist!" },
      { text: "The shaker pattern is so clean." },
    ],
  },
  {
    title: "Danfo Dreams",
    artist: "Kelechi Sound",
    genre: "Afrobeats",
    daysAgo: 9,
    cover: true,
    description:
      "Hustle music for the morning commute: warm keys, a rolling bass line and lyrics about chasing big plans.",
  },
  {
    title: "Lekki Lights",
    artist: "Zainab Wave",
    albumName: "Quiet Loud",
    genre: "R&B",
    daysAgo: 14,
    cover: true,
    description:
      "A slow, late-night R&B song with soft chords and a breathy vocal, written on a drive across the bridge.",
    comments: [{ username: "Tobi", text: "Alté queen. The chords on this are beautiful." }],
  },
  {
    title: "Harmattan Blue",
    artist: "Odera Blue",
    genre: "Jazz",
    daysAgo: 20,
    cover: true,
    description: "Jazz-tinged ballad with seventh chords and a lazy melody that feels like a dusty December afternoon.",
  },
  {
    title: "Mama's Prayer",
    artist: "Grace Ensemble",
    albumName: "Morning Songs",
    genre: "Gospel",
    daysAgo: 27,
    cover: true,
    description:
      "An uplifting gospel piece with organ-style chords, dedicated to every mother who prayed through the night.",
  },
  {
    title: "Third Mainland Bars",
    artist: "MC Ikenna",
    genre: "Hip-Hop",
    daysAgo: 33,
    cover: true,
    description:
      "Hard-hitting rap over a heavy kick and crisp snare, telling the story of a kid from the mainland who made it.",
  },
  {
    title: "Calabar Nights",
    artist: "Amaka Lux",
    albumName: "Coastline",
    genre: "Pop",
    daysAgo: 41,
    cover: true,
    description: "Catchy Afro-pop love song with a carnival feel and a chorus you will hum all day.",
  },
  {
    title: "Okada Rush",
    artist: "Yinka Bars",
    genre: "Hip-Hop",
    daysAgo: 48,
    cover: true,
    description: "Fast-paced rap track about life in the fast lane, produced with a bouncy bass and sharp hi-hats.",
  },
  {
    title: "Signal Fire",
    artist: "Fola Rhythm",
    albumName: "Frequencies",
    genre: "Electronic",
    daysAgo: 56,
    cover: true,
    description:
      "Afro-fusion meets electronic dance music: bright synths, a pulsing kick and talking-drum inspired rhythms.",
  },
  {
    title: "Niger Delta Suite",
    artist: "Lagos Chamber Strings",
    genre: "Classical",
    daysAgo: 63,
    cover: false,
    description:
      "A short orchestral sketch inspired by the creeks and waterways of the Delta, from a forthcoming concert series.",
  },
];

/** A demo link's slug by the app's own rule (lib/core/slug.ts): `{title}-{artist}`. */
export const smartLinkSlug = (l: SeedSmartLink) => slugifySlug(`${l.songTitle} ${l.artistName}`);

/** Demo smart links: releases of demo songs, with addresses on each platform's own host (not real releases). */
export type SeedSmartLink = {
  songTitle: string;
  artistName: string;
  links: Partial<Record<"youtube" | "spotify" | "boomplay" | "appleMusic" | "audiomack", string>>;
};
export const smartLinks: SeedSmartLink[] = [
  {
    songTitle: "Owambe Sunrise",
    artistName: "Tomi Vibes",
    links: {
      spotify: "https://open.spotify.com/track/0000000000000000000001",
      appleMusic: "https://music.apple.com/ng/album/owambe-sunrise/1000000001",
      boomplay: "https://www.boomplay.com/songs/100000001",
      audiomack: "https://audiomack.com/tomi-vibes/song/owambe-sunrise",
      youtube: "https://www.youtube.com/watch?v=mnbdemo0001",
    },
  },
  {
    songTitle: "Lekki Lights",
    artistName: "Zainab Wave",
    links: {
      spotify: "https://open.spotify.com/track/0000000000000000000002",
      boomplay: "https://www.boomplay.com/songs/100000002",
      audiomack: "https://audiomack.com/zainab-wave/song/lekki-lights",
    },
  },
];
