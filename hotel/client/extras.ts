/** The extras the engine sells: spa procedures and the airport transfer. */
import { ExtrasResponse } from "../http/schemas/extras";
import type { Call, LanguageOption } from "./call";
import type { ExtraOffer } from "./types";

export function extraCalls(call: Call) {
  return {
    /** The extras the engine sells (spa procedures, the airport transfer) at the prices it charges. */
    async extras(options: LanguageOption = {}): Promise<ExtraOffer[]> {
      const { data } = await call("GET", "/extras", ExtrasResponse, { language: options.language });
      return data.extras;
    },
  };
}
