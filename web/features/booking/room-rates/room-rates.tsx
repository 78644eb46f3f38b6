import { getLocale } from "next-intl/server";
import { ClientMessages } from "@web/i18n/client-messages";
import { RoomRatesClient } from "./room-rates-client";

/**
 * A room page's rates (./room-rates-client.tsx) with the journey's words for its client components
 * (docs/languages.md#the-sites-catalogue): the rates, the date and guest pickers. The room page
 * itself, a content page, hands them only the shell's.
 */
export async function RoomRates(props: { roomId: number; roomTitle: string }) {
  return (
    <ClientMessages language={await getLocale()} namespaces={["journey", "journeySearch"]}>
      <RoomRatesClient {...props} />
    </ClientMessages>
  );
}
