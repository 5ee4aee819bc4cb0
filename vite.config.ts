import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { visualizer } from "rollup-plugin-visualizer";
import { defineConfig, type PluginOption } from "vite";

/** Modules loaded on demand (dialogs, viewer, toasts) keep their own chunks. */
const LAZY =
  /\/(quote-dialog|video-dialog|drawing-viewer|toaster|ui\/dialog)\.tsx$|node_modules\/(@radix-ui|sonner|aria-hidden|react-remove-scroll|react-style-singleton|use-callback-ref|use-sidecar|get-nonce|detect-node-es|tslib)\//;
const FRAMEWORK = /node_modules\/(react|react-dom|react-router|scheduler|clsx|cookie|set-cookie-parser|turbo-stream)\//;

const PAGE_SPECIFIC =
  /\/app\/components\/(home\/|selector\/|site\/(auth-parts|selector-cta|quote-form|contact-form|enquiry-form|share-button|consent-frame|rich-text|contact-cards|context-errors|drawing-viewer|flags)\.tsx$|ui\/field\.tsx$)|\/app\/content\/(projects|drawings|services|stats)\.ts$|\/app\/content\/parking-systems\/|\/app\/lib\/rich-text\.ts$/;

/**
 * First-load code in a few chunks rather than a dozen: on slow connections every extra request
 * waits its turn, and Lighthouse counts them all before the first paint.
 */
function clientChunk(id: string): string | undefined {
  if (LAZY.test(id)) return undefined;
  if (FRAMEWORK.test(id)) return "framework";
  // What every page shows (header, footer, banner, helpers) in one chunk; what only some pages
  // show (the home sections, the forms, the share button) goes with those pages. Domain schemas
  // bring Zod, which only the forms that use it should load. The two enquiry forms share one chunk
  // (the quote page shows both); the limits they check stay out of the pages without a form.
  if (/\/app\/components\/site\/(enquiry|quote)-form\.tsx$/.test(id)) return "quote-form";
  // The spaces' range (a few bytes) is the quote form's and the selector's: in the chunk every page
  // loads, so that the selector does not load the quote form's chunk to read it.
  if (/\/app\/domain\/quote\/spaces-range\.ts$/.test(id)) return "app";
  if (PAGE_SPECIFIC.test(id)) return undefined;
  if (/\/app\/(components|lib|i18n|content)\//.test(id) && !id.endsWith("/app/lib/zod.ts")) return "app";
  // The root route's component and who is signed in: every page has them.
  if (/\/app\/(root\.tsx|domain\/account\/auth-context\.tsx)$/.test(id)) return "app";
  return undefined;
}

/**
 * `ANALYZE=1 npm run build`: what each browser chunk holds, as a treemap to open
 * (bench/results/treemap.html) and as data for `npx tsx bench/treemap.ts`.
 */
function analysis(isSsrBuild: boolean | undefined): PluginOption[] {
  if (!process.env.ANALYZE || isSsrBuild) return [];
  const sizes = { gzipSize: true, brotliSize: true };
  return [
    visualizer({ filename: "bench/results/treemap.html", template: "treemap", ...sizes }),
    visualizer({ filename: "bench/results/treemap.json", template: "raw-data", ...sizes }),
  ];
}

export default defineConfig(({ isSsrBuild }) => ({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  plugins: [tailwindcss(), reactRouter(), ...analysis(isSsrBuild)],
  // The server build takes in the icons it uses: loaded from node_modules, the package's index
  // would put every one of its icons in each worker's memory.
  ssr: { noExternal: ["lucide-react"] },
  build: {
    // The server build's entry is our own Node server (server/start.ts sets NODE_ENV, then loads
    // server/main.ts, whose workers load server/serve.ts, which imports React Router's build).
    // The admin command is a second entry, so it shares the server's modules (database, migrations).
    rollupOptions: isSsrBuild
      ? {
          input: {
            index: "./server/start.ts",
            admin: "./server/admin-cli.ts",
            enquiries: "./server/enquiries-cli.ts",
            seed: "./server/seed-cli.ts",
            db: "./server/db-cli.ts",
          },
          // The server's own code stays beside the entry: it finds build/client as "../client".
          output: {
            chunkFileNames: (chunk: { name: string }) =>
              chunk.name === "main" ? "[name]-[hash].js" : "assets/[name]-[hash].js",
          },
        }
      : { output: { manualChunks: clientChunk } },
  },
}));
