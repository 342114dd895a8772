// The newsletter's interests (docs/features/subscribers.md) and their texts, without zod: the forms in the browser
// import these, and ./subscriber.ts builds its schemas on them.
export const INTERESTS = ["news", "style", "music"] as const;
export type Interest = (typeof INTERESTS)[number];
export const INTEREST_LABELS: Record<Interest, string> = { news: "News", style: "Style", music: "Music" };
export const INTERESTS_REQUIRED = "Please choose at least one: news, style or music.";
export const PREFERENCES_SAVED = "Your newsletter preferences are saved.";
export const PREFERENCES_FAILED = "Failed to save your preferences. Please try again.";
