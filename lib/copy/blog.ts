// Blog category archive and post page texts (issue 45 §3, §4).
export const CATEGORY_NOT_FOUND = "Category not found.";
export const CATEGORY_LINK_LABEL = (name: string) => `More in ${name}`;
export const RELATED_POSTS_HEADING = "Related posts";
