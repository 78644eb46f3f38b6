/**
 * The booking search's controls (docs/booking-journey-search.md): the date picker and its
 * calendar, the guest picker and the search bar. The rate plans, the room pages' rates and the home
 * page's form show them, so a page with any of these hands `journeySearch` to its client
 * components.
 */
import { defineMessages } from "./define";

export const journeySearch = defineMessages(
  {
    dates: {
      arrival: "Заезд",
      departure: "Выезд",
      placeholder: "дд/мм/гггг",
      format: "Введите дату в формате ДД/ММ/ГГГГ",
      loading: "Загружаем календарь…",
      calendar: "Календарь: выберите даты заезда и выезда",
      noPrices: "Цены не загрузились — даты всё равно можно выбрать.",
      legend: "минимум ночей при заезде в этот день · цена — самая низкая за ночь, ₽",
      pickArrival: "Выберите дату заезда",
      pickDeparture: "Выберите дату выезда",
      picked: "Даты выбраны",
    },
    /** A day's label in the calendar, after its date: «от 14 000 ₽ за ночь, минимум 2 ночи при заезде». */
    day: {
      today: "сегодня",
      price: "от {price}\u00A0₽ за ночь",
      minStay:
        "минимум {count, plural, one {#\u00A0ночь} few {#\u00A0ночи} many {#\u00A0ночей} other {#\u00A0ночи}} при заезде",
      maxStay:
        "максимум {count, plural, one {#\u00A0ночь} few {#\u00A0ночи} many {#\u00A0ночей} other {#\u00A0ночи}} при заезде",
      noArrival: "заезда нет",
      arrival: "заезд",
      departure: "выезд",
    },
    guests: {
      label: "Гости",
      panel: "Гости по номерам",
      room: "Номер",
      roomNumber: "Номер {number}",
      adults: "Взрослые",
      children: "Дети до 14 лет",
      less: "{label}: меньше",
      more: "{label}: больше",
      removeRoom: "Удалить номер {number}",
      addRoom: "Добавить номер",
      done: "Готово",
      capacity: "Вместимость до 3 мест; один ребёнок до 7 лет может проживать без отдельного места",
    },
    bar: {
      label: "Поиск номеров",
      find: "Найти",
      yourSearch: "Ваш поиск:",
      change: "Изменить",
      dialog: "Даты и гости",
      close: "Закрыть",
      findRooms: "Найти номера",
    },
  },
  {
    dates: {
      arrival: "Arrival",
      departure: "Departure",
      placeholder: "dd/mm/yyyy",
      format: "Enter the date as DD/MM/YYYY",
      loading: "Loading the calendar…",
      calendar: "Calendar: choose your arrival and departure dates",
      noPrices: "The prices did not load — you can still choose the dates.",
      legend: "minimum nights for an arrival on that day · price — the lowest per night, ₽",
      pickArrival: "Choose the arrival date",
      pickDeparture: "Choose the departure date",
      picked: "Dates chosen",
    },
    day: {
      today: "today",
      price: "from ₽{price} a night",
      minStay: "{count, plural, one {# night} other {# nights}} minimum for an arrival",
      maxStay: "{count, plural, one {# night} other {# nights}} at most for an arrival",
      noArrival: "no arrivals",
      arrival: "arrival",
      departure: "departure",
    },
    guests: {
      label: "Guests",
      panel: "Guests per room",
      room: "Room",
      roomNumber: "Room {number}",
      adults: "Adults",
      children: "Children under 14",
      less: "{label}: fewer",
      more: "{label}: more",
      removeRoom: "Remove room {number}",
      addRoom: "Add a room",
      done: "Done",
      capacity: "Rooms sleep up to 3; one child under 7 can stay without a bed of their own",
    },
    bar: {
      label: "Room search",
      find: "Search",
      yourSearch: "Your search:",
      change: "Change",
      dialog: "Dates and guests",
      close: "Close",
      findRooms: "Find rooms",
    },
  },
);
