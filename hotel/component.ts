/**
 * The booking engine as a part of the platform process (`npm start`): `prepare` migrates its
 * database and seeds the catalogue, prices and inventory when they are empty; `mount` serves the
 * hotel API at /v1 on the site's port.
 */
import path from "node:path";
import { parseTrustedProxies } from "../platform/client-address";
import type { Component } from "../platform/component";
import { describeSecret, type SecretSource } from "../platform/secrets";
import { createHotel, paymentOptions, prepareHotel, requestListener } from "./hotel";
import { outboxStalled } from "./metrics";

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
      returnToGuestOrigin: !context.env.SITE_URL,
      apiUrl: `${siteUrl}/v1`,
      dataDir: context.dataDir,
      holdMinutes: context.env.HOLD_MINUTES,
      holdLimits: {
        unpaidHoldsPerGuest: context.env.HOLD_LIMIT_PER_GUEST,
        roomNightsPerHold: context.env.HOLD_MAX_ROOM_NIGHTS,
      },
      sandboxCaptureDelayMs: context.env.SANDBOX_CAPTURE_DELAY_MS,
      rateLimitPerMinute: context.env.HOTEL_RATE_LIMIT_PER_MINUTE,
      redisUrl: context.env.REDIS_URL,
      trustedProxies: parseTrustedProxies(context.env.TRUSTED_PROXIES),
      siteSecret: context.env.HOTEL_SITE_SECRET ?? context.secrets.siteSecret,
      smtpUrl: context.env.SMTP_URL,
      mailFrom: context.env.MAIL_FROM,
      hotelMailTo: context.env.HOTEL_MAIL_TO,
      contacts: {
        name: context.env.HOTEL_NAME,
        nameEn: context.env.HOTEL_NAME_EN,
        phone: context.env.HOTEL_PHONE,
        email: context.env.HOTEL_EMAIL,
        address: context.env.HOTEL_ADDRESS,
        addressEn: context.env.HOTEL_ADDRESS_EN,
      },
      outbox: { maxAttempts: context.env.OUTBOX_MAX_ATTEMPTS },
      ...paymentOptions(context.env),
      log: (message, level, fields) => context.log(message, level, { component: "hotel", ...fields }),
    });
    const handler = requestListener(hotel);
    // npm start exports a generated key to the environment too: the stored one is the generated one.
    const keySource: SecretSource =
      apiKey !== context.secrets.hotelApiKey
        ? { from: "env", variable: "HOTEL_API_KEY" }
        : {
            from: "file",
            file: path.join(path.relative(context.root, context.dataDir) || ".", "secrets.json"),
            generatedNow: context.generatedSecrets?.has("hotelApiKey") ?? false,
          };
    return {
      prefix: "/v1",
      handler,
      stop: () => hotel.close(),
      ready: { outbox: () => outboxStalled(hotel.engine, context.env.OUTBOX_STALL_SECONDS) },
      describe: [
        `hotel API: ${siteUrl}/v1 (docs ${siteUrl}/v1/docs, OpenAPI ${siteUrl}/v1/openapi.json)`,
        `hotel API key (X-Api-Key): ${describeSecret(apiKey, keySource)}`,
        `hotel payments: ${hotel.yookassa ? `YooKassa (shop ${context.env.YOOKASSA_SHOP_ID ?? ""}, ${hotel.yookassa.client.apiUrl}; notifications to ${siteUrl}/v1/payments/yookassa/webhook)` : "sandbox acquiring (test cards, no money charged)"}; mail: ${hotel.engine.mail.describe}; rate limits: ${hotel.limiter.store.describe}`,
      ],
    };
  },
};
