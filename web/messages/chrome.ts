/** The site's shell: the skip link, the header and its menu, the footer, the 404 page. */
import { defineMessages } from "./define";

export const chrome = defineMessages(
  {
    skipLink: "Перейти к содержанию",
    newWindow: " (откроется в новом окне)",
    header: {
      mainMenu: "Основное меню",
      call: "Позвонить: {phone}",
      book: "Забронировать",
      menu: "Меню",
      closeMenu: "Закрыть меню",
      siteMenu: "Меню сайта",
    },
    language: {
      label: "Язык сайта",
    },
    footer: {
      sections: "Разделы сайта",
      socials: "Мы в соцсетях",
    },
    notFound: "Что-то пошло не так",
  },
  {
    skipLink: "Skip to content",
    newWindow: " (opens in a new window)",
    header: {
      mainMenu: "Main menu",
      call: "Call {phone}",
      book: "Book now",
      menu: "Menu",
      closeMenu: "Close the menu",
      siteMenu: "Site menu",
    },
    language: {
      label: "Language",
    },
    footer: {
      sections: "Site sections",
      socials: "Follow us",
    },
    notFound: "Something went wrong",
  },
);
