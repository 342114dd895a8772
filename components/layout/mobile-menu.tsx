"use client";

import Link from "@/components/ui/link";
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { navLinks } from "./nav-links";

const MENU_ID = "mobile-menu";

// The path, read in the browser only. usePathname() would make this layout-wide component wait for the request's
// path: with Cache Components every static page would then stream the menu behind a Suspense fallback.
type NavigationTarget = {
  addEventListener(type: string, cb: () => void): void;
  removeEventListener(type: string, cb: () => void): void;
};
function subscribe(onChange: () => void) {
  const navigation = (window as unknown as { navigation?: NavigationTarget }).navigation;
  window.addEventListener("popstate", onChange);
  navigation?.addEventListener("currententrychange", onChange);
  return () => {
    window.removeEventListener("popstate", onChange);
    navigation?.removeEventListener("currententrychange", onChange);
  };
}
const usePath = () =>
  useSyncExternalStore(
    subscribe,
    () => window.location.pathname,
    () => null,
  );

export function MobileMenu() {
  const pathname = usePath();
  // Remembering the path the menu was opened on closes it on any route change
  // without a state-syncing effect (the menu is open only while the path matches).
  const [openedOn, setOpenedOn] = useState<string | null | undefined>(undefined);
  const open = openedOn === pathname;
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== "Escape") return;
      setOpenedOn(undefined);
      // Return focus to the toggle so keyboard users are not stranded in a hidden list.
      buttonRef.current?.focus();
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  return (
    <div className="md:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={MENU_ID}
        aria-label={open ? "Close menu" : "Open menu"}
        onClick={() => setOpenedOn(open ? undefined : pathname)}
        className="flex size-11 items-center justify-center rounded-md text-ink transition-colors hover:bg-brand/15"
      >
        <svg
          viewBox="0 0 24 24"
          width={24}
          height={24}
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          strokeLinecap="round"
          aria-hidden="true"
          focusable="false"
        >
          {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
        </svg>
      </button>

      {/* Kept in the DOM (hidden) so aria-controls always points at a real element. */}
      <ul
        id={MENU_ID}
        data-testid="mobile-menu"
        hidden={!open}
        className="absolute inset-x-0 top-full mt-1 flex flex-col border-b-4 border-brand bg-white px-4 py-2 shadow-lg"
      >
        {navLinks.map((link) => {
          const current = link.href === pathname;
          return (
            <li key={link.href}>
              <Link
                href={link.href}
                aria-current={current ? "page" : undefined}
                onClick={() => setOpenedOn(undefined)}
                className="menu-link"
              >
                {link.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
