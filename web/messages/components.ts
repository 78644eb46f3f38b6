/**
 * The words of the site's shared parts that every content page may show, in the browser too
 * (so the shell sends them with every page, web/i18n/client-messages.tsx): breadcrumbs, photo
 * sliders, the gallery, reviews, the map, counters, the phone field, a room's card.
 */
import { defineMessages } from "./define";

export const components = defineMessages(
  {
    newWindow: " (откроется в новом окне)",
    breadcrumbs: {
      label: "Хлебные крошки",
      home: "Главная",
    },
    slider: {
      role: "слайдер",
      slide: "слайд",
      position: "{position} из {count}",
      photos: "Фотографии: {title}",
      previous: "Предыдущая фотография",
      next: "Следующая фотография",
    },
    gallery: {
      photos:
        "{count}\u00A0{count, plural, one {фотография} few {фотографии} many {фотографий} other {фотографии}}",
      close: "Закрыть галерею",
    },
    reviews: {
      carousel: "карусель",
      scroll: "Отзывы, прокрутка вбок",
      previous: "Предыдущий отзыв",
      next: "Следующий отзыв",
      stars: "Оценка {filled} из {slots}",
      more: "Читать полностью",
      less: "Скрыть",
      video: "Видеоотзыв: {author}",
      watched: "Просмотрено",
      play: "Смотреть",
      pause: "Пауза",
      soundOn: "Включить звук",
      soundOff: "Выключить звук",
      previousVideo: "Предыдущий видеоотзыв",
      nextVideo: "Следующий видеоотзыв",
    },
    map: {
      open: "Открыть на карте",
      failed: "Карта сейчас не загрузилась.",
      label: "Карта: {title}",
      zoomIn: "Приблизить",
      zoomOut: "Отдалить",
      north: "с.\u00A0ш.",
      south: "ю.\u00A0ш.",
      east: "в.\u00A0д.",
      west: "з.\u00A0д.",
    },
    quantity: {
      group: "Количество: {title}",
      less: "Убрать: {title}",
      chosen: "Выбрано: {title}",
      more: "Добавить: {title}",
    },
    phone: {
      country: "Страна телефона",
      otherCountries: "Другие страны",
    },
    room: {
      book: "Забронировать",
      tour: "3D-тур",
      tags: "Особенности номера",
      capacity: "До {count}\u00A0{count, plural, one {гостя} few {гостей} many {гостей} other {гостей}}",
      fromPerNight: "От {amount}/сутки",
    },
  },
  {
    newWindow: " (opens in a new window)",
    breadcrumbs: {
      label: "Breadcrumbs",
      home: "Home",
    },
    slider: {
      role: "slider",
      slide: "slide",
      position: "{position} of {count}",
      photos: "Photos: {title}",
      previous: "Previous photo",
      next: "Next photo",
    },
    gallery: {
      photos: "{count, plural, one {# photo} other {# photos}}",
      close: "Close the gallery",
    },
    reviews: {
      carousel: "carousel",
      scroll: "Reviews, scroll sideways",
      previous: "Previous review",
      next: "Next review",
      stars: "Rated {filled} out of {slots}",
      more: "Read more",
      less: "Show less",
      video: "Video review: {author}",
      watched: "Watched",
      play: "Play",
      pause: "Pause",
      soundOn: "Sound on",
      soundOff: "Sound off",
      previousVideo: "Previous video review",
      nextVideo: "Next video review",
    },
    map: {
      open: "Open in a map",
      failed: "The map did not load just now.",
      label: "Map: {title}",
      zoomIn: "Zoom in",
      zoomOut: "Zoom out",
      north: "N",
      south: "S",
      east: "E",
      west: "W",
    },
    quantity: {
      group: "Quantity: {title}",
      less: "Remove one: {title}",
      chosen: "Chosen: {title}",
      more: "Add one: {title}",
    },
    phone: {
      country: "Phone country",
      otherCountries: "Other countries",
    },
    room: {
      book: "Book now",
      tour: "3D tour",
      tags: "Room features",
      capacity: "{count, plural, one {Up to # guest} other {Up to # guests}}",
      fromPerNight: "From {amount} a night",
    },
  },
);
