// Demo content for the style spotlight, services, people, adverts and reviews (original text, fictional people).
export type SeedSpotlight = {
  name: string;
  description: string;
  category: "MALE" | "FEMALE";
  featured: boolean;
  comments: { name: string; content: string; rating: number; reply?: { name: string; content: string } }[];
};
export type SeedService = { id: string; title: string; categories: string[]; paragraphs: string[] };
export type SeedOffer = { title: string; originalNaira: number; promoNaira: number; description: string };
export type SeedTeamMember = { name: string; role: string; quote?: string; handle: string };
export type SeedAdvert = {
  title: string;
  description: string;
  link: string;
  facebook?: string;
  twitter?: string;
  instagram?: string;
  linkedin?: string;
};
export type SeedReview = { name: string; message: string; rating: number; daysAgo: number };
export type SeedWorker = { name: string; role: string };

/** Commenters in the demo use example.com addresses so no real inbox is ever involved. */
export const demoEmail = (name: string) =>
  `${name
    .toLowerCase()
    .replace(/[^a-z]+/g, ".")
    .replace(/^\.|\.$/g, "")}@example.com`;

export const spotlights: SeedSpotlight[] = [
  {
    name: "Ifeoma Adaeze",
    category: "FEMALE",
    featured: true,
    description:
      "A flared Ankara gown in sunflower yellow with a matching gele tied high, finished with coral beads and gold sandals. Bold, traditional and made for a Saturday owambe.",
    comments: [
      {
        name: "Ngozi",
        content: "That gele is architecture! Who tied it?",
        rating: 5,
        reply: { name: "Ifeoma Adaeze", content: "Thank you! My aunty did it in ten minutes flat." },
      },
      { name: "Temitope", content: "The colour works so well with the coral beads.", rating: 4 },
    ],
  },
  {
    name: "Emeka Obi",
    category: "MALE",
    featured: true,
    description:
      "A three-piece agbada in deep purple aso oke with silver embroidery at the neck, worn with a matching fila and black leather loafers. Classic groom's-brother energy.",
    comments: [{ name: "Musa", content: "Clean embroidery. Simple but it commands the room.", rating: 5 }],
  },
  {
    name: "Zara Mohammed",
    category: "FEMALE",
    featured: false,
    description:
      "Wide-leg adire trousers in indigo with a cropped white linen shirt and woven raffia bag. Relaxed, breathable and perfect for a gallery visit in Abuja.",
    comments: [{ name: "Kemi", content: "Adire for everyday wear — yes please.", rating: 4 }],
  },
  {
    name: "Tunde Lawal",
    category: "MALE",
    featured: false,
    description:
      "A short-sleeved kaftan in olive green with contrast piping, slim trousers and white sneakers. Smart enough for church, easy enough for the Sunday jollof run.",
    comments: [],
  },
  {
    name: "Chiamaka Eze",
    category: "FEMALE",
    featured: false,
    description:
      "A structured peplum top in wax print with a black pencil skirt and block heels. Office-ready Ankara that still turns heads at the after-work hangout.",
    comments: [{ name: "Ada", content: "Peplum and Ankara were made for each other.", rating: 3 }],
  },
  {
    name: "Bashir Abdullahi",
    category: "MALE",
    featured: false,
    description:
      "A flowing white babban riga with subtle cream embroidery and a red cap, paired with leather slippers. Effortless northern elegance for a festive weekend.",
    comments: [],
  },
];

export const services: SeedService[] = [
  {
    id: "1",
    title: "Music Promotion",
    categories: ["Music", "Marketing", "Entertainment"],
    paragraphs: [
      "Great songs deserve to be heard. Our promotion team puts your release in front of the right listeners through blog features, playlist pitching, social media campaigns and partnerships with on-air personalities.",
      "Every campaign starts with a short strategy call to understand your sound, your audience and your goals. We then plan a release calendar, prepare the assets and track results so you can see what worked.",
      "Whether you are dropping a debut single or a full album, we tailor the push to your budget and keep you updated every step of the way.",
    ],
  },
  {
    id: "2",
    title: "Music Production & Distribution",
    categories: ["Music", "Production", "Distribution"],
    paragraphs: [
      "From the first beat to the final master, our producers and engineers help you shape a record that sounds professional on every speaker, from club systems to phone speakers.",
      "We offer full production, custom instrumentals, mixing and mastering, then deliver your finished song to the major streaming platforms so fans can find it everywhere.",
      "You keep ownership of your music. We simply make sure it is recorded well, released properly and ready to compete.",
    ],
  },
  {
    id: "3",
    title: "Artiste Management",
    categories: ["Music", "Management", "Branding"],
    paragraphs: [
      "Talent opens the door; management keeps it open. We help emerging artistes plan their careers, build their brand and handle the business side of music.",
      "Our managers coordinate bookings, press, collaborations and release schedules, and advise on contracts so you can focus on the music. We grow with you, from small beginnings to bigger stages.",
    ],
  },
];

