// Contact details and social profiles, in one place for the header, footer, legal pages and emails.
export const siteConfig = {
  name: "My Nation Blog",
  shortName: "MNB",
  tagline: "Get familiar with",
  description:
    "Nigerian news, style and entertainment — plus music production, mixing, mastering and promotion services.",
  phone: "+2348012345678",
  email: "hello@mynationblog.com",
  social: {
    facebook: "https://www.facebook.com/mynationblog",
    twitter: "https://x.com/mynationblog",
    instagram: "https://www.instagram.com/mynationblog",
    linkedin: "https://www.linkedin.com/company/mynationblog",
  },
  copyrightYear: 2025,
  colors: { primary: "#959A4A", ink: "#3B314C", accent: "#4CAF50" },
} as const;

/** The chat-app link for the phone number (WhatsApp click-to-chat takes digits only). */
export const chatLink = `https://wa.me/${siteConfig.phone.replace(/\D/g, "")}`;
