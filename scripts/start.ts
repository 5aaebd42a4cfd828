/**
 * `npm start`'s entry, on the main thread the console (scripts/serve.ts), in the worker it starts the embedded vendor
 * API (scripts/embedded-vendor-api.ts). Node keeps the code it compiled for the server's modules in its compile cache
 * (the system's temporary folder, or NODE_COMPILE_CACHE), so a restart does not compile them again
 * (docs/scale-contract.md section 8). Only modules loaded after this call use it, hence the imports
 * that follow it.
 */
import { enableCompileCache } from "node:module";
import { fileURLToPath } from "node:url";
import { isMainThread } from "node:worker_threads";

enableCompileCache();
if (isMainThread) {
  // Files private from the first one written (docs/system-contract.md, "The data folder"): the umask is the process's,
  // and the embedded vendor API's worker, which opens the database, cannot set it itself.
  (await import("../vendor-api/src/db/private-data-dir")).usePrivateUmask();
  // The embedded vendor API's worker first, the longer way to a served console (scripts/embedded-vendor-api.ts); not
  // when the gateway wraps another vendor API (VENDOR_API_URL, checked again by serve.ts).
  // The worker runs this file (its build: dist/server/start.mjs), which scripts/npm-start.ts imports rather than runs,
  // so Node's argv does not name it: its own URL does (scripts/build-server.ts leaves the entry's URL its own).
  if (!process.env.VENDOR_API_URL)
    (await import("./embedded-vendor-api")).launchEmbeddedVendorApi(fileURLToPath(import.meta.url));
  await import("./serve");
} else await (await import("./embedded-vendor-api")).runEmbeddedVendorApi();
