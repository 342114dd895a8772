import type { ReactNode } from "react";

// The content floor's root layout: a captured page of the site brings its own header, main and footer.
export default function ContentLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
