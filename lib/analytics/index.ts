// The analytics feature's public face: what other features may import from it.
export * from "./attribution-report";
export * from "./attribution-rules";
export * from "./web-vitals";
