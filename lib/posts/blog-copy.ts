// Texts of the blog's category archives and of a post page's related posts.
export const CATEGORY_NOT_FOUND = "Category not found.";
export const CATEGORY_LINK_LABEL = (name: string) => `More in ${name}`;
export const RELATED_POSTS_HEADING = "Related posts";
