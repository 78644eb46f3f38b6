/**
 * How the content's figures read on a page (web/features/content/format.ts): prices with their
 * units, «от», durations, the transfer's day and night prices, a service's facts. The Russian keeps
 * the site's typography (no-break spaces), so Russian pages read as before.
 */
import { defineMessages } from "./define";

export const formats = defineMessages(
  {
    price: {
      free: "Бесплатно",
      from: "от\u00A0{amount}",
      minimum: ", минимум {count}\u00A0{unit}",
      pieces: "шт.",
      hours: "{count, plural, one {час} few {часа} many {часов} other {часа}}",
      dayAndNight: "днём {day}, ночью {night}",
    },
    units: {
      perDay: "за сутки",
      perNight: "за ночь",
      perHour: "в час",
      perTrip: "за поездку",
      perPerson: "с человека",
      forTwo: "за двоих",
      perProcedure: "за процедуру",
      perVisit: "за посещение",
      perProgramme: "за программу",
      oneTime: "разово",
    },
    duration: {
      minutes: "{minutes}\u00A0мин",
      hours: "{hours}\u00A0ч",
      hoursAndMinutes: "{hours}\u00A0ч {minutes}\u00A0мин",
    },
    facts: {
      area: "Площадь",
      areaValue: "{area}\u00A0м²",
      guests: "Гостей",
      guestsValue: "до\u00A0{count}",
      age: "Возраст",
      olderThan: "старше {age}\u00A0лет",
      ageRange: "от\u00A0{from} до\u00A0{to}\u00A0лет",
      duration: "Продолжительность",
    },
    car: {
      power: "{hp}\u00A0л.\u00A0с.",
      engine: "Двигатель",
      gearbox: "Коробка передач",
      drive: "Привод",
      body: "Кузов",
    },
    videoReview: "Видеоотзыв: {author}",
  },
  {
    price: {
      free: "Free",
      from: "from {amount}",
      minimum: ", minimum {count} {unit}",
      pieces: "pcs",
      hours: "{count, plural, one {hour} other {hours}}",
      dayAndNight: "{day} by day, {night} at night",
    },
    units: {
      perDay: "a day",
      perNight: "a night",
      perHour: "an hour",
      perTrip: "a trip",
      perPerson: "per person",
      forTwo: "for two",
      perProcedure: "per treatment",
      perVisit: "per visit",
      perProgramme: "per programme",
      oneTime: "one-off",
    },
    duration: {
      minutes: "{minutes} min",
      hours: "{hours} h",
      hoursAndMinutes: "{hours} h {minutes} min",
    },
    facts: {
      area: "Area",
      areaValue: "{area} m²",
      guests: "Guests",
      guestsValue: "up to {count}",
      age: "Age",
      olderThan: "over {age}",
      ageRange: "{from} to {to} years",
      duration: "Duration",
    },
    car: {
      power: "{hp} hp",
      engine: "Engine",
      gearbox: "Gearbox",
      drive: "Drive",
      body: "Body",
    },
    videoReview: "Video review: {author}",
  },
);
