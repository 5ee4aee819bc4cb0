import path from "node:path";
import { createServer } from "vite";

/**
 * The app's own modules for a benchmark, loaded through Vite (they use its `~` alias and bundle
 * the migrations), so what a benchmark times is the code the screens run. Close it when done.
 */
export async function appModules() {
  const vite = await createServer({
    configFile: false,
    root: process.cwd(),
    logLevel: "error",
    server: { middlewareMode: true, hmr: false },
    appType: "custom",
    resolve: { alias: { "~": path.resolve("app") } },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  return {
    load: <T>(file: string) => vite.ssrLoadModule(file) as Promise<T>,
    close: () => vite.close(),
  };
}
