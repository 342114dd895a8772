// The four built-in "About" articles (spec: id, title, slug, author, date, image, content, categories). They are
// part of the site, not of the database, so /about and /about/{id} are rendered at build time.
import ARTICLES from "./about-articles.json";

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

/** The articles' text lives in about-articles.json (content, not code): each paragraph a string. */
export const aboutArticles: readonly AboutArticle[] = ARTICLES.map(({ paragraphs, ...article }) => ({
  ...article,
  content: paragraphs.join("\n\n"),
}));

export const findAboutArticle = (id: string) => aboutArticles.find((a) => a.id === id);

/** The About counters (spec: 100+ active members, 50+ projects, 25+ advisors, 20+ years). */
export const aboutStats = [
  { label: "Active members", value: 100 },
  { label: "Projects", value: 50 },
  { label: "Advisors", value: 25 },
  { label: "Years", value: 20 },
] as const;
