/**
 * Bookings the browser tests make through the hotel API of the e2e server, and what a guest then
 * does with them in the browser: pay on the sandbox's page, look the booking up. One place for
 * what the booking tests (words, money after a change, the sold-out ones) used to write each.
 */
import { randomUUID } from "node:crypto";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { TEST_CARDS } from "../../hotel/providers/payments/sandbox-cards";
import type { TestStay } from "../support/stays";
import { hotelApi, releaseReservations } from "./support";

export const NON_REFUNDABLE = { id: 1, title: "Невозвратный, с завтраком" } as const;
export const FLEXIBLE = { id: 2, title: "Оптимальный, с завтраком" } as const;

/** The engine's answer to `POST /v1/reservation`, as far as the tests read it. */
export interface ApiReservation {
  reservation_id: string;
  reference: string;
  hold_expires_at: string | null;
  amounts: { total: number; transfer?: number };
  rooms: {
    room_type_title: string;
    rate_title: string;
    adults: number;
    children: number;
    amount: number;
    refundable: boolean;
    free_cancellation_until: string | null;
  }[];
}

export interface Booked {
  reservation: ApiReservation;
  stay: TestStay;
  email: string;
  /** The guest's session the booking was made in: it proves the booking is theirs to pay. */
  session: string;
}

/** A guest address of its own for a test (the engine counts look-ups and writes per client). */
export function guestAddress(): string {
  const part = () => 1 + Math.floor(Math.random() * 250);
  return `10.${part()}.${part()}.${part()}`;
}

/**
 * For a file of booking tests: each test a guest address of its own, and the bookings the file
 * made (the list returned, for `reserveRoom`'s `made`) released after it.
 */
export function trackBookings(): string[] {
  const made: string[] = [];
  test.beforeEach(async ({ page }) => {
    await page.setExtraHTTPHeaders({ "x-forwarded-for": guestAddress() });
  });
  test.afterAll(async ({ request }) => {
    await releaseReservations(request, made.splice(0));
  });
  return made;
}

/**
 * A held booking of one room for two adults, made as the guest-data step makes it (in a session of
 * the guest's own). `tag` starts the guest's unique e-mail; the booking's id goes into `made`
 * when given, for the file's `releaseReservations`.
 */
export async function reserveRoom(
  request: APIRequestContext,
  stay: TestStay,
  options: {
    tag: string;
    rate?: { id: number };
    roomTypeId?: number;
    middleName?: string;
    transfer?: Record<string, string>;
    made?: string[];
  },
): Promise<Booked> {
  const email = `${options.tag}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}@example.ru`;
  const session = randomUUID();
  const answer = await hotelApi<{ data: ApiReservation }>(
    request,
    "POST",
    "/reservation",
    {
      check_in_date: stay.arrival,
      check_out_date: stay.departure,
      main_guest: {
        first_name: "Анна",
        ...(options.middleName ? { middle_name: options.middleName } : {}),
        last_name: "Иванова",
        phone: "+79161234567",
        email,
        special_offers_permission: false,
        personal_data_permission: true,
      },
      choices: [
        {
          adults: 2,
          children: 0,
          room_type_id: options.roomTypeId ?? 1,
          rate_id: (options.rate ?? FLEXIBLE).id,
        },
      ],
      arrival_time: "14:00",
      departure_time: "12:00",
      ...(options.transfer ? { transfer: options.transfer } : {}),
    },
    { "x-session-id": session },
  );
  expect(answer.status, JSON.stringify(answer.json)).toBeLessThan(300);
  options.made?.push(answer.json.data.reservation_id);
  return { reservation: answer.json.data, stay, email, session };
}

/**
 * Another guest takes `count` rooms of a type for the stay (a room sold out while this guest
 * fills the form); the ids, for `releaseReservations`.
 */
export async function takeRooms(
  request: APIRequestContext,
  stay: TestStay,
  roomTypeId: number,
  count: number,
): Promise<string[]> {
  const taken: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const answer = await hotelApi<{ data: { reservation_id: string } }>(
      request,
      "POST",
      "/reservation",
      {
        check_in_date: stay.arrival,
        check_out_date: stay.departure,
        main_guest: {
          first_name: "Пётр",
          last_name: "Петров",
          phone: "+79990000000",
          email: "petr@example.ru",
          special_offers_permission: false,
          personal_data_permission: true,
        },
        choices: [{ adults: 2, children: 0, room_type_id: roomTypeId, rate_id: NON_REFUNDABLE.id }],
      },
      { "x-session-id": randomUUID() },
    );
    expect(answer.status, JSON.stringify(answer.json)).toBe(201);
    taken.push(answer.json.data.reservation_id);
  }
  return taken;
}

/** The sandbox's pay page of the booking's invoice, as the payment step sends the guest there. */
export async function openPayPage(page: Page, booked: Booked): Promise<void> {
  const invoice = await hotelApi<{ data: { confirmation_url: string } }>(
    page.request,
    "POST",
    `/reservation/${booked.reservation.reservation_id}/invoice`,
    { payment_provider_id: 1, payment_type: "card" },
    { "x-session-id": booked.session },
  );
  expect(invoice.status, JSON.stringify(invoice.json)).toBeLessThan(300);
  await page.goto(invoice.json.data.confirmation_url);
}

/** Pays on the sandbox's hosted page (the browser is on it), typing the test card as a guest does. */
export async function payOnSandboxPage(page: Page, reservationId: string): Promise<void> {
  await page.waitForURL(/\/v1\/sandbox\/pay\//);
  await page.getByLabel("Номер карты").pressSequentially(TEST_CARDS.success.number);
  await page.getByLabel("Срок действия").pressSequentially("12/30");
  await page.getByLabel("CVC").pressSequentially("123");
  await page.getByRole("button", { name: /^Оплатить/ }).click();
  await page.waitForURL(
    (url) => url.pathname === "/booking/success" && url.searchParams.get("reservation") === reservationId,
  );
}

/** /booking/check: the look-up typed key by key, then the booking. */
export async function lookUp(page: Page, booked: Booked): Promise<void> {
  await page.goto("/booking/check");
  await page.getByLabel("Номер бронирования").pressSequentially(booked.reservation.reference);
  await page.getByLabel("E-mail или телефон").pressSequentially(booked.email);
  await page.getByRole("button", { name: "Найти", exact: true }).click();
  await expect(
    page.getByRole("heading", { name: `Бронирование ${booked.reservation.reference}` }),
  ).toBeVisible();
}
