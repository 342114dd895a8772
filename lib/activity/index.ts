// The activity feature's public face: what other features may import from it.
export * from "./activity";
export * from "./with-picture";
