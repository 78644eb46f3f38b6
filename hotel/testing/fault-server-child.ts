/**
 * A child process for the fault tests: the engine on the database named by the first argument (a
 * PGlite folder, or a `postgres://` URL) served over HTTP on a loopback port, the way
 * `npm run hotel-api` serves it, with the test's fixed clock. It prints `listening <port>` and
 * serves until it is killed.
 */
import { createServer } from "node:http";
import { connect } from "../../platform/database";
import { ManualClock } from "../domain/clock";
import { createHotel, prepareHotel, requestListener } from "../hotel";
import { FAULT_KEYS, FAULT_NOW } from "./fault";
import { NO_HOLD_LIMITS } from "../domain/reservations/hold-limits";

const database = process.argv[2];
if (!database) throw new Error("usage: fault-server-child.ts <pglite folder | postgres url>");
const connection = await connect(
  database.startsWith("postgres") ? { url: database, maxConnections: 10 } : { dataDir: database },
);
const clock = new ManualClock(FAULT_NOW);
await prepareHotel(connection, clock.now());
const hotel = createHotel({
  connection,
  ...FAULT_KEYS,
  siteUrl: "http://site.test",
  apiUrl: "http://site.test/v1",
  dataDir: "/nonexistent",
  clock,
  rateLimitPerMinute: 0,
  holdLimits: NO_HOLD_LIMITS,
  outboxDelivery: "manual",
  log: (message) => process.stderr.write(`${message}\n`),
});
const server = createServer(requestListener(hotel));
server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  process.stdout.write(`listening ${typeof address === "object" && address ? address.port : 0}\n`);
});
