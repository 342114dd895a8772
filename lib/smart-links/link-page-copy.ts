// The link-in-bio page's texts: the creator's form, the public page and the server's answers. No zod here, so the form
// and the page can use them without loading zod up front.
export const LINK_PAGE_HANDLE_RULE = "Choose a handle of 3 to 30 lowercase letters, numbers or dashes.";
export const LINK_PAGE_HANDLE_RESERVED = "That handle is reserved. Please choose another.";
export const LINK_PAGE_HANDLE_TAKEN = "That handle is taken. Please choose another.";
export const LINK_PAGE_TITLE_REQUIRED = "Please enter a title for your page.";
/** The handle field's hint before anything is typed: an offer to choose one, not a made-up address. */
export const linkPageHandleHint = (siteUrl: string) =>
  `Choose a handle (3 to 30 lowercase letters, numbers or dashes): your page will be at ${siteUrl}/links/ followed by it.`;
export const LINK_PAGE_SAVED = "Your link page is saved.";
export const LINK_PAGE_SAVE_FAILED = "Failed to save your link page.";
export const LINK_PAGE_NOT_FOUND = "Link page not found.";
export const LINK_PAGE_EMPTY = "No songs here yet.";
/** The page's only word of the site, at its foot, before the site's name (a link home). */
export const LINK_PAGE_CREDIT = "Made with";
/** The statistics' medium for clicks from a link-in-bio page (the page's buttons carry it as utm_medium). */
export const LINK_PAGE_MEDIUM = "link-in-bio";
