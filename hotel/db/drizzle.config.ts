// drizzle-kit configuration of the booking engine: `npm run db:generate:hotel` writes a new
// migration into hotel/db/migrations after a change of hotel/db/schema.ts.
import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: "./hotel/db/schema.ts",
  out: "./hotel/db/migrations",
  schemaFilter: ["hotel"],
  migrations: { table: "hotel_migrations", schema: "drizzle" },
});
