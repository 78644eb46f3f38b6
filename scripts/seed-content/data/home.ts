/** The home page: hero, welcome text (opened in August 2021, by a pine forest), blocks in order. */
import { img, ref, seo, text, type SeedDocument } from "../source";

function section(kind: string, title: string, subtitle?: string, linkLabel?: string) {
  return {
    _type: "homeSection",
    kind,
    enabled: true,
    title,
    ...(subtitle === undefined ? {} : { subtitle }),
    ...(linkLabel === undefined ? {} : { linkLabel }),
  };
}

export const homePage: SeedDocument = {
  _id: "homePage",
  _type: "homePage",
  heroTitle: "Светлогорск",
  heroSubtitle: "Дизайн-отель у соснового леса на Балтийском побережье",
  heroImages: [
    img(
      "home/hero-facade",
      "Фасад отеля среди сосен",
      "Фасад отеля «Сосновый берег» среди высоких сосен в вечернем свете",
      "hero",
    ),
    img(
      "home/hero-terrace",
      "Терраса на закате",
      "Терраса отеля с плетёными креслами, за ней — сосновый лес на закате",
      "hero",
    ),
  ],
  bookButtonLabel: "Забронировать",
  welcomeTitle: "Добро пожаловать в «Сосновый берег»",
  welcomeText: text(
    "Мы открылись в августе 2021 года — в самом центре курортного Светлогорска, на границе соснового леса. Отсюда рукой подать и до променада, и до тихих лесных тропинок: утро можно начать с прогулки под соснами, а вечер закончить у моря.",
    "Архитектура и интерьеры отеля продолжают пейзаж за окном: светлое дерево, лён, камень и тёплый свет. В 44 номерах шести категорий — кровати super-king, продуманные мелочи и тишина, ради которой сюда и приезжают.",
    "Для отдыха — СПА-комплекс с процедурами на основе балтийских водорослей, фитнес-зал и ресторан прогрессивной кухни с печью на углях. Для дела — светлый конференц-зал.",
  ),
  welcomeImages: [
    img("home/strip-lobby", "Лобби", "Лобби отеля: диваны из светлого льна и панорамные окна в сад"),
    img("home/strip-forest", "Сосновый лес", "Тропинка в сосновом лесу рядом с отелем"),
    img("home/strip-room", "Утро в номере", "Утренний свет в номере Делюкс, на кровати поднос с завтраком"),
    img("home/strip-spa", "СПА-комплекс", "Бассейн СПА-комплекса с мягкой подсветкой"),
  ],
  sections: [
    section("welcome", "Добро пожаловать"),
    section("rooms", "Номера", "Шесть категорий — от уютного Делюкса до отдельной виллы.", "Все номера"),
    section("services", "Услуги", "Всё, что делает отдых спокойным: от СПА до трансфера.", "Все услуги"),
    section("offers", "Специальные предложения", undefined, "Все предложения"),
    section("gallery", "Фотогалерея", undefined, "Смотреть галерею"),
    section("reviews", "Отзывы гостей", undefined, "Все отзывы"),
    section("videoReviews", "Видеоотзывы"),
    section("faq", "Вопросы и ответы"),
    section("contacts", "Контакты", "Мы в центре Светлогорска, у соснового леса."),
  ],
  featuredServices: [
    ref("service-spa-visit"),
    ref("service-spa"),
    ref("service-fitness-room"),
    ref("service-transfer"),
    ref("service-conference"),
    ref("service-e-scooter"),
  ],
  seo: seo(
    "Сосновый берег — дизайн-отель в Светлогорске у соснового леса",
    "Дизайн-отель в центре Светлогорска: номера с кроватями super-king, СПА, ресторан с печью на углях, конференц-зал. Онлайн-бронирование по лучшей цене.",
  ),
};
