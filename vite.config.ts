import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig(({ isSsrBuild }) => ({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  plugins: [tailwindcss(), reactRouter()],
  build: {
    // The server build's entry is our own Node server, which imports React Router's build.
    rollupOptions: isSsrBuild ? { input: "./server/main.ts" } : undefined,
  },
}));
