import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";

/**
 * The local GraphQL explorer (web/explorer/main.tsx): its own small build, served by the gateway in development at
 * /graphql/explorer/ (gateway/src/explorer.ts). Relative asset paths, so it works under that prefix.
 */
export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  base: "./",
  plugins: [react()],
  build: { outDir: "dist", emptyOutDir: true, chunkSizeWarningLimit: 8000 },
  worker: { format: "es" },
});
