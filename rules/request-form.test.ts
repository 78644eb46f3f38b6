import { describe, expect, it } from "vitest";
import {
  CONSENT_LABEL,
  readRequestComment,
  REQUEST_COMMENT_MAX_LENGTH,
  requestComment,
  requestFormSchema,
} from "./request-form";

const valid = {
  firstName: "Пётр",
  lastName: "Смирнов",
  phone: "+79001234567",
  email: "petr@example.ru",
  consent: true,
};

describe("request form («Оставить заявку»)", () => {
  it("requires first name, last name, phone and e-mail; patronymic and comment are optional", () => {
    expect(requestFormSchema.safeParse(valid).success).toBe(true);
    const result = requestFormSchema.safeParse({
      consent: true,
      firstName: "",
      lastName: "",
      phone: "",
      email: "",
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ["firstName", "Обязательное поле"],
      ["lastName", "Обязательное поле"],
      ["phone", "Введите корректный телефон"],
      ["email", "Введите корректный email"],
    ]);
  });

  it("requires the consent to the processing of personal data", () => {
    expect(CONSENT_LABEL).toBe("Я согласен на обработку персональных данных");
    const result = requestFormSchema.safeParse({ ...valid, consent: false });
    expect(result.error?.issues[0]?.message).toBe("Подтвердите согласие на обработку персональных данных");
  });

  it("caps the comment", () => {
    expect(
      requestFormSchema.safeParse({ ...valid, comment: "а".repeat(REQUEST_COMMENT_MAX_LENGTH) }).success,
    ).toBe(true);
    expect(
      requestFormSchema.safeParse({ ...valid, comment: "а".repeat(REQUEST_COMMENT_MAX_LENGTH + 1) }).success,
    ).toBe(false);
  });
});

describe("the request's comment: the topic on its first line, then the guest's text", () => {
  it("is written with the topic first and read back apart", () => {
    const stored = requestComment("Аренда автомобиля", "Хотим Geely Atlas\nна выходные");
    expect(stored).toBe("Тема: Аренда автомобиля\nХотим Geely Atlas\nна выходные");
    expect(readRequestComment(stored!)).toEqual({
      topic: "Аренда автомобиля",
      comment: "Хотим Geely Atlas\nна выходные",
    });
  });

  it("has no topic when the button gave none, and nothing at all when both are empty", () => {
    expect(requestComment(undefined, "Перезвоните")).toBe("Перезвоните");
    expect(readRequestComment("Перезвоните")).toEqual({ comment: "Перезвоните" });
    expect(requestComment("Спа", "")).toBe("Тема: Спа");
    expect(readRequestComment("Тема: Спа")).toEqual({ topic: "Спа", comment: "" });
    expect(requestComment(undefined, "")).toBeUndefined();
    expect(readRequestComment("")).toEqual({ comment: "" });
  });

  it("reads a comment that only mentions «Тема:» later as the guest's text", () => {
    expect(readRequestComment("Вопрос. Тема: трансфер")).toEqual({ comment: "Вопрос. Тема: трансфер" });
  });
});
