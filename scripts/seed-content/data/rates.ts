/**
 * Rate descriptions (docs/booking-engine.md#rate-plans): «Невозвратный, с завтраком» and
 * «Оптимальный, с завтраком», free cancellation until 48 hours before arrival. Prices per date come
 * from the booking engine.
 */
import type { SeedDocument } from "../source";

export const ratePlans: SeedDocument[] = [
  {
    _id: "ratePlan-non-refundable",
    _type: "ratePlan",
    title: "Невозвратный, с завтраком",
    code: { _type: "slug", current: "non-refundable" },
    hotelRatePlanId: 1,
    order: 1,
    summary: "Самая выгодная цена: оплата сразу, без бесплатной отмены.",
    includedServices: [
      "Завтрак «шведский стол»",
      "Посещение СПА-комплекса",
      "Фитнес-зал",
      "Прокат электросамокатов",
      "Wi-Fi",
    ],
    refundable: false,
    cancellationTerms:
      "Бронирование оплачивается полностью при оформлении. При отмене, изменении дат или незаезде стоимость проживания не возвращается; оплаченные услуги и трансфер возвращаются полностью.",
    paymentTerms: "Полная предоплата картой на сайте.",
  },
  {
    _id: "ratePlan-flexible",
    _type: "ratePlan",
    title: "Оптимальный, с завтраком",
    code: { _type: "slug", current: "flexible" },
    hotelRatePlanId: 2,
    order: 2,
    summary: "Бесплатная отмена не позднее чем за 48 часов до заезда.",
    includedServices: [
      "Завтрак «шведский стол»",
      "Посещение СПА-комплекса",
      "Фитнес-зал",
      "Прокат электросамокатов",
      "Wi-Fi",
    ],
    refundable: true,
    freeCancellationHours: 48,
    cancellationTerms:
      "Бесплатная отмена — не позднее чем за 48 часов до заезда (до 14:00 по времени отеля). При более поздней отмене или незаезде стоимость проживания не возвращается; оплаченные услуги и трансфер возвращаются полностью.",
    paymentTerms: "Оплата картой на сайте; при бесплатной отмене деньги возвращаются на карту.",
  },
];
