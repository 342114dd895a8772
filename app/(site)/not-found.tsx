// A public page's notFound() (an unknown post, song or link): the root's message, inside the site chrome of
// (site)/layout.tsx. Without this boundary Next would use the root not-found here as well, and the public pages would
// carry it twice; with it they carry this one only. (Unmatched addresses get app/global-not-found.tsx.)
export { default, metadata } from "../not-found";
