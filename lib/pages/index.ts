// The pages feature's public face: what other features may import from it.
export * from "./about";
