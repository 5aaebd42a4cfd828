import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: "./vendor-api/src/db/schema.ts",
  out: "./vendor-api/drizzle",
});
