/**
 * «Цены и наличие» as a channel manager's grid: a month jumped to stays after a reload (it is in
 * the tool's URL); one save sets Люкс's rooms on sale to one, closes Делюкс to arrival on a
 * Tuesday and to departure on a Wednesday, and limits Monday's arrivals to two nights; the site's
 * search and calendar follow at once, the change log names the manager, the categories and the
 * rates; the undo gives the week back as seeded.
 */
import { expect, test, type Page } from "@playwright/test";
import { addDays, monthTitle, type IsoDate } from "../../rules/dates";
import { laneStay } from "../support/stays";
import { managerApi, openTool, site, undoPriceChangesTestsLeave } from "./admin";

const russian = (iso: string) => iso.split("-").reverse().join(".");

test.use({ ignoreHTTPSErrors: true });

interface GridAnswer {
  history: { manager_name: string; room_types: string[]; rates: string[] }[];
}

undoPriceChangesTestsLeave();

async function tick(page: Page, group: string, names: string[]) {
  const boxes = page.getByRole("group", { name: group });
  for (const box of await boxes.getByRole("checkbox").all()) {
    const name = (await box.evaluate((input) => input.parentElement?.textContent ?? "")).trim();
    if (names.includes(name)) await box.check();
    else await box.uncheck();
  }
}

async function fill(page: Page, from: IsoDate, to: IsoDate, types: string[]) {
  await page.getByLabel("С", { exact: true }).fill(russian(from));
  await page.getByLabel("По", { exact: true }).fill(russian(to));
  await tick(page, "Категории", types);
}

test("rooms on sale, closed arrival and departure and a maximum stay saved in the grid change the site's search", async ({
  page,
}) => {
  const monday = laneStay("admin-prices-grid", 0, 1).arrival;
  const tuesday = addDays(monday, 1);
  const wednesday = addDays(monday, 2);
  const month = monday.slice(0, 7);

  await openTool(page, "prices");
  await expect(page.getByTestId("price-month")).toBeVisible({ timeout: 30_000 });
  // A jump to the lane's month, kept in the URL: a reload opens it again.
  await page.getByLabel("Перейти к месяцу").selectOption(month);
  await expect(page.getByTestId("price-month")).toHaveText(monthTitle(month));
  await expect(page).toHaveURL(new RegExp(`/prices/${month}`));
  await page.reload();
  await expect(page.getByTestId("price-month")).toHaveText(monthTitle(month), { timeout: 30_000 });
  await expect(page.getByTestId(`on-sale-4-${monday}`)).toHaveText("2");

  // One save of four changes. «Добавить ещё одно изменение» queues the change and empties the
  // form's values (the dates and ticks stay), so nothing set for one selection reaches the next.
  const arrival = page.getByRole("combobox", { name: /^Заезд/ });
  const departure = page.getByRole("combobox", { name: /^Выезд/ });
  const onSale = page.getByLabel("Номеров в продаже");
  const add = async () => {
    await page.getByRole("button", { name: "Добавить ещё одно изменение" }).click();
    await expect(onSale).toHaveValue("");
    await expect(arrival).toHaveValue("keep");
    await expect(departure).toHaveValue("keep");
  };
  await fill(page, monday, addDays(monday, 3), ["Люкс"]);
  await onSale.fill("1");
  await add();
  await fill(page, tuesday, tuesday, ["Делюкс"]);
  await arrival.selectOption("close");
  await add();
  await fill(page, wednesday, wednesday, ["Делюкс"]);
  await departure.selectOption("close");
  await add();
  await fill(page, monday, monday, ["Делюкс"]);
  await page.getByLabel("Максимум ночей (0 — без)").fill("2");
  await page.getByRole("button", { name: "Показать изменения" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByTestId("preview-count")).toHaveText(/^Изменится ночей: \d+$/);
  await dialog.getByRole("button", { name: "Сохранить" }).click();
  await expect(page.getByText(/^Сохранено: изменено ночей — \d+$/)).toBeVisible();
  const grid = await managerApi<GridAnswer>(page.request, "GET", `price-grid?from=${monday}&to=${monday}`);

  // The grid shows it.
  await expect(page.getByTestId(`on-sale-4-${monday}`)).toHaveText("1");
  await expect(page.getByTestId(`cell-1-1-${tuesday}`)).toHaveAttribute("data-closed-arrival", "true");
  await expect(page.getByTestId(`cell-1-2-${wednesday}`)).toHaveAttribute("data-closed-departure", "true");
  await expect(page.getByTestId(`cell-1-1-${monday}`)).toHaveAttribute("data-max-stay", "2");
  // The change log's line: who, which categories, which rates.
  const line = page.getByTestId("change-log-line").first();
  await expect(line).toContainText(grid.history[0]!.manager_name);
  await expect(line).toContainText("Категории: Делюкс, Люкс");
  await expect(line).toContainText("Тарифы: все");

  // The grid at the Studio's widths, scrolled sideways: the row labels stay pinned.
  for (const width of [1440, 1024]) {
    await page.setViewportSize({ width, height: 900 });
    const scroller = page.getByTestId("price-grid-scroll");
    await scroller.evaluate((element) => {
      element.scrollLeft = 400;
      element.scrollIntoView();
    });
    const label = page.getByRole("rowheader", { name: "В продаже из 2" });
    const box = await label.boundingBox();
    const frame = await scroller.boundingBox();
    expect(box && frame && Math.abs(box.x - frame.x) < 4).toBe(true);
    await page.screenshot({ path: test.info().outputPath(`grid-${width}.png`) });
  }

  // The site's search follows at once.
  const search = async (arrival: IsoDate, departure: IsoDate) => {
    const response = await page.request.post(site("/api/booking/search"), {
      data: { arrival, departure, rooms: [{ adults: 2, children: 0 }] },
    });
    expect(response.status()).toBe(200);
    const body = (await response.json()) as {
      data: { choices: { roomTypes: { id: number; availableRooms: number }[] }[] };
    };
    return body.data.choices[0]!.roomTypes;
  };
  const deluxe = async (arrival: IsoDate, departure: IsoDate) =>
    (await search(arrival, departure)).find((type) => type.id === 1);
  expect((await search(monday, addDays(monday, 1))).find((type) => type.id === 4)?.availableRooms).toBe(1);
  expect(await deluxe(tuesday, addDays(tuesday, 1))).toBeUndefined();
  expect(await deluxe(monday, wednesday)).toBeUndefined();
  expect(await deluxe(monday, addDays(monday, 3))).toBeUndefined();
  expect(await deluxe(monday, tuesday)).toBeDefined();
  // And the site's calendar tells the date picker why.
  const calendar = await page.request.get(
    site(`/api/booking/calendar?starts_at=${monday}&days=3&room_type_id=1`),
  );
  const days = ((await calendar.json()) as { data: { days: Record<string, unknown>[] } }).data.days;
  expect(days.find((day) => day.date === monday)).toMatchObject({ maxStay: 2 });
  expect(days.find((day) => day.date === tuesday)).toMatchObject({ closedArrival: true });
  expect(days.find((day) => day.date === wednesday)).toMatchObject({ closedDeparture: true });

  await page.getByRole("button", { name: "Отменить последнее изменение" }).click();
  await expect(page.getByText(/^Изменение отменено: возвращено ночей — \d+$/)).toBeVisible();
  await expect(page.getByTestId(`on-sale-4-${monday}`)).toHaveText("2");
  expect(await deluxe(tuesday, addDays(tuesday, 1))).toBeDefined();
});
