import { describe, expect, it } from "vitest";
import { NBSP, typograph } from "./typography";

describe("typograph", () => {
  it("turns straight quotes into «ёлочки» and nested ones into „лапки“", () => {
    expect(typograph('Отель "Сосновый берег"')).toBe("Отель «Сосновый берег»");
    expect(typograph('Ресторан "Печь "Угли" и море"')).toBe("Ресторан «Печь „Угли“ и" + NBSP + "море»");
  });

  it("keeps prepositions and conjunctions with the next word", () => {
    expect(typograph("Отель у соснового леса и в центре")).toBe(
      `Отель у${NBSP}соснового леса и${NBSP}в${NBSP}центре`,
    );
    expect(typograph("Завтрак для гостей без ограничений")).toBe(
      `Завтрак для${NBSP}гостей без${NBSP}ограничений`,
    );
  });

  it("does not glue ordinary short words that are not prepositions", () => {
    expect(typograph("Дом мой")).toBe("Дом мой");
  });

  it("makes a spaced hyphen an em dash that stays with the word before it", () => {
    expect(typograph("Море - в пяти минутах")).toBe(`Море${NBSP}— в${NBSP}пяти минутах`);
  });

  it("keeps numbers with their units and particles with their words", () => {
    expect(typograph("44 номера, 2 ресторана")).toBe(`44${NBSP}номера, 2${NBSP}ресторана`);
    expect(typograph("Успели бы до заката")).toBe(`Успели${NBSP}бы до${NBSP}заката`);
  });

  it("is idempotent", () => {
    const once = typograph('Отель "Сосновый берег" - у моря и в лесу, 500 м до центра');
    expect(typograph(once)).toBe(once);
  });
});
