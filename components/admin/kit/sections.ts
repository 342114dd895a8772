// The dashboard's sections, in the spec's order and with its headings. Each is its own server-rendered route under
// /admin-dashboard (Manage Posts keeps the spec's own /admin/manage-posts).
export type AdminSection = { slug: string; title: string; href: string };

const section = (slug: string, title: string, href = `/admin-dashboard/${slug}`): AdminSection => ({
  slug,
  title,
  href,
});

export const ADMIN_SECTIONS: AdminSection[] = [
  section("upload-song", "Upload Song"),
  section("create-post", "Create Post"),
  section("manage-posts", "Manage Posts", "/admin/manage-posts"),
  section("workers", "Manage Workers Identity"),
  section("songs", "Manage Uploaded Songs"),
  section("team", "Manage Team Members"),
  section("subscribers", "View Our Subscribers"),
  section("admins", "Manage Admins"),
  section("bookings", "Manage Bookings"),
  section("partners", "Our Partners"),
  section("adverts", "Manage Adverts"),
  section("spotlight-nominate", "Celebrities To Feature In Our Spotlight"),
  section("spotlights", "Manage Spotlight"),
  section("artists", "Upload New Artist"),
  section("smart-links", "Smart Links"),
  section("attribution", "Where bookings come from"),
  section("moderation", "Moderation"),
  section("activity", "Activity log"),
];

export const findSection = (slug: string) => ADMIN_SECTIONS.find((s) => s.slug === slug);
