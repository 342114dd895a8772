"use client";
// The dashboard's navigation: a sidebar on wide screens; below lg a menu button in a bar fixed to the foot of the
// screen, where one thumb reaches it, that opens the sections as a sheet above it (closed again by the button, Escape,
// a tap beside it, or any navigation). The look per width is CSS (.admin-menu-bar, .admin-sheet in globals.css). The
// current section is marked with aria-current. Admin pages render per request, so reading the path here costs nothing
// (unlike the public site's static pages).
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useState } from "react";
import { ADMIN_SECTIONS } from "./sections";

const LINKS = [
  { href: "/admin-dashboard", title: "Overview" },
  ...ADMIN_SECTIONS,
  { href: "/admin/outbox", title: "Outbox" },
];

/** A count beside a link (waiting comments), read as words too: "Moderation, 3 waiting". */
function Badge({ count }: { count: number }) {
  return (
    <span className="ml-2 inline-block min-w-6 rounded-full bg-red-700 px-2 text-center text-xs leading-5 font-semibold text-white tabular-nums">
      <span className="sr-only">, </span>
      {count}
      <span className="sr-only"> waiting</span>
    </span>
  );
}

export function AdminNav({ badges = {} }: { badges?: Record<string, number> }) {
  const pathname = usePathname();
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const open = openedOn === pathname;
  const waiting = Object.values(badges).reduce((sum, n) => sum + n, 0);
  const close = () => setOpenedOn(null);
  return (
    <nav
      aria-label="Dashboard"
      className="lg:w-64 lg:shrink-0"
      onKeyDown={(event) => {
        if (event.key !== "Escape" || !open) return;
        close();
        event.currentTarget.querySelector<HTMLElement>("[aria-controls=admin-sections]")?.focus();
      }}
    >
      <div className="admin-menu-bar lg:hidden">
        <button
          type="button"
          className="flex min-h-12 w-full items-center justify-center rounded-md bg-ink px-4 font-semibold text-white"
          aria-expanded={open}
          aria-controls="admin-sections"
          onClick={() => setOpenedOn(open ? null : pathname)}
        >
          {open ? "Close dashboard menu" : "Dashboard menu"}
          {!open && waiting > 0 && <Badge count={waiting} />}
        </button>
      </div>
      {open && <div aria-hidden="true" className="fixed inset-0 z-30 bg-black/40 lg:hidden" onClick={close} />}
      <ul
        id="admin-sections"
        className={`admin-sheet ${open ? "flex" : "hidden"} flex-col gap-1 rounded-lg bg-white p-2 shadow-sm lg:sticky lg:top-4 lg:flex`}
      >
        {LINKS.map((link) => {
          const current = pathname === link.href.split("?")[0];
          return (
            <li key={link.href}>
              <Link
                href={link.href}
                aria-current={current ? "page" : undefined}
                className={`block rounded-md px-3 py-2 text-sm ${current ? "bg-brand-dark font-semibold text-white" : "text-gray-800 hover:bg-gray-100"}`}
              >
                {link.title}
                {(badges[link.href] ?? 0) > 0 && <Badge count={badges[link.href]} />}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
