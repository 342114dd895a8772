// The share page's reminder form ships only this text (lib/smart-links/reminder-copy.ts has the rest).
export const REMINDER_FAILED = "Failed to set your reminder. Please try again.";
