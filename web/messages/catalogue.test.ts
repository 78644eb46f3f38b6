import { describe, expect, it } from "vitest";
import { SPECIAL_OFFERS_LABEL } from "@rules/guest-form";
import { MESSAGES as RULE_MESSAGES } from "@rules/messages";
import { CONSENT_LABEL, REQUEST_COMMENT_MAX_LENGTH, REQUEST_SENT_MESSAGE } from "@rules/request-form";
import { MESSAGES } from "./index";
import type { MessageTree } from "./define";

/** Every message of a namespace tree, as "path: text". */
function messages(tree: MessageTree, path = ""): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string"
      ? [[`${path}${key}`, value] as [string, string]]
      : messages(value, `${path}${key}.`),
  );
}

describe("the site's catalogue", () => {
  it("has no Cyrillic letter in any English message", () => {
    const cyrillic = messages(MESSAGES.en).filter(([, text]) => /\p{Script=Cyrillic}/u.test(text));
    expect(cyrillic).toEqual([]);
  });

  it("has the same messages in both languages, none empty", () => {
    const russian = messages(MESSAGES.ru).map(([path]) => path);
    const english = messages(MESSAGES.en);
    expect(english.map(([path]) => path)).toEqual(russian);
    expect(english.filter(([, text]) => text.trim() === "")).toEqual([]);
  });
});

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
