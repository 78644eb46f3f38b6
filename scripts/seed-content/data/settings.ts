/**
 * Site settings: the hotel's name and contacts — a neutral working name and clearly fake contacts
 * until the hotel fills them in (docs/content-model.md#decisions); the map point and zoom are the
 * hotel's (docs/site.md#contacts-and-map).
 */
import { navLink, seo, type SeedDocument } from "../source";

export const TOUR_URL = "https://tour.example.ru/sosnovy-bereg";
export const TABLE_BOOKING_URL = "https://booking.example.ru/restaurant/sosnovy-bereg";

export const siteSettings: SeedDocument = {
  _id: "siteSettings",
  _type: "siteSettings",
  hotelName: "Сосновый берег",
  hotelKind: "дизайн-отель",
  tagline: "Дизайн-отель у соснового леса на Балтийском побережье",
  openedOn: "2021-08-01",
  phone: "+7 (000) 000-00-00",
  email: "info@example.ru",
  address: "Калининградская область, г. Светлогорск, ул. Примерная, д. 0",
  city: "Светлогорск",
  map: { _type: "mapPoint", longitude: 20.159837, latitude: 54.943661, zoom: 15 },
  tourUrl: TOUR_URL,
  tableBookingUrl: TABLE_BOOKING_URL,
  socialLinks: [
    { _type: "socialLink", network: "vk", url: "https://vk.com/example" },
    { _type: "socialLink", network: "telegram", url: "https://t.me/example" },
  ],
  copyrightYear: 2024,
  copyrightHolder: "Дизайн-отель «Сосновый берег»",
  mainMenu: [
    navLink("Главная", "/"),
    navLink("Бронирование", "/booking"),
    navLink("Номера", "/rooms"),
    navLink("Услуги", "/services"),
    navLink("Ресторан", "/restaurant"),
  ],
  secondaryMenu: [
    navLink("Фотогалерея", "/gallery"),
    navLink("3D-тур", TOUR_URL, true),
    navLink("Контакты и окрестности", "/contacts"),
    navLink("Отзывы", "/reviews"),
    navLink("Бренд и франшиза", "/brand"),
    navLink("Проверка бронирования", "/booking/check"),
  ],
  footerMenu: [
    navLink("Номера", "/rooms"),
    navLink("Услуги", "/services"),
    navLink("Ресторан", "/restaurant"),
    navLink("Предложения", "/offers"),
    navLink("О нас", "/aboutus"),
    navLink("Бренд и франшиза", "/brand"),
    navLink("Награды", "/awards"),
    navLink("Контакты", "/contacts"),
  ],
  seo: seo(
    "Сосновый берег — дизайн-отель в Светлогорске",
    "Дизайн-отель у соснового леса на Балтийском побережье: 44 номера, СПА-комплекс, ресторан прогрессивной кухни и конференц-зал. Бронирование онлайн.",
  ),
};
