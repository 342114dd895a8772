// The bookings feature's public face: what other features may import from it.
export * from "./bookings";
export * from "./status";
