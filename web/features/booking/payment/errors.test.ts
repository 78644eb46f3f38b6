import { describe, expect, it } from "vitest";
import { paymentErrorView } from "./errors";

describe("payment step errors", () => {
  it("sends the guest back to the rate plans when the rooms were released", () => {
    expect(paymentErrorView("HOLD_EXPIRED", "…")).toMatchObject({ action: "rebook" });
    expect(paymentErrorView("HOLD_EXPIRED", "…").text).toMatch(/номера вернулись в продажу/);
  });

  it("offers another try when the provider or the network failed", () => {
    expect(paymentErrorView("PAYMENT_PROVIDER_ERROR", "…")).toMatchObject({ action: "retry" });
    expect(paymentErrorView("FETCH_ERROR", "…").text).toMatch(/Нет связи/);
  });

  it("shows the site's own Russian message for anything else", () => {
    expect(paymentErrorView("RATE_LIMITED", "Слишком много запросов")).toEqual({
      text: "Слишком много запросов",
      action: "retry",
    });
  });
});
