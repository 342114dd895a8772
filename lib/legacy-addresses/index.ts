// The old site's addresses' public face: what pages, route handlers, the API wrapper and the importer may import.
export * from "./legacy-addresses";
export * from "./rules";
