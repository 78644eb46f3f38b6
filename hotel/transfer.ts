/**
 * A booking's airport transfer as the engine stores it and the e-mails show it (dates as the guest
 * wrote them): shared by storage (hotel/db) and the e-mails (hotel/mail), which may not import
 * each other.
 */
export interface TransferDetails {
  /** to: from the airport to the hotel; from: to the airport; to-from: both ways. */
  type: "to" | "from" | "to-from";
  arrivalFlightNumber?: string | undefined;
  arrivalDate?: string | undefined;
  departureFlightNumber?: string | undefined;
  departureDate?: string | undefined;
  comment?: string | undefined;
  /**
   * The stay's dates moved and the transfer with them: the guest is to confirm its flight for the
   * new date (hotel/domain/reservations/logistics.ts). Absent (or false) once confirmed or never moved.
   */
  flightToConfirm?: boolean | undefined;
}
