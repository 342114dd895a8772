import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

// Toasts go through components/ui/toast.ts, which downloads sonner on the first toast; importing sonner anywhere
// else would put it back into every page's first load.
const sonner = { name: "sonner", message: "Import toast from @/components/ui/toast (it loads sonner lazily)." };
// Public pages link without viewport prefetching (components/ui/link.tsx); the admin area keeps next/link's default.
const nextLink = {
  name: "next/link",
  message: "Public pages import Link from @/components/ui/link (no viewport prefetch).",
};
const toastFiles = ["components/ui/toast.ts", "components/ui/toaster.tsx", "components/ui/toast.test.ts"];

const config = [
  ...nextVitals,
  ...nextTs,
  {
    files: ["**/*.ts", "**/*.tsx"],
    ignores: toastFiles,
    rules: { "no-restricted-imports": ["error", { paths: [sonner] }] },
  },
  {
    files: ["app/(site)/**/*.tsx", "app/*.tsx", "components/**/*.tsx"],
    ignores: [...toastFiles, "components/admin/**", "components/ui/link.tsx"],
    rules: { "no-restricted-imports": ["error", { paths: [sonner, nextLink] }] },
  },
  {
    ignores: [
      ".next/**",
      ".next-*/**",
      "scripts/perf-floor/.next*/**",
      "scripts/perf-floor/next-env.d.ts",
      "lib/generated/**",
      ".data/**",
      ".vercel/**",
      "next-env.d.ts",
      "test-results/**",
      "playwright-report/**",
    ],
  },
];

export default config;
