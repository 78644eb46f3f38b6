import { describe, expect, it } from "vitest";
import type { PaymentVariant } from "@hotel/client/types";
import { offersChoice, paymentTypeToSend } from "./choice";

const variant = (paymentType: PaymentVariant["paymentType"], name: string): PaymentVariant => ({
  paymentProviderId: 1,
  paymentType,
  name,
  price: 0,
  shortDescription: "",
  description: "",
  iconIds: [],
});
const card = variant("card", "Банковская карта");
const sbp = variant("sbp", "СБП");

describe("the way of paying", () => {
  it("is the guest's pick among the variants offered (YooKassa: card or SBP)", () => {
    expect(offersChoice([card, sbp])).toBe(true);
    expect(paymentTypeToSend([card, sbp], "sbp")).toBe("sbp");
    expect(paymentTypeToSend([card, sbp], undefined)).toBe("card");
  });

  it("is the one variant when there is nothing to choose (the sandbox), whatever was picked before", () => {
    expect(offersChoice([card])).toBe(false);
    expect(paymentTypeToSend([card], "sbp")).toBe("card");
    expect(paymentTypeToSend([sbp, card], undefined)).toBe("sbp");
  });

  it("is a card while the variants could not be loaded", () => {
    expect(offersChoice(undefined)).toBe(false);
    expect(paymentTypeToSend(undefined, "sbp")).toBe("card");
  });
});
