import { describe, expect, it } from "vitest";
import { answerLanguage, negotiateLanguage } from "./language";

describe("the answer's language (docs/languages.md#the-read-api)", () => {
  it.each([
    [undefined, "ru"],
    ["", "ru"],
    ["en", "en"],
    ["ru", "ru"],
    ["en-GB,en;q=0.9", "en"],
    ["en-US", "en"],
    ["EN-gb", "en"],
    ["de", "ru"],
    ["de-DE,de;q=0.9", "ru"],
    ["de,en;q=0.3", "en"],
    ["ru;q=0.1,en;q=0.5", "en"],
    ["en;q=0.5,ru;q=0.5", "en"],
    ["ru;q=0.5,en;q=0.5", "ru"],
    ["ru-RU,ru;q=0.9,en-US;q=0.8,en;q=0.7", "ru"],
    ["en;q=0", "ru"],
    ["*", "ru"],
    ["ru;q=0,*;q=0.1", "en"],
    ["en;q=0.1,en-GB", "en"],
    ["fr;q=1,en;q=0.001", "en"],
    ["en;q=2", "ru"],
    ["en;q=abc,ru;q=0.2", "ru"],
    [" en ; q = 0.8 , ru ; q = 0.7 ", "en"],
    [",,;;,", "ru"],
  ])("Accept-Language %j → %s", (header, language) => {
    expect(negotiateLanguage(header)).toBe(language);
  });

  it("lets `lang` win over Accept-Language, and names no language for an unknown one", () => {
    expect(answerLanguage("ru", "en-GB,en;q=0.9")).toBe("ru");
    expect(answerLanguage("en", "ru")).toBe("en");
    expect(answerLanguage(undefined, "en")).toBe("en");
    expect(answerLanguage("de", "en")).toBeUndefined();
    expect(answerLanguage("EN", undefined)).toBeUndefined();
  });

  it("reads no more than a browser's worth of ranges", () => {
    const long = `${Array.from({ length: 40 }, (_, index) => `x${index};q=0.5`).join(",")},en`;
    expect(negotiateLanguage(long)).toBe("ru");
  });
});
