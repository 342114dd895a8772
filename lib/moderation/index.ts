// The moderation feature's public face: what other features may import from it.
export * from "./bans";
export * from "./moderation";
