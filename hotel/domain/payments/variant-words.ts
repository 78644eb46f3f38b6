/**
 * The words of the ways to pay (`GET /v1/payment/variants`) in each language the engine serves
 * (docs/languages.md): ICU messages read by use-intl's translator, as the e-mails' catalogue
 * (hotel/mail/messages.ts). English is typed as the Russian catalogue's shape, so a message missing
 * in one language fails the type check. Write `’` for an apostrophe: a plain one quotes in ICU.
 */
import { createTranslator } from "use-intl/core";
import type { Language } from "../../../rules";

const ru = {
  card: {
    name: "Банковская карта",
    shortDescription: "Visa, Mastercard, «Мир»",
    /** The sandbox's page (test cards only). */
    sandbox:
      "Оплата картой на защищённой странице платёжного сервиса. Данные карты не передаются отелю. После оплаты вы вернётесь на сайт, а подтверждение придёт на e-mail.",
    yookassa:
      "Оплата на защищённой странице ЮKassa. Данные карты не передаются отелю. После оплаты вы вернётесь на сайт, а подтверждение придёт на e-mail.",
  },
  sbp: {
    name: "СБП",
    shortDescription: "Система быстрых платежей: по QR-коду или в приложении банка",
    description:
      "На странице ЮKassa отсканируйте QR-код камерой телефона или выберите свой банк и подтвердите оплату в его приложении. После оплаты вы вернётесь на сайт, а подтверждение придёт на e-mail.",
  },
};

type VariantMessages = typeof ru;

const en: VariantMessages = {
  card: {
    name: "Bank card",
    shortDescription: "Visa, Mastercard, Mir",
    sandbox:
      "Pay by card on the payment service’s secure page. Your card details are not passed to the hotel. After paying you will return to the website, and the confirmation will come by e-mail.",
    yookassa:
      "Pay on YooKassa’s secure page. Your card details are not passed to the hotel. After paying you will return to the website, and the confirmation will come by e-mail.",
  },
  sbp: {
    name: "SBP (Faster Payments System)",
    shortDescription: "Russia’s Faster Payments System: by QR code or in your bank’s app",
    description:
      "On YooKassa’s page, scan the QR code with your phone’s camera or choose your bank and confirm the payment in its app. After paying you will return to the website, and the confirmation will come by e-mail.",
  },
};

const MESSAGES: Record<Language, VariantMessages> = { ru, en };

export function variantWords(language: Language) {
  return createTranslator<VariantMessages>({ locale: language, messages: MESSAGES[language] });
}
