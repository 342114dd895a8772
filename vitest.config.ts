import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = {
  "@": path.resolve(import.meta.dirname),
  // Outside Next's react-server build, "server-only" would throw on import; the guard is Next's concern.
  "server-only": path.resolve(import.meta.dirname, "testing/server-only-stub.ts"),
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["lib/**/*.test.ts", "components/**/*.test.ts", "scripts/**/*.test.ts"],
          exclude: ["**/*.int.test.ts"],
          environment: "node",
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: ["lib/**/*.int.test.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
          // The files run one after another in one process that keeps its imported modules: each talks to the test
          // server over HTTP and to the database, and none mocks a module, so re-importing the app's modules for every
          // file (a fresh process each, by default) only cost time (~30 s of a run).
          isolate: false,
          globalSetup: ["testing/integration-setup.ts"],
        },
      },
    ],
  },
});
