// The subscribers feature's public face: what other features may import from it.
export * from "./campaigns";
export * from "./schema";
export * from "./subscribers";
