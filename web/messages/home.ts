/**
 * The home page's parts that run in the browser (docs/site.md#home-page): the hero's search form
 * and the room tabs. Sent to the browser with the home page only.
 */
import { defineMessages } from "./define";

export const home = defineMessages(
  {
    form: {
      label: "Поиск номеров",
      arrival: "Заезд",
      departure: "Выезд",
      choose: "Выбрать",
      guests: "Гости",
      guestsByRoom: "Гости по номерам",
      dates: "Укажите даты",
      guestsMissing: "Укажите кол-во гостей",
    },
    rooms: {
      label: "Категории номеров",
      failed: "Не удалось загрузить описание номера.",
      retry: "Повторить",
      open: "Открыть страницу номера «{title}»",
      loading: "Загружаем номер «{title}»…",
    },
  },
  {
    form: {
      label: "Find a room",
      arrival: "Check-in",
      departure: "Check-out",
      choose: "Choose",
      guests: "Guests",
      guestsByRoom: "Guests by room",
      dates: "Choose your dates",
      guestsMissing: "Choose the number of guests",
    },
    rooms: {
      label: "Room categories",
      failed: "The room’s description could not be loaded.",
      retry: "Try again",
      open: "Open the page of “{title}”",
      loading: "Loading “{title}”…",
    },
  },
);
