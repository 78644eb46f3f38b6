import { redirect } from "next/navigation";

/** Any other /booking/… address leads to the room and rate choice. */
export default function UnknownBookingPage(): never {
  redirect("/booking/rate-plans");
}
