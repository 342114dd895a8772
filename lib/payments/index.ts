// The payments feature's public face: what other features may import from it.
export * from "./payments";