export const offers: SeedOffer[] = [
  {
    title: "Music Production",
    originalNaira: 300_000,
    promoNaira: 150_000,
    description: "Full song production from idea to finished record: beat, arrangement, vocal recording and direction.",
  },
  {
    title: "Instrumental",
    originalNaira: 150_000,
    promoNaira: 75_000,
    description: "A custom instrumental built around your style, delivered as a full beat with stems on request.",
  },
  {
    title: "Mixing",
    originalNaira: 100_000,
    promoNaira: 60_000,
    description: "Balanced, polished mix of your vocals and beat, with two rounds of revisions included.",
  },
  {
    title: "Mastering",
    originalNaira: 150_000,
    promoNaira: 80_000,
    description: "Loud, clear and streaming-ready master that holds up on phones, cars and club systems.",
  },
  {
    title: "Song Upload",
    originalNaira: 30_000,
    promoNaira: 15_000,
    description: "Distribution of your finished song to major streaming platforms, with metadata and artwork checks.",
  },
  {
    title: "Blog Posts",
    originalNaira: 25_000,
    promoNaira: 15_000,
    description: "A feature article about your release or brand published on My Nation Blog and shared on our socials.",
  },
  {
    title: "Product Marketing",
    originalNaira: 100_000,
    promoNaira: 50_000,
    description: "A targeted campaign for your product or event across our blog, newsletter and social channels.",
  },
  {
    title: "Partnership Deal",
    originalNaira: 600_000,
    promoNaira: 200_000,
    description: "A long-term partnership package combining promotion, content features and priority studio bookings.",
  },
];

export const team: SeedTeamMember[] = [
  {
    name: "Oluwaseun Adebayo",
    role: "Founder & Editor-in-Chief",
    handle: "mnb_seun_adebayo",
    quote: "Every story we tell should make our readers proud of where they come from.",
  },
  {
    name: "Chidinma Okeke",
    role: "Head of Music Production",
    handle: "mnb_chidinma_okeke",
    quote: "A good song starts with a good groove and an honest lyric.",
  },
  { name: "Ibrahim Musa", role: "Artiste Manager", handle: "mnb_ibrahim_musa" },
  {
    name: "Funmilayo Adeniyi",
    role: "Style & Lifestyle Editor",
    handle: "mnb_funmi_adeniyi",
    quote: "Style is culture you can wear.",
  },
];

export const adverts: SeedAdvert[] = [
  {
    title: "Naija Beats Academy",
    link: "https://example.com/naija-beats-academy",
    description:
      "Weekend classes in music production, sound engineering and songwriting for beginners and intermediate creators in Lagos.",
    instagram: "https://www.instagram.com/naijabeatsacademy",
    twitter: "https://x.com/naijabeatsacademy",
  },
  {
    title: "Ankara House Tailoring",
    link: "https://example.com/ankara-house",
    description:
      "Made-to-measure Ankara, aso oke and lace outfits for weddings, birthdays and everyday style, with nationwide delivery.",
    instagram: "https://www.instagram.com/ankarahouse",
    facebook: "https://www.facebook.com/ankarahouse",
  },
  {
    title: "FarmLink Produce Market",
    link: "https://example.com/farmlink",
    description:
      "Fresh produce straight from Nigerian farmers to your kitchen. Order tomatoes, yams, garri and more in a few taps.",
    linkedin: "https://www.linkedin.com/company/farmlink-produce",
  },
];

export const reviews: SeedReview[] = [
  {
    name: "Bukola Adewale",
    rating: 5,
    daysAgo: 4,
    message:
      "The mixing and mastering service made my single sound like a radio record. Quick turnaround and great communication.",
  },
  {
    name: "Samuel Eze",
    rating: 4,
    daysAgo: 11,
    message:
      "I read the blog every morning for news and entertainment. Would love more sports coverage, but the quality is top.",
  },
  {
    name: "Aisha Yusuf",
    rating: 5,
    daysAgo: 17,
    message:
      "Their promotion package got my song onto playlists I never thought I could reach. Highly recommended for new artistes.",
  },
  {
    name: "Kingsley Nnamdi",
    rating: 4,
    daysAgo: 25,
    message: "Friendly team and fair prices. The instrumental they produced for me was exactly the vibe I described.",
  },
  {
    name: "Grace Okon",
    rating: 5,
    daysAgo: 38,
    message: "The style spotlight section is my favourite. I have found so many outfit ideas for aso ebi season.",
  },
];

export const workers: SeedWorker[] = [
  { name: "Daniel Ogunleye", role: "Sound Engineer" },
  { name: "Blessing Uchenna", role: "Content Writer" },
];
