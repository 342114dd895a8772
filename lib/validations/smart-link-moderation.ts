// The admin's smart-link moderation texts, shared by the calls and the dashboard's client components. No zod here, so
// importing them does not bring the validation library into the dashboard's first load.
export const SMART_LINK_UPDATED = "Smart link updated successfully";
export const SMART_LINK_UPDATE_FAILED = "Failed to update smart link";
export const SMART_LINK_DELETED = "Smart link deleted successfully";
export const SMART_LINK_DELETE_FAILED = "Failed to delete smart link";
export const SMART_LINK_HIDDEN = "Smart link hidden";
export const SMART_LINK_SHOWN = "Smart link is on show again";
export const SMART_LINK_APPROVED = "Smart link approved: search engines may list it";
export const SMART_LINK_APPROVE_FAILED = "Failed to approve smart link";
export const SMART_LINK_CLAIMED = "Smart link claimed: it is yours now";
