/**
 * The Russian messages of the booking and request forms, in a module of their own: the home
 * page's search form needs «Укажите даты» without loading the phone parser of ./contact.
 */
export const MESSAGES = {
  required: "Обязательное поле",
  lettersOnly: "Вводите только буквы",
  phone: "Введите корректный телефон",
  email: "Введите корректный email",
  time: "Выберите время",
  flightNumber: "Введите корректный номер рейса",
  dates: "Укажите даты",
  guests: "Укажите кол-во гостей",
  consent: "Подтвердите согласие на обработку персональных данных",
} as const;
