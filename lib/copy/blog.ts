// Blog category archive texts (issue 45 §4).
export const CATEGORY_NOT_FOUND = "Category not found.";
export const CATEGORY_LINK_LABEL = (name: string) => `More in ${name}`;
