import { describe, expect, it } from "vitest";
import {
  cookieMaxAge,
  decodeManageCookie,
  encodeManageCookie,
  isSecureRequest,
  lookupContact,
} from "./session-cookie";

const SESSION = {
  reservationId: "3f0c8a8e-2b7d-4c1e-9a52-6d1f0b7e9c11",
  token: "AbC_dEf-0123456789xyz_ABCDEFGHIJKLMN",
};

describe("manage cookie", () => {
  it("carries the reservation and its token and nothing else", () => {
    expect(decodeManageCookie(encodeManageCookie(SESSION))).toEqual(SESSION);
    expect(decodeManageCookie(undefined)).toBeUndefined();
    expect(decodeManageCookie("not-a-uuid.AbC_dEf-0123456789")).toBeUndefined();
    expect(decodeManageCookie(`${SESSION.reservationId}.short`)).toBeUndefined();
    expect(decodeManageCookie(`${SESSION.reservationId}.has spaces in it!!!!`)).toBeUndefined();
  });

  it("lives as long as the token", () => {
    const now = new Date("2026-12-10T10:00:00Z");
    expect(cookieMaxAge(new Date("2026-12-10T11:00:00Z"), now)).toBe(3600);
    expect(cookieMaxAge(new Date("2026-12-10T09:00:00Z"), now)).toBe(0);
  });

  it("is Secure when the guest came over https", () => {
    expect(isSecureRequest("http://127.0.0.1:3000/api/booking/manage/lookup", null)).toBe(false);
    expect(isSecureRequest("http://127.0.0.1:3000/api/booking/manage/lookup", "https")).toBe(true);
    expect(isSecureRequest("https://hotel.example/api/booking/manage/lookup", null)).toBe(true);
  });
});

describe("look-up contact", () => {
  it("passes an e-mail, adds +7 to ten digits and leaves other phones to the engine", () => {
    expect(lookupContact("  Anna@Example.ru ")).toBe("Anna@Example.ru");
    expect(lookupContact("999 123-45-67")).toBe("+79991234567");
    expect(lookupContact("8 (999) 123-45-67")).toBe("8 (999) 123-45-67");
  });
});
