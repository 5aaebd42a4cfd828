/** `npm run generate:openapi`: writes schema/vendor-api.openapi.json from the route schemas. */
import { writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { renderOpenApi } from "./openapi";

const OPENAPI_FILE = fileURLToPath(new URL("../../schema/vendor-api.openapi.json", import.meta.url));

await writeFile(OPENAPI_FILE, await renderOpenApi());
console.log(`Wrote ${OPENAPI_FILE}`);
