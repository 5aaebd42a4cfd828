import { drizzle } from "drizzle-orm/pglite";
import { buildVendorApi } from "./app";
import * as schema from "./db/schema";
import { ephemeralKeyring } from "./security/secrets";

const sortKeys = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([key, entry]) => [key, sortKeys(entry)]),
    );
  }
  return value;
};

/** The OpenAPI document of every route, keys sorted, so the same code always prints the same bytes. */
export async function renderOpenApi(): Promise<string> {
  // Building the routes needs no database: a mock handle stands in, and nothing is ever served.
  const app = await buildVendorApi(
    {
      db: drizzle.mock({ schema }),
      now: () => new Date(0),
      sessionTtlMinutes: 0,
      authCodeTtlMs: 0,
      adminKey: "",
      secrets: ephemeralKeyring(),
      backgroundWork: false,
    },
    { logLevel: "silent" },
  );
  try {
    await app.ready();
    return `${JSON.stringify(sortKeys(app.swagger()), null, 2)}\n`;
  } finally {
    await app.close();
  }
}
