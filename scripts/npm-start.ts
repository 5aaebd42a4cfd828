/**
 * `npm start` in one Node process: the build check (scripts/build-if-changed.ts) runs here, and the server's build is
 * then imported into this same process instead of being started as a second one, whose boot and module loading a
 * restart waited for (docs/scale-contract.md section 8). The Node options of the server's build (`SERVER_NODE_OPTIONS`
 * in scripts/build-server.ts) are on this process's command line in package.json, so they apply to the server as
 * before; a build that ran is a process of its own, whose options are its own.
 *
 * Node runs this file itself (type stripping), like the build check, so it imports only Node's own modules and the
 * check; the check is imported by its URL because TypeScript's checker wants no `.ts` in an import and Node does.
 */
import { enableCompileCache } from "node:module";
import { fileURLToPath } from "node:url";

// Before any import of ours: the check and the server's modules come from Node's compile cache on a restart.
enableCompileCache();
const { buildIfChanged } = (await import(
  new URL("./build-if-changed.ts", import.meta.url).href
)) as typeof import("./build-if-changed");

try {
  await buildIfChanged(fileURLToPath(new URL("..", import.meta.url)));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
// The server's entry starts its embedded vendor API's worker from its own file (scripts/start.ts), not from argv.
await import(new URL("../dist/server/start.mjs", import.meta.url).href);
