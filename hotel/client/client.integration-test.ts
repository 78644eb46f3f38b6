import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testTargets } from "../../platform/testing/databases";
import { guestFormSchema, mainGuestFromForm, requestFormSchema } from "../../rules";
import {
  CLIENT_ADDRESS_HEADER,
  CLIENT_SIGNATURE_HEADER,
  vouchedAddress,
} from "../../platform/client-address";
import { API_KEY, startTestHotel, type TestHotel } from "../testing/harness";
import { HotelApiError, createHotelClient, type HotelClient, type MainGuest } from "./index";

const SITE_SECRET = "client-test-site-secret-0123456789abcdef";

describe.each(testTargets())("the hotel API client on $name", (target) => {
  let t: TestHotel;
  let client: HotelClient;
  const forwarded: (string | null)[] = [];
  /** The addresses the client asked for, in order. */
  const requested: string[] = [];

  beforeAll(async () => {
    t = await startTestHotel(target);
    client = createHotelClient({
      baseUrl: "http://hotel.test/v1/",
      apiKey: API_KEY,
      clientIp: "203.0.113.7",
      siteSecret: SITE_SECRET,
      fetch: async (input, init) => {
        const request = new Request(input, init);
        requested.push(request.url);
        // The address the engine believes: signed with the site's secret.
        forwarded.push(
          vouchedAddress(
            SITE_SECRET,
            request.headers.get(CLIENT_ADDRESS_HEADER) ?? undefined,
            request.headers.get(CLIENT_SIGNATURE_HEADER) ?? undefined,
          ) ?? null,
        );
        return t.hotel.app.fetch(request);
      },
    });
  });
  afterAll(async () => {
    await t.dispose();
  });

  function guest(): MainGuest {
    const form = guestFormSchema.parse({
      lastName: "Иванова",
      firstName: "Анна",
      middleName: "Сергеевна",
      phone: "+79991234567",
      email: "anna@example.ru",
      checkInTime: "14:00",
      checkOutTime: "12:00",
      personalDataConsent: true,
    });
    const api = mainGuestFromForm(form);
    return {
      firstName: api.first_name,
      middleName: api.middle_name,
      lastName: api.last_name,
      phone: api.phone,
      email: api.email,
      specialOffersPermission: api.special_offers_permission,
      personalDataPermission: api.personal_data_permission,
    };
  }

  it("goes through the whole journey in the site's own types", async () => {
    const types = await client.roomTypes();
    expect(types.map((type) => type.title)).toEqual([
      "Делюкс",
      "Семейный делюкс",
      "Супериор",
      "Люкс",
      "Представительский люкс",
      "Villa",
    ]);
    expect(Object.keys(types[0] ?? {}).sort()).toEqual(
      [
        "id",
        "title",
        "shortDescription",
        "basePrice",
        "imageUrls",
        "amenityTags",
        "order",
        "amenityPages",
        "capacity",
        "totalRooms",
        "rates",
      ].sort(),
    );
    expect(types[0]?.amenityPages[0]?.amenities[0]).toEqual({
      iconId: 1,
      title: "Кровать super-king 2 × 2,1 м",
    });

    const calendar = await client.calendar({ days: 3 });
    expect(calendar.days).toEqual([
      { date: "2026-11-22", price: 14000, minStay: 1 },
      { date: "2026-11-23", price: 14000, minStay: 1 },
      { date: "2026-11-24", price: 14000, minStay: 1 },
    ]);
    expect(calendar.unavailable).toEqual([]);

    const availability = await client.search({
      arrival: "2027-09-06",
      departure: "2027-09-08",
      rooms: [{ adults: 2, children: 1 }],
    });
    const offer = availability.choices[0]?.roomTypes[0];
    expect(offer?.childWithoutBed).toBe(true);
    expect(offer?.rates[1]?.freeCancellationUntil).toEqual(new Date("2027-09-04T12:00:00Z"));

    const reservation = await client.createReservation(
      {
        arrival: "2027-09-06",
        departure: "2027-09-08",
        mainGuest: guest(),
        choices: [{ adults: 2, children: 1, roomTypeId: 1, rateId: 2 }],
        arrivalTime: "13:00",
        departureTime: "12:00",
        transfer: { type: "to", arrivalFlightNumber: "SU1234" },
      },
      { sessionId: "browser-session" },
    );
    expect(reservation.status).toBe("held");
    expect(reservation.amounts.transfer).toBe(6000);
    expect(reservation.holdExpiresAt).toEqual(new Date("2026-11-22T09:20:00Z"));
    // The site's names only: no snake_case key of the wire, nothing its type leaves out.
    expect(Object.keys(reservation).sort()).toEqual(
      [
        "id",
        "reference",
        "status",
        "holdExpiresAt",
        "arrival",
        "departure",
        "nights",
        "mainGuest",
        "language",
        "rooms",
        "extras",
        "transfer",
        "comment",
        "arrivalTime",
        "departureTime",
        "amounts",
        "paymentStatus",
        "pendingChange",
        "terms",
        "createdAt",
        "updatedAt",
      ].sort(),
    );
    // A new hold has no change waiting for its difference.
    expect(reservation.pendingChange).toBeNull();
    expect(reservation.rooms[0]?.freeCancellationUntil).toEqual(new Date("2027-09-04T12:00:00Z"));
    expect(reservation.transfer).toMatchObject({ type: "to", arrivalFlightNumber: "SU1234", price: 6000 });
    expect(forwarded.at(-1)).toBe("203.0.113.7");

    const [variant] = await client.paymentVariants();
    expect(variant?.iconIds).toEqual([101, 102, 106, 105]);
    // The built-in sandbox takes the payments: test mode, with the same variants.
    expect(await client.paymentMode()).toEqual({ variants: [variant], testMode: true });
    const invoice = await client.createInvoice(reservation.id, { sessionId: "browser-session" });
    expect(invoice.amount).toBe(reservation.amounts.total);
    expect(Object.keys(invoice).sort()).toEqual(
      ["id", "reservationId", "status", "amount", "confirmationUrl", "createdAt", "paidAt", "test"].sort(),
    );
    // The sandbox's payment is a test one: the success page says «ТЕСТОВАЯ ОПЛАТА».
    expect(invoice.test).toBe(true);
    expect(invoice.createdAt).toBeInstanceOf(Date);
    const paymentId = invoice.confirmationUrl?.split("/").at(-1) ?? "";
    await t.hotel.sandbox.settle(paymentId, "succeeded");
    expect((await client.invoice(reservation.id, { sessionId: "browser-session" })).status).toBe("succeeded");
    // Back from the payment page with nothing kept: the return address's token reads the status.
    const back = new URL((await t.hotel.sandbox.paymentForPage(paymentId))?.returnUrl ?? "http://site.test/");
    const returnToken = back.searchParams.get("token") ?? "";
    expect((await client.invoice(reservation.id, { returnToken })).status).toBe("succeeded");
    await expect(client.invoice(reservation.id, { sessionId: "another-session" })).rejects.toMatchObject({
      code: "RESERVATION_NOT_FOUND",
      status: 404,
    });

    const session = await client.lookUp({ reference: reservation.reference, contact: "+7 999 123 45 67" });
    expect(session.reservation.status).toBe("confirmed");
    expect((await client.updateComment(reservation.id, session.token, "Детская кроватка")).comment).toBe(
      "Детская кроватка",
    );
    expect(
      (await client.updateGuest(reservation.id, session.token, { ...guest(), firstName: "Анна-Мария" }))
        .mainGuest.firstName,
    ).toBe("Анна-Мария");
    const quote = await client.quoteChange(reservation.id, session.token, { departure: "2027-09-07" });
    expect(quote.toRefund).toBe(quote.oldTotal - quote.newTotal);
    expect(quote.reservation).toBeUndefined();
    const changed = await client.change(reservation.id, session.token, { departure: "2027-09-07" });
    expect(changed.reservation?.nights).toBe(1);
    const flown = await client.updateTransfer(reservation.id, session.token, {
      arrivalFlightNumber: "SU1240",
    });
    expect(flown.transfer).toMatchObject({ arrivalFlightNumber: "SU1240", flightToConfirm: false });
    expect((await client.cancellation(reservation.id, session.token)).penalty).toBe(0);
    const canceled = await client.cancel(reservation.id, session.token, "Передумали");
    expect(canceled.reservation.status).toBe("canceled");
    const history = await client.history(reservation.id, session.token);
    expect(history.map((entry) => entry.type)).toEqual([
      "created",
      "invoice_created",
      "paid",
      "comment_changed",
      "guest_changed",
      "changed",
      "transfer_changed",
      "canceled",
    ]);
    expect(history[0]?.at).toBeInstanceOf(Date);

    const form = requestFormSchema.parse({
      firstName: "Пётр",
      lastName: "Смирнов",
      phone: "+79000000000",
      email: "petr@example.ru",
      consent: true,
    });
    expect((await client.submitRequest(form, "/offers")).id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("sends the booking's language, and names it on the reservation", async () => {
    const booking = {
      arrival: "2027-09-13",
      departure: "2027-09-14",
      mainGuest: guest(),
      choices: [{ adults: 2, children: 0, roomTypeId: 1, rateId: 2 }],
    };
    expect((await client.createReservation({ ...booking, language: "en" })).language).toBe("en");
    expect(
      (await client.createReservation({ ...booking, arrival: "2027-09-15", departure: "2027-09-16" }))
        .language,
    ).toBe("ru");
  });

  it("asks in the language it is given (`?lang=`) and reads the English answers", async () => {
    const CYRILLIC = /[\u0400-\u04FF]/;
    const english = { language: "en" } as const;
    const since = requested.length;
    const types = await client.roomTypes(english);
    expect(types.map((type) => type.title)).toEqual([
      "Deluxe",
      "Family Deluxe",
      "Superior",
      "Suite",
      "Executive Suite",
      "Villa",
    ]);
    expect(types[0]?.amenityPages[0]?.amenities[0]).toEqual({
      iconId: 1,
      title: "Super-king bed, 2 × 2.1 m",
    });
    const found = await client.search({
      arrival: "2027-09-20",
      departure: "2027-09-22",
      rooms: [{ adults: 2, children: 0 }],
      language: "en",
    });
    const texts = JSON.stringify(found.choices.map((choice) => choice.roomTypes));
    expect(texts).not.toMatch(CYRILLIC);
    expect(found.choices[0]?.roomTypes[0]?.rates.map((rate) => rate.title)).toEqual([
      "Non-refundable, breakfast included",
      "Flexible, breakfast included",
    ]);
    expect((await client.extras(english)).find((extra) => extra.code === "facial-massage")?.title).toBe(
      "Facial massage",
    );
    expect((await client.paymentVariants(english)).map((variant) => variant.name)).toEqual(["Bank card"]);

    // The booking's language names its answer's language too, unless another is asked for.
    const reservation = await client.createReservation({
      arrival: "2027-09-20",
      departure: "2027-09-22",
      mainGuest: guest(),
      choices: [{ adults: 2, children: 0, roomTypeId: 3, rateId: 1 }],
      language: "en",
    });
    expect(reservation.rooms[0]).toMatchObject({
      roomTypeTitle: "Superior",
      rateTitle: "Non-refundable, breakfast included",
    });
    const session = await client.lookUp({ reference: reservation.reference, contact: "anna@example.ru" });
    expect(session.reservation.rooms[0]?.roomTypeTitle).toBe("Супериор");
    const inEnglish = await client.reservation(reservation.id, session.token, english);
    expect(inEnglish.rooms[0]?.roomTypeTitle).toBe("Superior");
    const history = await client.history(reservation.id, session.token, english);
    expect(history.map((entry) => entry.note)).toEqual(["Booking made; the rooms are held until it is paid"]);

    const asked = requested.slice(since).map((url) => new URL(url));
    expect(asked.map((url) => `${url.pathname}${url.search}`)).toEqual([
      "/v1/rooms/types?lang=en",
      "/v1/rooms?lang=en",
      "/v1/extras?lang=en",
      "/v1/payment/variants?lang=en",
      "/v1/reservation?lang=en",
      "/v1/reservation/lookup",
      `/v1/reservation/${reservation.id}?lang=en`,
      `/v1/reservation/${reservation.id}/history?lang=en`,
    ]);
  });

  it("lists the extras at the prices a reservation is charged", async () => {
    const extras = await client.extras();
    expect(extras).toContainEqual({
      code: "facial-massage",
      kind: "spa",
      title: "Массаж лица",
      price: 4000,
      durationMinutes: 30,
    });
    expect(
      extras.filter((extra) => extra.kind === "transfer").map((extra) => [extra.code, extra.price]),
    ).toEqual([
      ["transfer-from", 6000],
      ["transfer-to", 6000],
      ["transfer-to-from", 12000],
    ]);
  });

  it("throws HotelApiError with the API's code, status and Russian message", async () => {
    const error = await client
      .search({ arrival: "2026-11-01", departure: "2026-11-02", rooms: [{ adults: 2, children: 0 }] })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HotelApiError);
    expect(error).toMatchObject({ code: "ARRIVAL_IN_PAST", status: 422, message: "Дата заезда уже прошла" });
    await expect(
      client.lookUp({ reference: "ABCDEFGH", contact: "nobody@example.ru" }),
    ).rejects.toMatchObject({
      code: "RESERVATION_NOT_FOUND",
      status: 404,
    });
  });

  it("names failures without an answer FETCH_ERROR, TIMEOUT_ERROR and PARSING_ERROR", async () => {
    const unreachable = createHotelClient({ baseUrl: "http://127.0.0.1:9/v1", apiKey: API_KEY });
    await expect(unreachable.roomTypes()).rejects.toMatchObject({ code: "FETCH_ERROR", status: 0 });
    const slow = createHotelClient({
      baseUrl: "http://hotel.test/v1",
      apiKey: API_KEY,
      timeoutMs: 50,
      fetch: (_input, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener("abort", () => reject(init.signal?.reason)),
        ),
    });
    await expect(slow.roomTypes()).rejects.toMatchObject({ code: "TIMEOUT_ERROR" });
    const garbled = createHotelClient({
      baseUrl: "http://hotel.test/v1",
      apiKey: API_KEY,
      fetch: async () => Response.json({ data: { room_types: [{ id: "one" }] } }),
    });
    await expect(garbled.roomTypes()).rejects.toMatchObject({ code: "PARSING_ERROR" });
    const html = createHotelClient({
      baseUrl: "http://hotel.test/v1",
      apiKey: API_KEY,
      fetch: async () => new Response("<html>", { status: 502 }),
    });
    await expect(html.roomTypes()).rejects.toMatchObject({ code: "PARSING_ERROR", status: 502 });
  });
});
