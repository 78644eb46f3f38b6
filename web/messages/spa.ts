/** The spa picker at /services/spa (docs/site.md#spa-picker), which runs in the browser. */
import { defineMessages } from "./define";

export const spa = defineMessages(
  {
    tabs: "Разделы СПА",
    chosen: "Выбрано: {count}",
    none: "Не выбрано",
    summary: "Ваш выбор",
    empty: "Пока ничего не выбрано. Добавьте процедуры кнопкой «+».",
    remove: "Удалить: {title}",
    total: "Итого",
  },
  {
    tabs: "Spa sections",
    chosen: "Chosen: {count}",
    none: "Not chosen",
    summary: "Your choice",
    empty: "Nothing chosen yet. Add treatments with the “+” button.",
    remove: "Remove: {title}",
    total: "Total",
  },
);
