import { describe, expect, it } from "vitest";
import type { TransferDetails } from "../../db/schema";
import { BookingError } from "../errors";
import { transferFollowingStay, withFlights } from "./logistics";

const STAY = { arrival: "2026-12-01", departure: "2026-12-03" };
const LATER = { arrival: "2026-12-05", departure: "2026-12-08" };

const both: TransferDetails = {
  type: "to-from",
  arrivalFlightNumber: "SU1234",
  arrivalDate: "2026-12-01",
  departureFlightNumber: "SU1235",
  departureDate: "2026-12-03",
};

function codeOf(work: () => unknown): string | undefined {
  try {
    work();
  } catch (error) {
    if (error instanceof BookingError) return error.code;
    throw error;
  }
  return undefined;
}

describe("the transfer follows the stay", () => {
  it("moves a transfer both ways to the new arrival and departure, and asks for the flights", () => {
    expect(transferFollowingStay(both, STAY, LATER)).toEqual({
      ...both,
      arrivalDate: "2026-12-05",
      departureDate: "2026-12-08",
      flightToConfirm: true,
    });
  });

  it("moves a transfer to the hotel with the arrival only, and one from the hotel with the departure only", () => {
    const to: TransferDetails = { type: "to", arrivalFlightNumber: "SU1234", arrivalDate: "2026-12-01" };
    expect(transferFollowingStay(to, STAY, LATER)).toEqual({
      ...to,
      arrivalDate: "2026-12-05",
      flightToConfirm: true,
    });
    // A longer stay from the same day: the arrival flight stands.
    expect(transferFollowingStay(to, STAY, { arrival: "2026-12-01", departure: "2026-12-06" })).toBe(to);

    const from: TransferDetails = {
      type: "from",
      departureFlightNumber: "DP502",
      departureDate: "03.12.2026",
    };
    expect(transferFollowingStay(from, STAY, { arrival: "2026-12-01", departure: "2026-12-02" })).toEqual({
      ...from,
      departureDate: "02.12.2026",
      flightToConfirm: true,
    });
    expect(transferFollowingStay(from, STAY, { arrival: "2026-11-30", departure: "2026-12-03" })).toBe(from);
  });

  it("keeps a flight's distance from the stay's day and the way its date was written", () => {
    const eve: TransferDetails = { type: "to", arrivalFlightNumber: "SU1234", arrivalDate: "30.11.2026" };
    expect(transferFollowingStay(eve, STAY, LATER)?.arrivalDate).toBe("04.12.2026");
  });

  it("moves a transfer without a flight without asking for one", () => {
    const dateOnly: TransferDetails = { type: "to", arrivalDate: "2026-12-01", comment: "с детским креслом" };
    expect(transferFollowingStay(dateOnly, STAY, LATER)).toEqual({ ...dateOnly, arrivalDate: "2026-12-05" });
    const bare: TransferDetails = { type: "to-from" };
    expect(transferFollowingStay(bare, STAY, LATER)).toBe(bare);
  });

  it("asks for a flight named without a date, and for a date it cannot read", () => {
    expect(transferFollowingStay({ type: "to", arrivalFlightNumber: "SU1234" }, STAY, LATER)).toEqual({
      type: "to",
      arrivalFlightNumber: "SU1234",
      flightToConfirm: true,
    });
    expect(transferFollowingStay({ type: "to", arrivalDate: "утром в день заезда" }, STAY, LATER)).toEqual({
      type: "to",
      arrivalDate: "утром в день заезда",
      flightToConfirm: true,
    });
  });

  it("leaves the transfer alone when the dates stay, and keeps a mark not yet answered", () => {
    expect(transferFollowingStay(both, STAY, STAY)).toBe(both);
    const waiting = { ...both, flightToConfirm: true };
    expect(transferFollowingStay(waiting, STAY, STAY)).toBe(waiting);
    expect(transferFollowingStay(null, STAY, LATER)).toBeNull();
  });
});

describe("the guest's flights", () => {
  const moved: TransferDetails = {
    ...both,
    arrivalDate: "2026-12-05",
    departureDate: "2026-12-08",
    flightToConfirm: true,
  };

  it("stores the flights given, keeps the rest, and clears the mark", () => {
    expect(withFlights(moved, LATER, { arrivalFlightNumber: "SU1240", arrivalDate: "2026-12-04" })).toEqual({
      type: "to-from",
      arrivalFlightNumber: "SU1240",
      arrivalDate: "2026-12-04",
      departureFlightNumber: "SU1235",
      departureDate: "2026-12-08",
    });
  });

  it("takes dates from the day before arrival to the day after departure", () => {
    expect(withFlights(moved, LATER, { departureDate: "2026-12-09" }).departureDate).toBe("2026-12-09");
    expect(codeOf(() => withFlights(moved, LATER, { arrivalDate: "2026-12-03" }))).toBe(
      "TRANSFER_DATE_OUTSIDE_STAY",
    );
    expect(codeOf(() => withFlights(moved, LATER, { departureDate: "2026-12-10" }))).toBe(
      "TRANSFER_DATE_OUTSIDE_STAY",
    );
  });

  it("refuses a flight for a way the transfer does not go, or a booking without a transfer", () => {
    const to: TransferDetails = { type: "to", arrivalFlightNumber: "SU1234" };
    expect(codeOf(() => withFlights(to, LATER, { departureFlightNumber: "SU1235" }))).toBe(
      "TRANSFER_NOT_BOOKED",
    );
    const from: TransferDetails = { type: "from" };
    expect(codeOf(() => withFlights(from, LATER, { arrivalDate: "2026-12-05" }))).toBe("TRANSFER_NOT_BOOKED");
    expect(codeOf(() => withFlights(null, LATER, { arrivalFlightNumber: "SU1234" }))).toBe(
      "TRANSFER_NOT_BOOKED",
    );
  });
});
