/**
 * «Номер уже забронировали» promises «данные гостя вводить заново не придётся»
 * (docs/booking-journey-guest-data.md «When it fails»): after «Выбрать другой номер» and another
 * room, the guest-data form has what the guest typed — a foreign phone typed key by key too.
 */
import { expect, test } from "../support/test";
import { seedDraft } from "./guest-data-support";
import { widthStay } from "../support/stays";
import { takeRooms } from "./bookings";
import { releaseReservations } from "./support";

test("after «Выбрать другой номер» the guest's data is on the form again", async ({ page }, testInfo) => {
  const stay = widthStay(testInfo, "sold-out-keeps-guest", 0);
  // Представительский люкс: one room in the hotel.
  const room = await seedDraft(page, stay, { roomTypeId: 5 });
  await page.goto("/booking/data");
  await page.getByRole("textbox", { name: "Фамилия" }).fill("Смит");
  await page.getByRole("textbox", { name: "Имя", exact: true }).fill("Джейн");
  await page.getByRole("textbox", { name: "Отчество" }).fill("Мэри");
  await page.getByRole("textbox", { name: "Телефон" }).pressSequentially("+44 20 7946 0958");
  await page.getByRole("textbox", { name: "E-mail" }).fill("jane.smith@example.co.uk");
  await page.getByRole("combobox", { name: "Время заезда" }).selectOption("13:00");
  await page.getByRole("combobox", { name: "Время выезда" }).selectOption("12:00");
  await page.getByRole("textbox", { name: "Комментарий", exact: true }).fill("Тихий номер, пожалуйста");
  await page.getByRole("checkbox", { name: /^Я даю согласие на обработку персональных данных/ }).check();
  // Written out as a British number once every country's metadata has come (it is imported when
  // the guest reaches the field: on a busy machine after the last key).
  const phone = "+44 20 7946 0958";
  await expect(page.getByRole("textbox", { name: "Телефон" })).toHaveValue(phone);

  const taken: string[] = [];
  try {
    taken.push(...(await takeRooms(page.request, stay, 5, room.available)));
    await page.getByRole("button", { name: "Продолжить" }).click();
    const problem = page.getByRole("alert").filter({ hasText: "вводить заново не придётся" });
    await expect(problem).toBeVisible();
    await problem.getByRole("button", { name: "Выбрать другой номер" }).click();
    await expect(page).toHaveURL(/\/booking\/rate-plans\?/);

    // Another room: the first type still on sale, its last rate.
    const section = page.getByRole("region", { name: /Номер 1/ });
    await section.getByRole("button", { name: "Выбрать номер" }).first().click();
    await section.getByRole("button", { name: "Выбрать тариф" }).last().click();
    await page.getByRole("button", { name: "Перейти к оформлению" }).click();
    await expect(page).toHaveURL(/\/booking\/data$/);

    await expect(page.getByRole("textbox", { name: "Фамилия" })).toHaveValue("Смит");
    await expect(page.getByRole("textbox", { name: "Имя", exact: true })).toHaveValue("Джейн");
    await expect(page.getByRole("textbox", { name: "Телефон" })).toHaveValue(phone);
    await expect(page.getByRole("textbox", { name: "E-mail" })).toHaveValue("jane.smith@example.co.uk");
    await expect(page.getByRole("combobox", { name: "Время заезда" })).toHaveValue("13:00");
    await expect(page.getByRole("textbox", { name: "Комментарий", exact: true })).toHaveValue(
      "Тихий номер, пожалуйста",
    );
    await page.screenshot({ path: testInfo.outputPath("guest-kept.png"), fullPage: true });
  } finally {
    // The holds would keep the one room taken for 20 minutes: a run started again would find it sold.
    await releaseReservations(page.request, taken);
  }
});
