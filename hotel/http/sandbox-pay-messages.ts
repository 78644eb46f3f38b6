/**
 * The words of the sandbox's hosted pay page in each language (docs/languages.md): the page speaks
 * the language of the booking it takes money for, as a real provider's page does when told its
 * locale. ICU message format, read by use-intl's translator; English is typed as the Russian
 * catalogue's shape.
 */
import { createTranslator } from "use-intl/core";
import type { Language } from "../../rules";

const ru = {
  testMode: "Тестовая оплата — деньги не списываются",
  titleSuffix: "{title} — тестовая оплата",
  toPay: "К оплате",
  purpose: "Назначение",
  cardPayment: "Оплата картой",
  cardPaymentError: "Ошибка: оплата картой",
  paymentDetails: "Данные платежа",
  errorsHeading: "Оплата не выполнена: проверьте данные карты",
  number: "Номер карты",
  numberHint: "16 цифр с лицевой стороны карты; здесь — ",
  numberHintLink: "тестовые карты",
  expiry: "Срок действия",
  expiryHint: "ММ/ГГ",
  cvc: "CVC",
  cvcHint: "3 цифры",
  holder: "Имя владельца (необязательно)",
  pay: "Оплатить {amount}",
  backWithoutPaying: "Вернуться на сайт без оплаты",
  back: "Вернуться на сайт",
  testCards: "Тестовые карты",
  testCardsNote:
    "Срок действия — любой, который ещё не истёк, CVC — любые три цифры, имя владельца можно не указывать. Другие карты в тестовом режиме не принимаются.",
  card: "Карта •••• {last4}",
  payment: "Платёж",
  waiting: "Платёж ожидает оплаты",
  cards: {
    success: "Оплата проходит",
    declined: "Банк отклоняет оплату",
    waiting: "Банк сначала удерживает деньги, через несколько секунд оплата проходит",
  },
  errors: {
    numberMissing: "Введите номер карты",
    numberInvalid: "Проверьте номер карты",
    notTestCard: "Карта отклонена: в тестовом режиме оплата проходит только по тестовым картам из списка",
    expiryInvalid: "Введите срок действия в формате ММ/ГГ",
    expired: "Срок действия карты истёк",
    cvcInvalid: "CVC — три цифры с обратной стороны карты",
    holderTooLong: "Имя владельца — не длиннее 100 знаков",
  },
  states: {
    succeeded: { title: "Оплата прошла", text: "Платёж выполнен. Вернитесь на сайт отеля." },
    waiting_for_capture: {
      title: "Банк удерживает деньги",
      text: "Оплата завершится через несколько секунд. Вернитесь на сайт отеля: бронирование уже за вами.",
    },
    canceled: {
      title: "Оплата не прошла",
      text: "Платёж отменён, деньги не списаны. Вернитесь на сайт отеля, чтобы попробовать снова.",
    },
  },
  expired: {
    title: "Срок оплаты истёк",
    lapsed:
      "Время на оплату брони закончилось, номера больше не удерживаются. Деньги не списаны. Вернитесь на сайт отеля, чтобы забронировать заново.",
    withdrawn:
      "Этот счёт больше не действует, деньги по нему не списываются. Вернитесь на сайт отеля: там можно оплатить бронь заново.",
  },
  problem: "Что случилось",
  notFound: {
    title: "Платёж не найден",
    text: "Такого платежа нет. Вернитесь на сайт отеля и начните оплату заново.",
  },
  forged: {
    title: "Форма отправлена не со страницы оплаты",
    text: "Откройте страницу оплаты по ссылке с сайта отеля и введите данные карты там.",
  },
};

export type PayPageMessages = typeof ru;

const en: PayPageMessages = {
  testMode: "Test payment — no money is charged",
  titleSuffix: "{title} — test payment",
  toPay: "Amount due",
  purpose: "Purpose",
  cardPayment: "Card payment",
  cardPaymentError: "Error: card payment",
  paymentDetails: "Payment details",
  errorsHeading: "Payment failed: please check the card details",
  number: "Card number",
  numberHint: "16 digits on the front of the card; here are the ",
  numberHintLink: "test cards",
  expiry: "Expiry date",
  expiryHint: "MM/YY",
  cvc: "CVC",
  cvcHint: "3 digits",
  holder: "Cardholder’s name (optional)",
  pay: "Pay {amount}",
  backWithoutPaying: "Back to the website without paying",
  back: "Back to the website",
  testCards: "Test cards",
  testCardsNote:
    "Any expiry date that has not passed, any three digits for the CVC; the cardholder’s name may be left empty. No other card is accepted in test mode.",
  card: "Card •••• {last4}",
  payment: "Payment",
  waiting: "Awaiting payment",
  cards: {
    success: "The payment goes through",
    declined: "The bank declines the payment",
    waiting: "The bank holds the money first; the payment goes through a few seconds later",
  },
  errors: {
    numberMissing: "Enter the card number",
    numberInvalid: "Check the card number",
    notTestCard: "Card declined: in test mode only the test cards listed here are accepted",
    expiryInvalid: "Enter the expiry date as MM/YY",
    expired: "The card has expired",
    cvcInvalid: "The CVC is the three digits on the back of the card",
    holderTooLong: "The cardholder’s name may be at most 100 characters",
  },
  states: {
    succeeded: {
      title: "Payment successful",
      text: "The payment is complete. Please return to the hotel’s website.",
    },
    waiting_for_capture: {
      title: "The bank is holding the money",
      text: "The payment will complete in a few seconds. Please return to the hotel’s website: the booking is already yours.",
    },
    canceled: {
      title: "Payment failed",
      text: "The payment was cancelled and no money was charged. Please return to the hotel’s website to try again.",
    },
  },
  expired: {
    title: "Payment time has expired",
    lapsed:
      "The time to pay for the booking has run out and the rooms are no longer held. No money was charged. Please return to the hotel’s website to book again.",
    withdrawn:
      "This invoice is no longer valid and no money will be charged for it. Please return to the hotel’s website, where you can pay for the booking again.",
  },
  problem: "What happened",
  notFound: {
    title: "Payment not found",
    text: "There is no such payment. Please return to the hotel’s website and start paying again.",
  },
  forged: {
    title: "The form was not sent from the payment page",
    text: "Open the payment page from the link on the hotel’s website and enter the card details there.",
  },
};

const MESSAGES: Record<Language, PayPageMessages> = { ru, en };

export function payPageWords(language: Language) {
  return createTranslator<PayPageMessages>({ locale: language, messages: MESSAGES[language] });
}

export type PayPageWords = ReturnType<typeof payPageWords>;
