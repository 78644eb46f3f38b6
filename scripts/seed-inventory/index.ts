/**
 * `npm run seed:inventory`: prepares the booking engine's database (migrations; catalogue, prices
 * and inventory when empty) and extends the price calendar to 18 months from today, keeping every
 * price that is already set. Uses DATABASE_URL, or the PGlite of DATA_DIR (stop `npm start` first:
 * PGlite allows one process per folder).
 */
import path from "node:path";
import { connect } from "../../platform/database";
import { env } from "../../platform/env";
import { hotelToday } from "../../rules";
import { hotelDb } from "../../hotel/db";
import { extendPriceCalendar } from "../../hotel/db/seed";
import { prepareHotel } from "../../hotel/hotel";

const config = env();
const connection = await connect({
  url: config.DATABASE_URL,
  dataDir: path.join(path.resolve(config.DATA_DIR), "db"),
});
try {
  console.log(`database: ${connection.describe}`);
  const seeded = await prepareHotel(connection);
  if (seeded.seeded)
    console.log(
      `seeded the catalogue and ${seeded.nightlyRates} nightly prices ${seeded.from} … ${seeded.to}`,
    );
  const extended = await extendPriceCalendar(hotelDb(connection), hotelToday());
  console.log(`price calendar up to ${extended.to}: ${extended.nightlyRates} nightly prices added`);
} finally {
  await connection.close();
}
