// The four built-in "About" articles (spec: id, title, slug, author, date, image, content, categories). They are
// part of the site, not of the database, so /about and /about/{id} are rendered at build time.

/** A gradient panel stands in for a photo: no new media, and it never breaks or shifts the layout. */
export type AboutImage = { alt: string; from: string; to: string };

export type AboutArticle = {
  id: string;
  title: string;
  slug: string;
  author: string;
  /** ISO date of publication. */
  date: string;
  image: AboutImage;
  content: string;
  categories: string[];
};

export const aboutArticles: readonly AboutArticle[] = [
  {
    id: "1",
    title: "Who We Are: A Home for Nigerian Stories",
    slug: "who-we-are",
    author: "Oluwaseun Adebayo",
    date: "2025-01-15",
    image: { alt: "Deep purple and olive gradient with the words Who We Are", from: "#3B314C", to: "#959A4A" },
    categories: ["Entertainment", "Education"],
    content: [
      "My Nation Blog started as a small group of writers in Lagos who were tired of reading about home only when something went wrong. We wanted a place where the everyday wins of Nigerians get the same attention as the headlines: the new album from a young artiste in Aba, the farmer in Benue trying a new irrigation method, the tech founder building for the market in Kano.",
      "Today we publish daily updates on news, styles and entertainment, written in plain language and checked before they go out. Our readers are students, parents, creatives and business owners across the country and in the diaspora, and we write for all of them.",
      "We believe a blog can be more than a feed of stories. It can be a community that meets, argues kindly, shares opportunities and lifts its own. That is the home we are building, one post at a time.",
    ].join("\n\n"),
  },
  {
    id: "2",
    title: "Our Mission: Nurturing Talent from Small Beginnings",
    slug: "our-mission",
    author: "Chidinma Okeke",
    date: "2025-02-03",
    image: { alt: "Olive and green gradient with the words Our Mission", from: "#737838", to: "#4CAF50" },
    categories: ["Entertainment", "Technology"],
    content: [
      "Many of the artistes we work with recorded their first songs on a phone in a shared room. We know how much talent sits in places the industry rarely visits, so our mission is simple: give that talent the tools, the sound and the audience it deserves.",
      "Our studio team offers music production, instrumentals, mixing and mastering at prices an upcoming artiste can plan for. Our promotion team then puts the finished record in front of listeners through features on the blog, playlist pitching and partnerships with presenters and curators.",
      "We measure success by the careers we help start. When an artiste we met at an open mic in Surulere fills a hall of their own, we know the mission is working.",
    ].join("\n\n"),
  },
  {
    id: "3",
    title: "Our Values: Honest, Local and Built with the Community",
    slug: "our-values",
    author: "Funmilayo Adeniyi",
    date: "2025-03-10",
    image: { alt: "Green and purple gradient with the words Our Values", from: "#4CAF50", to: "#3B314C" },
    categories: ["Education", "Politics"],
    content: [
      "Honesty comes first. We tell readers when a post is sponsored, we correct mistakes openly and we never publish a story we cannot stand behind. Trust takes years to build and a minute to lose, so we guard it carefully.",
      "We stay local. Our writers live in the communities they cover, from Port Harcourt to Ibadan to Jos, and they write about what people there actually talk about: school fees, fuel prices, football, fashion, faith and family.",
      "And we build with the community. Reader reviews shape our services, comments start new stories, and partners help us reach more people. Every feature on this site exists because someone in our community asked for it.",
    ].join("\n\n"),
  },
  {
    id: "4",
    title: "Partners and Advisors: Growing Together",
    slug: "partners-and-advisors",
    author: "Ibrahim Musa",
    date: "2025-04-22",
    image: { alt: "Purple and olive gradient with the words Partners and Advisors", from: "#59496f", to: "#959A4A" },
    categories: ["Finance", "Agriculture", "Sport"],
    content: [
      "No blog grows alone. Over the years we have been guided by advisors from journalism, music, law and finance who give their time so that young creatives do not repeat avoidable mistakes with contracts, money or reputation.",
      "Our partners include a software and tech firm that helps us build better tools for artistes, brands that sponsor talent showcases, and organisations in agriculture and sport who trust us to tell their stories well.",
      "If your business shares our belief in Nigerian talent, we would love to hear from you. Partnerships with us are practical: clear goals, fair terms and regular reports on what the collaboration achieved.",
    ].join("\n\n"),
  },
];

export const findAboutArticle = (id: string) => aboutArticles.find((a) => a.id === id);

/** The About counters (spec: 100+ active members, 50+ projects, 25+ advisors, 20+ years). */
export const aboutStats = [
  { label: "Active members", value: 100 },
  { label: "Projects", value: 50 },
  { label: "Advisors", value: 25 },
  { label: "Years", value: 20 },
] as const;
