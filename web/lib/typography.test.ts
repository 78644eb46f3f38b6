import { describe, expect, it } from "vitest";
import { NBSP, NNBSP, typograph, typographContent, typographIn } from "./typography";

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

  it("keeps a price in one piece: digit groups and «₽» never start a line", () => {
    expect(typograph("от 4 000 ₽ в час")).toBe(`от${NBSP}4${NNBSP}000${NBSP}₽ в${NBSP}час`);
    expect(typograph("Парковка — 2 000 ₽ в сутки, вилла 1 200 000 ₽")).toBe(
      `Парковка${NBSP}— 2${NNBSP}000${NBSP}₽ в${NBSP}сутки, вилла 1${NNBSP}200${NNBSP}000${NBSP}₽`,
    );
    // Not a thousands group: a year after a number, a phone's short groups.
    expect(typograph("с 2019 2021 года")).toBe(`с${NBSP}2019 2021${NBSP}года`);
    expect(typograph("+7 (000) 000-00-00")).toBe("+7 (000) 000-00-00");
  });

  it("typographs every text of a content answer and leaves identifiers and addresses alone", () => {
    const answer = {
      _id: "service-chauffeurDrive",
      _type: "service",
      title: "Автомобиль с водителем",
      summary: "от 4 000 ₽ в час",
      slug: "a b",
      tourUrl: "https://example.ru/a b",
      tags: ["До 2 гостей", "Вид на сосны"],
      stars: 5,
      free: false,
      image: null,
      body: [
        {
          _type: "block",
          style: "normal",
          children: [{ _type: "span", _key: "a b", text: 'Отель "у моря"', marks: [] }],
          markDefs: [{ _type: "link", _key: "k", href: "/rooms" }],
        },
      ],
    };
    expect(typographContent(answer)).toEqual({
      ...answer,
      title: `Автомобиль с${NBSP}водителем`,
      summary: `от${NBSP}4${NNBSP}000${NBSP}₽ в${NBSP}час`,
      tags: [`До${NBSP}2${NBSP}гостей`, `Вид на${NBSP}сосны`],
      body: [
        {
          ...answer.body[0],
          children: [{ _type: "span", _key: "a b", text: `Отель «у${NBSP}моря»`, marks: [] }],
        },
      ],
    });
    expect(typographContent(null)).toBeNull();
    expect(typographContent(typographContent(answer))).toEqual(typographContent(answer));
  });
});

describe("typography by language", () => {
  it("typographs a Russian page's content and leaves an English page's as written", () => {
    const answer = { title: 'Отель "Сосновый берег" у моря', body: [{ text: "A room - with 2 beds" }] };
    expect(typographContent(answer).title).toBe(`Отель «Сосновый берег» у${NBSP}моря`);
    expect(typographContent(answer, "ru")).toEqual(typographContent(answer));
    expect(typographContent(answer, "en")).toBe(answer);
    expect(typographIn("A room - with 2 beds", "en")).toBe("A room - with 2 beds");
    expect(typographIn("Море - в пяти минутах", "ru")).toBe(typograph("Море - в пяти минутах"));
  });
});
