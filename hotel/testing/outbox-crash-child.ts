/**
 * A child process for the outbox's crash test: the engine on the PGlite folder given as the first
 * argument books and pays a stay with delivery left to a worker that never runs, prints
 * `committed <reference>` once the payment's transaction committed, and waits to be killed.
 */
import { randomUUID } from "node:crypto";
import { connect } from "../../platform/database";
import { ManualClock } from "../domain/clock";
import { createHotel, prepareHotel } from "../hotel";
import { NO_HOLD_LIMITS } from "../domain/reservations/hold-limits";

const API_KEY = "crash-test-api-key-0123456789abcdef0123";

const dataDir = process.argv[2];
if (!dataDir) throw new Error("usage: outbox-crash-child.ts <pglite folder>");
const connection = await connect({ dataDir });
const clock = new ManualClock("2026-11-22T09:00:00Z");
await prepareHotel(connection, clock.now());
const hotel = createHotel({
  connection,
  apiKey: API_KEY,
  adminKey: "crash-test-admin-key-0123456789abcdef012",
  siteUrl: "http://site.test",
  apiUrl: "http://site.test/v1",
  dataDir: "/nonexistent",
  clock,
  rateLimitPerMinute: 0,
  holdLimits: NO_HOLD_LIMITS,
  outboxDelivery: "manual",
  log: () => undefined,
});
// The guest's session, as the site's: it proves the booking is theirs to pay.
const session = randomUUID();
const post = async (path: string, body: unknown) => {
  const response = await hotel.app.request(path, {
    method: "POST",
    headers: { "x-api-key": API_KEY, "content-type": "application/json", "x-session-id": session },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { data: Record<string, string> };
};
const booked = await post("/v1/reservation", {
  check_in_date: "2026-12-01",
  check_out_date: "2026-12-03",
  main_guest: {
    first_name: "Анна",
    middle_name: "",
    last_name: "Иванова",
    phone: "+79991234567",
    email: "anna@example.ru",
    special_offers_permission: false,
    personal_data_permission: true,
  },
  choices: [{ adults: 2, children: 0, room_type_id: 1, rate_id: 2 }],
});
const invoice = await post(`/v1/reservation/${booked.data.reservation_id}/invoice`, {
  payment_provider_id: 1,
  payment_type: "card",
});
await hotel.sandbox.settle(invoice.data.confirmation_url?.split("/").at(-1) ?? "", "succeeded");
process.stdout.write(`committed ${booked.data.reference}\n`);
setInterval(() => undefined, 60_000);
