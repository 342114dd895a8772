// One list feeds both the desktop nav and the mobile menu so they can never drift apart.
export type NavLink = { href: string; label: string };

export const navLinks: readonly NavLink[] = [
  { href: "/", label: "Home" },
  { href: "/about", label: "About" },
  { href: "/service", label: "Service" },
  // The spec labels the contact page "Review": it hosts the review form.
  { href: "/contact", label: "Review" },
  { href: "/signup", label: "SignUp" },
  { href: "/blog", label: "Blog" },
];
