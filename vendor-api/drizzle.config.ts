import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: "./vendor-api/src/db/schema/",
  out: "./vendor-api/drizzle",
});
