// The reactions feature's public face: what other features may import from it.
export * from "./reactions";
export * from "./schema";
