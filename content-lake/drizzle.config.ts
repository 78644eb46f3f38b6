// drizzle-kit configuration of the content lake's own migrations (see content-lake/db/schema.ts).
// Generate after a schema change: npx drizzle-kit generate --config content-lake/drizzle.config.ts
import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: "./content-lake/db/schema.ts",
  out: "./content-lake/db/migrations",
});
