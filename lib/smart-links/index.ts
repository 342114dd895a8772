// The smart-links feature's public face: what other features may import from it.
export * from "./link-pages";
export * from "./paths";
export * from "./platforms";
export * from "./reminder-copy";
export * from "./resolve";
export * from "./smart-links";
export * from "./song-link";
