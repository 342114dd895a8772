// The dashboard's sections, in the spec's order and with its headings. Each is its own server-rendered route under
// /admin-dashboard (Manage Posts keeps the spec's own /admin/manage-posts). A section that is not built yet
// (`ready: false`) is still listed, and its route says so, so the navigation shows the whole dashboard from the start.
export type AdminSection = { slug: string; title: string; href: string; ready: boolean };

const section = (slug: string, title: string, ready: boolean, href = `/admin-dashboard/${slug}`): AdminSection => ({ slug, title, href, ready });

export const ADMIN_SECTIONS: AdminSection[] = [
  section("upload-song", "Upload Song", true),
  section("create-post", "Create Post", true),
  section("manage-posts", "Manage Posts", true, "/admin/manage-posts"),
  section("workers", "Manage Workers Identity", true),
  section("songs", "Manage Uploaded Songs", true),
  section("team", "Manage Team Members", true),
  section("subscribers", "View Our Subscribers", true),
  section("admins", "Manage Admins", true),
  section("bookings", "Manage Bookings", true),
  section("partners", "Our Partners", true),
  section("adverts", "Manage Adverts", true),
  section("spotlight-nominate", "Celebrities To Feature In Our Spotlight", true),
  section("spotlights", "Manage Spotlight", true),
  section("artists", "Upload New Artist", true),
  section("smart-links", "Smart Links", true),
  section("activity", "Activity log", true),
];

export const findSection = (slug: string) => ADMIN_SECTIONS.find((s) => s.slug === slug);
