import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { graphqlDocuments } from "./build/graphql-documents.ts";
import { precompress } from "./build/precompress.ts";

const webRoot = fileURLToPath(new URL(".", import.meta.url));
const rulesRoot = fileURLToPath(new URL("../rules/", import.meta.url));
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
      // The rule set (rules/) is constants and pure functions, so a module imports what it names through the `#rules`
      // barrel and no more: /login takes the protocol codes, the rule messages and the checks it uses, not the whole
      // set (docs/scale-contract.md section 1).
      treeshake: { moduleSideEffects: (id: string) => (id.startsWith(rulesRoot) ? false : undefined) },
      output: {
        codeSplitting: {
          // Only the libraries named: their dependencies (React among them) stay in the chunks they are in.
          includeDependenciesRecursively: false,
          // The reports' charts are the one library over the route-chunk budget (docs/scale-contract.md section 1):
          // recharts and what it draws with load as two chunks in parallel, each cached apart from the console's code.
          groups: [
            // Two libraries each too large to share a chunk with the code that loads them and stay under the chunk
            // budget: React, which /login preloads beside the entry, and Apollo Client with graphql and what else it
            // imports, which the console part's import fetches in parallel with it. A dependency of Apollo's left out
            // of its chunk would stay in the console part's, the two chunks importing each other, and the console
            // part would never finish loading.
            { name: "react", test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            {
              name: "apollo",
              test: /[\\/]node_modules[\\/](@apollo[\\/]client|rxjs|optimism|@wry[\\/][^\\/]+|graphql|graphql-tag|graphql-ws|tslib)[\\/]/,
            },
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
