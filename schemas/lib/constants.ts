/**
 * Fixed values of the content model that the Studio, the seed and the site share. The site may
 * import these (relative or via @schemas/lib/constants) to map stored values to its own UI.
 */

/** Singleton documents: one document each, with a fixed _id equal to the type name. */
export const SINGLETON_TYPES = [
  "siteSettings",
  "homePage",
  "aboutPage",
  "brandPage",
  "contactsPage",
  "hotelRules",
] as const;
export type SingletonType = (typeof SINGLETON_TYPES)[number];

export function isSingletonType(type: string): type is SingletonType {
  return (SINGLETON_TYPES as readonly string[]).includes(type);
}

/**
 * Types whose documents answer /services/{slug} (the 31 service ids,
 * docs/site.md#services-and-spa).
 */
export const SERVICE_PAGE_TYPES = ["service", "spaProcedure"] as const;

/** Slugs: latin letters, digits and hyphens (the ids include `chauffeurDrive`). */
export const SLUG_PATTERN = /^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*$/;

type Option<T extends string> = { readonly title: string; readonly value: T };

/** Icons of amenity items; the site maps each value to its own drawing. */
export const AMENITY_ICONS = [
  { title: "Кровать", value: "bed" },
  { title: "Подушки", value: "pillow" },
  { title: "Wi-Fi", value: "wifi" },
  { title: "Телевизор", value: "tv" },
  { title: "Кондиционер", value: "air-conditioner" },
  { title: "Сейф", value: "safe" },
  { title: "Мини-бар", value: "minibar" },
  { title: "Кофемашина", value: "coffee" },
  { title: "Чайник", value: "kettle" },
  { title: "Рабочее место", value: "desk" },
  { title: "Гардероб", value: "wardrobe" },
  { title: "Гладильная доска и утюг", value: "iron" },
  { title: "Диван", value: "sofa" },
  { title: "Балкон или терраса", value: "balcony" },
  { title: "Вид из окна", value: "view" },
  { title: "Камин", value: "fireplace" },
  { title: "Кухня", value: "kitchen" },
  { title: "Сауна", value: "sauna" },
  { title: "Душ", value: "shower" },
  { title: "Ванна", value: "bath" },
  { title: "Фен", value: "hairdryer" },
  { title: "Халат", value: "bathrobe" },
  { title: "Тапочки", value: "slippers" },
  { title: "Полотенца", value: "towels" },
  { title: "Косметика", value: "cosmetics" },
  { title: "Зубной набор", value: "toothbrush" },
  { title: "Бритвенный набор", value: "razor" },
  { title: "Расчёска", value: "comb" },
  { title: "Швейный набор", value: "sewing-kit" },
  { title: "Зарядное устройство", value: "charger" },
  { title: "Зонт", value: "umbrella" },
  { title: "Детская кроватка", value: "crib" },
  { title: "Другое", value: "other" },
] as const satisfies readonly Option<string>[];

/** Tabs of a room's equipment: Номер, Ванная, «Забыли что-нибудь?». */
export const AMENITY_TAB_KINDS = [
  { title: "Номер", value: "room" },
  { title: "Ванная", value: "bathroom" },
  { title: "Забыли что-нибудь?", value: "forgotten" },
] as const satisfies readonly Option<string>[];

/** The two groups of the /services list. */
export const SERVICE_GROUPS = [
  { title: "Включено в проживание", value: "included" },
  { title: "Дополнительные услуги", value: "additional" },
] as const satisfies readonly Option<string>[];

/** What a price is for; the site prints the title after the amount. */
export const PRICE_UNITS = [
  { title: "за сутки", value: "perDay" },
  { title: "за ночь", value: "perNight" },
  { title: "в час", value: "perHour" },
  { title: "за поездку", value: "perTrip" },
  { title: "с человека", value: "perPerson" },
  { title: "за двоих", value: "forTwo" },
  { title: "за процедуру", value: "perProcedure" },
  { title: "за посещение", value: "perVisit" },
  { title: "за программу", value: "perProgramme" },
  { title: "разово", value: "oneTime" },
] as const satisfies readonly Option<string>[];

export function priceUnitTitle(unit: string | null | undefined): string {
  return PRICE_UNITS.find((option) => option.value === unit)?.title ?? "";
}

/** Blocks of the home page, shown in the order the manager sets. */
export const HOME_SECTION_KINDS = [
  { title: "Приветствие и фотолента", value: "welcome" },
  { title: "Номера (вкладки категорий)", value: "rooms" },
  { title: "Услуги", value: "services" },
  { title: "Специальные предложения", value: "offers" },
  { title: "Галерея", value: "gallery" },
  { title: "Отзывы", value: "reviews" },
  { title: "Видеоотзывы", value: "videoReviews" },
  { title: "Вопросы и ответы", value: "faq" },
  { title: "Контакты и карта", value: "contacts" },
] as const satisfies readonly Option<string>[];

/** Blocks of the restaurant page. */
export const RESTAURANT_BLOCK_KINDS = [
  { title: "Меню", value: "menu" },
  { title: "Бар", value: "bar" },
  { title: "Обслуживание в номерах", value: "roomService" },
] as const satisfies readonly Option<string>[];

/** Tabs of «Как добраться» on /contacts. */
export const ROUTE_TAB_KINDS = [
  { title: "Трансфер", value: "transfer" },
  { title: "Такси", value: "taxi" },
] as const satisfies readonly Option<string>[];

export const SOCIAL_NETWORKS = [
  { title: "ВКонтакте", value: "vk" },
  { title: "Telegram", value: "telegram" },
  { title: "WhatsApp", value: "whatsapp" },
  { title: "Одноклассники", value: "ok" },
  { title: "YouTube", value: "youtube" },
  { title: "Дзен", value: "dzen" },
  { title: "RuTube", value: "rutube" },
] as const satisfies readonly Option<string>[];

/** Ratings of text reviews: 0 to 5 stars (the widget has 5 slots). */
export const REVIEW_STARS_MAX = 5;
/** The gallery has 11 groups, opened by ?category=1…11. */
export const GALLERY_GROUP_COUNT = 11;
/** Room categories, /rooms/1 … /rooms/6. */
export const ROOM_CATEGORY_COUNT = 6;
