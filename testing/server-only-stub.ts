// Stand-in for the server-only package in Vitest (see vitest.config.ts).
export {};
