import { FloorLink as Link } from "../../floor-link";
import type { ReactNode } from "react";

export const metadata = { title: "Next.js floor", description: "A bare Next.js page: the framework's own cost." };

const nav = ["/", "/read/a", "/read/b", "/read/c", "/read/d", "/read/e"];

// Shaped like a content page of the site (header nav, main, footer links), built only from Next.js and React.
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <header>
          <nav aria-label="Main">
            <ul>
              {nav.map((href) => (
                <li key={href}>
                  <Link href={href}>{href}</Link>
                </li>
              ))}
            </ul>
          </nav>
        </header>
        <main>{children}</main>
        <footer>
          <ul>
            {nav.map((href) => (
              <li key={href}>
                <Link href={href}>Footer {href}</Link>
              </li>
            ))}
          </ul>
        </footer>
      </body>
    </html>
  );
}
