// What readers see on a post's players (components/posts/post-player.tsx).
export const LISTEN_EVERYWHERE = "Listen everywhere";
/** The play control's accessible name and the loaded player's title. */
export const playLabel = (title: string, platform: string) => `Play ${title} on ${platform}`;
