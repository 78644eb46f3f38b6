/** Transfer tariffs of /services/transfer (₽ per trip; the casino has a night price). */
import type { SeedDocument } from "../source";

function tariff(
  key: string,
  order: number,
  destination: string,
  price: number,
  extra: object = {},
): SeedDocument {
  return { _id: `transferTariff-${key}`, _type: "transferTariff", destination, order, price, ...extra };
}

export const transferTariffs: SeedDocument[] = [
  tariff("airport", 1, "Аэропорт Храброво", 8_000, {
    note: "отдельная поездка, без бронирования номера",
  }),
  tariff("kaliningrad", 2, "Калининград", 10_000),
  tariff("yantarny", 3, "Янтарный", 8_000),
  tariff("zelenogradsk", 4, "Зеленоградск", 7_000),
  tariff("curonian-spit", 5, "Куршская коса", 10_000),
  tariff("baltiysk", 6, "Балтийск", 10_000),
  tariff("pionersky", 7, "Пионерский", 3_000),
  tariff("otradnoye", 8, "Отрадное", 3_000),
  tariff("svetlogorsk", 9, "Светлогорск", 3_000),
  tariff("casino", 10, "Казино", 4_000, { nightPrice: 7_000 }),
];
