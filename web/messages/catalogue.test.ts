import { describe, expect, it } from "vitest";
import { SPECIAL_OFFERS_LABEL } from "@rules/guest-form";
import { MESSAGES as RULE_MESSAGES } from "@rules/messages";
import { CONSENT_LABEL, REQUEST_COMMENT_MAX_LENGTH, REQUEST_SENT_MESSAGE } from "@rules/request-form";
import { MESSAGES } from "./index";

describe("the request modal's Russian words", () => {
  it("are the spec's and the shared rules' exact strings", () => {
    const words = MESSAGES.ru.request;
    expect(`${words.consentStart}${words.consentLink}`).toBe(CONSENT_LABEL);
    expect(words.specialOffers).toBe(SPECIAL_OFFERS_LABEL);
    expect(words.sent).toBe(REQUEST_SENT_MESSAGE);
    for (const code of ["required", "lettersOnly", "phone", "email", "consent"] as const)
      expect(words.validation[code]).toBe(RULE_MESSAGES[code]);
    expect(words.validation.commentTooLong.replace("{max}", String(REQUEST_COMMENT_MAX_LENGTH))).toBe(
      `Не более ${REQUEST_COMMENT_MAX_LENGTH} символов`,
    );
    expect(MESSAGES.ru.home.form.dates).toBe(RULE_MESSAGES.dates);
    expect(MESSAGES.ru.home.form.guestsMissing).toBe(RULE_MESSAGES.guests);
  });
});
