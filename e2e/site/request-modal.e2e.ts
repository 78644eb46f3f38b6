import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { expect, test } from "../support/test";
import { simpleParser } from "mailparser";

/**
 * The e-mails to the hotel about requests from Анна Смирнова whose text has `mark`, as the e2e
 * server wrote them (embedded mail: .eml files in its data folder).
 */
async function requestMails(mark: string): Promise<{ messageId: string; text: string }[]> {
  const folder = path.join(".data", `e2e-${process.env.E2E_PORT ?? "3100"}`, "mail");
  if (!existsSync(folder)) return [];
  const mails = await Promise.all(
    readdirSync(folder).map((name) => simpleParser(readFileSync(path.join(folder, name)))),
  );
  return mails
    .filter((mail) => mail.subject === "Заявка с сайта: Смирнова Анна" && mail.text?.includes(mark))
    .map((mail) => ({ messageId: mail.messageId ?? "", text: mail.text ?? "" }));
}

test.describe("«Оставить заявку»", () => {
  test("opens from its button, keeps focus inside, closes with the cross", async ({ page }) => {
    await page.goto("/offers");
    const opener = page.getByRole("main").getByRole("button", { name: "Оставить заявку" }).first();
    await opener.click();
    const modal = page.getByRole("dialog", { name: "Оставить заявку" });
    await expect(modal).toBeVisible();
    await expect(modal.getByRole("textbox", { name: "Имя", exact: true })).toBeVisible();
    for (let step = 0; step < 20; step += 1) {
      await page.keyboard.press("Tab");
      expect(await modal.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    }
    await modal.getByRole("button", { name: "Закрыть" }).click();
    await expect(modal).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test("checks the fields with the guest form's messages, counts the comment, then sends", async ({
    page,
  }, testInfo) => {
    await page.goto("/car");
    await page.getByRole("button", { name: "Оставить заявку" }).first().click();
    const modal = page.getByRole("dialog", { name: "Оставить заявку" });
    await modal.getByRole("button", { name: "Отправить заявку" }).click();
    await expect(modal.getByText("Обязательное поле")).toHaveCount(2);
    await expect(modal.getByText("Введите корректный телефон")).toBeVisible();
    await expect(modal.getByText("Введите корректный email")).toBeVisible();
    await expect(modal.getByText("Подтвердите согласие на обработку персональных данных")).toBeVisible();

    const firstName = modal.getByRole("textbox", { name: "Имя", exact: true });
    await firstName.fill("Anna1");
    await firstName.blur();
    await expect(modal.getByText("Вводите только буквы")).toBeVisible();
    await firstName.focus();
    await expect(modal.getByText("Вводите только буквы")).toHaveCount(0);
    await firstName.fill("Анна");
    await modal.getByRole("textbox", { name: "Фамилия" }).fill("Смирнова");
    const phone = modal.getByRole("textbox", { name: "Телефон" });
    await phone.click();
    await phone.pressSequentially("9001234567");
    await phone.blur();
    await expect(phone).toHaveValue("+7 900 123 45 67");
    await modal.getByRole("textbox", { name: "E-mail" }).fill("anna@example.ru");
    const comment = modal.getByRole("textbox", { name: "Комментарий" });
    await comment.fill("Хотим Geely Atlas на выходные");
    await expect(modal.getByText("29 / 1000")).toBeVisible();
    // This run's own request, to find its e-mail among earlier runs' and other widths'.
    const mark = `${testInfo.project.name}-${Date.now()}`;
    await comment.fill(`Хотим Geely Atlas на выходные, ${mark}`);
    // The consent links its document; the special offers are a question of their own, unticked.
    await expect(modal.getByRole("link", { name: /^обработку персональных данных/ })).toHaveAttribute(
      "href",
      "/documents/personal-data",
    );
    const offers = modal.getByRole("checkbox", { name: "Согласен получать специальные предложения" });
    await expect(offers).not.toBeChecked();
    await offers.check();
    await modal.getByRole("checkbox", { name: /^Я согласен на обработку персональных данных/ }).check();
    await modal.getByRole("button", { name: "Отправить заявку" }).click();
    await expect(modal.getByRole("status")).toContainText("Заявка отправлена");

    // The engine's outbox worker e-mails the request to the hotel after the answer, once.
    await expect.poll(async () => (await requestMails(mark)).length).toBe(1);
    const [mail] = await requestMails(mark);
    expect(mail?.messageId).toMatch(/@outbox\.hotel>$/);
    expect(mail?.text).toContain("Телефон: +7 900 123 45 67");
  });
});
