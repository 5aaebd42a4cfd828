import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { graphqlDocuments } from "./build/graphql-documents.ts";
import { precompress } from "./build/precompress.ts";

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
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Only the libraries named: their dependencies (React among them) stay in the chunks they are in.
          includeDependenciesRecursively: false,
          // The reports' charts are the one library over the route-chunk budget (docs/scale-contract.md section 1):
          // recharts and what it draws with load as two chunks in parallel, each cached apart from the console's code.
          groups: [
            { name: "charts", test: /[\\/]node_modules[\\/](recharts|@mantine[\\/]charts)[\\/]/ },
            {
              name: "chart-support",
              test: /[\\/]node_modules[\\/](d3-[^\\/]+|internmap|victory-vendor|@reduxjs|redux|reselect|immer|react-redux|es-toolkit|decimal\.js-light|eventemitter3|tiny-invariant)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
