import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

// The SSR build's entry is app/request-handler.ts: the React Router handler, the database pool,
// the queue and the workers live in one module graph (ADR 0001).
export default defineConfig(({ isSsrBuild }) => ({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  build: isSsrBuild ? { rollupOptions: { input: "./app/request-handler.ts" } } : {},
  plugins: [tailwindcss(), reactRouter()],
}));
