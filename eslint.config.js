// Lint rules for the whole tree (see docs/decisions/0011-formatter-and-linter.md). Formatting is
// Prettier's job: eslint-config-prettier turns off every rule that would argue with it.
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import layers from "./eslint.layers.js";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".react-router/",
      "node_modules/",
      "reports/",
      "test-results/",
      "playwright-report/",
      "public/",
      "data/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      // A promise nobody awaits loses its error: await it, return it, or say `void` on purpose.
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
      // Casts that tell the compiler to stop checking: `as unknown as T`, `as any`, `<T>x` on unrelated types.
      "@typescript-eslint/no-unsafe-type-assertion": "error",
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      // React Router's loaders and actions may be async without awaiting (they return data).
      "@typescript-eslint/require-await": "off",
      // React Router's loaders stop by throwing a Response or data(): its documented control flow.
      "@typescript-eslint/only-throw-error": [
        "error",
        { allow: ["Response", { from: "package", package: "react-router", name: "DataWithResponseInit" }] },
      ],
    },
  },
  {
    // Tests and benchmarks read what a server or a file sent them (JSON, HTML) and say what they
    // expect it to be; a wrong guess fails the test itself. Promises must still be awaited there.
    files: ["tests/**", "bench/**", "**/*.test.ts", "**/*.test.tsx"],
    rules: {
      "@typescript-eslint/no-unsafe-type-assertion": "off",
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-argument": "off",
      "@typescript-eslint/no-unsafe-return": "off",
      "@typescript-eslint/no-unsafe-call": "off",
    },
  },
  // Playwright's fixtures call a `use` that is not React's.
  { files: ["tests/**"], rules: { "react-hooks/rules-of-hooks": "off" } },
  {
    files: ["**/*.js", "**/*.mjs"],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: globals.node },
  },
  // CommonJS preloads that tests hand to `node --require`.
  {
    files: ["**/*.cjs"],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: globals.node, sourceType: "commonjs" },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  layers,
  prettier,
);
