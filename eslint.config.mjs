import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const config = [
  ...nextVitals,
  ...nextTs,
  {
    // Toasts go through components/ui/toast.ts, which downloads sonner on the first toast; importing sonner anywhere
    // else would put it back into every page's first load.
    files: ["**/*.ts", "**/*.tsx"],
    ignores: ["components/ui/toast.ts", "components/ui/toaster.tsx", "components/ui/toast.test.ts"],
    rules: {
      "no-restricted-imports": ["error", { paths: [{ name: "sonner", message: "Import toast from @/components/ui/toast (it loads sonner lazily)." }] }],
    },
  },
  { ignores: [".next/**", ".next-*/**", "scripts/perf-floor/.next*/**", "scripts/perf-floor/next-env.d.ts", "lib/generated/**", ".data/**", "next-env.d.ts", "test-results/**", "playwright-report/**"] },
];

export default config;
