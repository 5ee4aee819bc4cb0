// The layers of app/ and which way they may import (docs/decisions/0029-layers.md). Each layer may
// import itself and the layers listed for it, never one above: the linter fails on an import that
// points up, and `npm run lint` also fails on any import circle (.dependency-cruiser.cjs).
import boundaries from "eslint-plugin-boundaries";

/** Top to bottom; a folder's files may import their own layer and the ones named. */
export const layers = [
  { type: "shell", pattern: ["app/routes"], mayImport: ["*"] },
  {
    type: "features",
    pattern: ["app/features"],
    mayImport: ["site", "entities", "kit", "ui", "server", "domain", "lib"],
  },
  {
    type: "site",
    pattern: ["app/components/home", "app/components/layout", "app/components/selector", "app/components/site"],
    mayImport: ["ui", "server", "domain", "lib"],
  },
  { type: "entities", pattern: ["app/entities"], mayImport: ["kit", "ui", "server", "domain", "lib"] },
  { type: "kit", pattern: ["app/admin-kit"], mayImport: ["ui", "server", "domain", "lib"] },
  { type: "ui", pattern: ["app/components/ui"], mayImport: ["lib"] },
  { type: "server", pattern: ["app/server"], mayImport: ["domain", "lib"] },
  { type: "domain", pattern: ["app/domain", "app/content", "app/i18n"], mayImport: ["lib"] },
  { type: "lib", pattern: ["app/lib"], mayImport: [] },
];

export default {
  files: ["app/**/*.{ts,tsx}"],
  // Tests may set up what the layer above provides; only what ships is layered.
  ignores: ["app/**/*.test.{ts,tsx}"],
  plugins: { boundaries },
  settings: {
    "import/resolver": { typescript: { alwaysTryTypes: true, project: "./tsconfig.json" } },
    // The first pattern that matches a file names its layer; the files at app/'s top (root.tsx,
    // entry.server.tsx, routes.ts) are the shell's, like the routes.
    "boundaries/elements": [
      ...layers.map(({ type, pattern }) => ({ type, pattern, partialMatch: false })),
      { type: "shell", pattern: "app", partialMatch: false },
    ],
  },
  rules: {
    "boundaries/no-unknown-files": 2,
    "boundaries/dependencies": [
      2,
      {
        default: "disallow",
        policies: layers.map(({ type, mayImport }) => ({
          from: { element: { type } },
          allow: {
            to: {
              element: { types: { anyOf: mayImport.includes("*") ? layers.map((l) => l.type) : [type, ...mayImport] } },
            },
          },
        })),
      },
    ],
  },
};
