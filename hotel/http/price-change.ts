/** One price change as the API writes it (schemas/admin-prices.ts) → as the engine takes it. */
import type { z } from "@hono/zod-openapi";
import type { PriceChange } from "../domain/admin/admin-prices";
import type { PriceChangeInput } from "./schemas/admin-prices";

export function toChange(input: z.infer<typeof PriceChangeInput>): PriceChange {
  return {
    from: input.from,
    to: input.to,
    roomTypeIds: input.room_type_ids,
    rateIds: input.rate_ids,
    weekdays: input.weekdays,
    amount: input.amount,
    closed: input.closed,
    minStay: input.min_stay,
    maxStay: input.max_stay,
    closedArrival: input.closed_arrival,
    closedDeparture: input.closed_departure,
    onSale: input.on_sale,
  };
}
