/**
 * The booking engine as a part of the platform process (`npm start`): `prepare` migrates its
 * database and seeds the catalogue, prices and inventory when they are empty; `mount` serves the
 * hotel API at /v1 on the site's port.
 */
import { getRequestListener } from "@hono/node-server";
import type { Component } from "../platform/component";
import { createHotel, prepareHotel } from "./hotel";

export const hotelComponent: Component = {
  name: "hotel",
  async prepare(context) {
    const seeded = await prepareHotel(context.connection);
    if (seeded.seeded) {
      context.log(
        `hotel: seeded room types, rates and ${seeded.nightlyRates} nightly prices ${seeded.from} … ${seeded.to}`,
      );
    }
  },
  mount(context) {
    const siteUrl = context.env.SITE_URL ?? `http://localhost:${context.env.PORT}`;
    const apiKey = context.env.HOTEL_API_KEY ?? context.secrets.hotelApiKey;
    const adminKey = context.env.HOTEL_ADMIN_KEY ?? context.secrets.hotelAdminKey;
    const hotel = createHotel({
      connection: context.connection,
      apiKey,
      adminKey,
      siteUrl,
      apiUrl: `${siteUrl}/v1`,
      dataDir: context.dataDir,
      holdMinutes: context.env.HOLD_MINUTES,
      rateLimitPerMinute: context.env.HOTEL_RATE_LIMIT_PER_MINUTE,
      redisUrl: context.env.REDIS_URL,
      smtpUrl: context.env.SMTP_URL,
      mailFrom: context.env.MAIL_FROM,
      hotelMailTo: context.env.HOTEL_MAIL_TO,
      contacts: {
        name: context.env.HOTEL_NAME,
        phone: context.env.HOTEL_PHONE,
        email: context.env.HOTEL_EMAIL,
        address: context.env.HOTEL_ADDRESS,
      },
      outbox: { maxAttempts: context.env.OUTBOX_MAX_ATTEMPTS },
      log: (message) => context.log(`hotel: ${message}`),
    });
    // Hono's Node adapter must not replace the global Request/Response: Next.js runs in this process.
    const handler = getRequestListener(hotel.app.fetch, { overrideGlobalObjects: false });
    const keySource =
      context.secrets.hotelApiKey === apiKey ? "generated, kept in DATA_DIR/secrets.json" : "HOTEL_API_KEY";
    return {
      prefix: "/v1",
      handler,
      stop: () => hotel.close(),
      describe: [
        `hotel API: ${siteUrl}/v1 (docs ${siteUrl}/v1/docs, OpenAPI ${siteUrl}/v1/openapi.json)`,
        `hotel API key (X-Api-Key, ${keySource}): ${apiKey}`,
        `hotel payments: sandbox acquiring; mail: ${hotel.engine.mail.describe}; rate limits: ${hotel.limiter.store.describe}`,
      ],
    };
  },
};
