import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { graphqlDocuments } from "./build/graphql-documents";
import { precompress } from "./build/precompress";

const webRoot = fileURLToPath(new URL(".", import.meta.url));
const rootPackage = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
  version: string;
};

export default defineConfig({
  root: webRoot,
  plugins: [graphqlDocuments(fileURLToPath(new URL("./src", import.meta.url))), react(), precompress()],
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  define: { __APP_VERSION__: JSON.stringify(rootPackage.version) },
  server: {
    port: 5173,
    proxy: { "/graphql": { target: "http://localhost:4000", changeOrigin: true } },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    chunkSizeWarningLimit: 900,
  },
});
