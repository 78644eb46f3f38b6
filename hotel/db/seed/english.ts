/**
 * The English words of the engine's own catalogue as a new hotel starts with them
 * (docs/languages.md): what the read API answers in English beside the Russian texts of
 * room-types.json (generated from the content dataset, Russian only) and of catalogue.ts. Each
 * Russian text is looked up here by its exact words, so a text the dataset changes has no English
 * until it is given one here (`english.test.ts` fails until then).
 */
import type { AmenityPage, AmenityPageWords } from "../schema";

/** The room types' titles, by code. */
export const ROOM_TITLES_EN: Record<string, string> = {
  deluxe: "Deluxe",
  "family-deluxe": "Family Deluxe",
  superior: "Superior",
  suite: "Suite",
  "executive-suite": "Executive Suite",
  villa: "Villa",
};

/** The room types' short descriptions, by code. */
const SHORT_DESCRIPTIONS_EN: Record<string, string> = {
  deluxe:
    "A bright room for two with a super-king bed and windows onto the pines. Warm wood, linen and nothing superfluous — to sleep well and rest from the city.",
  "family-deluxe":
    "A spacious Deluxe for a family: a super-king bed and an extra bed. Up to three guests, and a child under 7 can stay without a bed of their own.",
  superior:
    "A corner room with panoramic windows and a lounge area. More light and space — for those who like to spend time in their room.",
  suite:
    "A two-room suite: a bedroom with a super-king bed and a living room. A bathtub of its own, a coffee machine and a view of the pine forest.",
  "executive-suite":
    "The hotel’s only executive suite: a large living room, a study, a bedroom with a super-king bed and a balcony above the pines.",
  villa:
    "A house of its own in the hotel’s grounds: a living room with a fireplace, a kitchen, a bedroom with a super-king bed and a private terrace under the pines.",
};

/** The tags under a room type's title. */
const TAGS_EN: Record<string, string> = {
  "Кровать super-king": "Super-king bed",
  "Вид на сосны": "Pine view",
  "Можно с собакой до 5 кг": "Dogs up to 5 kg welcome",
  "Для семьи с детьми": "For families with children",
  "Угловой номер": "Corner room",
  Кофемашина: "Coffee machine",
  "Спальня и гостиная": "Bedroom and living room",
  Ванна: "Bathtub",
  "Гостиная и кабинет": "Living room and study",
  "Балкон над соснами": "Balcony above the pines",
  "Отдельный дом": "A house of its own",
  Камин: "Fireplace",
  "Своя терраса": "Private terrace",
};

/** The amenity pages' titles. */
const PAGES_EN: Record<string, string> = {
  Номер: "Room",
  Ванная: "Bathroom",
  "Забыли что-нибудь?": "Forgot something?",
};

/** The amenities on those pages. */
const AMENITIES_EN: Record<string, string> = {
  "Кровать super-king 2 × 2,1 м": "Super-king bed, 2 × 2.1 m",
  "Меню подушек": "Pillow menu",
  "Бесплатный Wi-Fi": "Free Wi-Fi",
  "Смарт-телевизор": "Smart TV",
  Кондиционер: "Air conditioning",
  Сейф: "Safe",
  "Мини-бар": "Minibar",
  "Чайник и подборка чая": "Kettle and a selection of teas",
  "Рабочее место": "Work desk",
  "Душ с тропическим ливнем": "Rain shower",
  Фен: "Hairdryer",
  Халаты: "Bathrobes",
  Тапочки: "Slippers",
  Полотенца: "Towels",
  "Косметика ручной работы": "Handmade toiletries",
  "Зубной набор": "Dental kit",
  "Бритвенный набор": "Shaving kit",
  Расчёска: "Comb",
  "Швейный набор": "Sewing kit",
  "Зарядное устройство": "Phone charger",
  Зонт: "Umbrella",
  "Диван-кровать": "Sofa bed",
  "Детская кроватка по запросу": "Baby cot on request",
  Кофемашина: "Coffee machine",
  "Зона отдыха": "Lounge area",
  "Окна на две стороны": "Windows on two sides",
  "Гостиная с диваном": "Living room with a sofa",
  Гардеробная: "Walk-in wardrobe",
  "Отдельно стоящая ванна": "Freestanding bathtub",
  "Отдельный кабинет": "Separate study",
  Балкон: "Balcony",
  Ванна: "Bathtub",
  Камин: "Fireplace",
  Кухня: "Kitchen",
  "Своя терраса": "Private terrace",
};

/** What a rate includes, and its cancellation wording. */
export const INCLUDED_EN: Record<string, string> = {
  "Завтрак «шведский стол»": "Buffet breakfast",
  "Посещение СПА-зоны": "Spa access",
  "Фитнес-зал": "Fitness room",
  "Прокат электросамокатов": "E-scooter hire",
  "Бесплатная отмена за 48 часов до заезда": "Free cancellation up to 48 hours before check-in",
};

/** A Russian text's English, or null where there is none (the read API then shows the Russian). */
function english(dictionary: Record<string, string>, russian: string): string | null {
  return dictionary[russian] ?? null;
}

/** Words of a list, in its order; null when one of them has no English (the whole list stays Russian). */
function englishList(dictionary: Record<string, string>, russian: readonly string[]): string[] | null {
  const words = russian.map((text) => english(dictionary, text));
  return words.every((word) => word !== null) ? words : null;
}

export interface RoomTypeEnglish {
  titleEn: string | null;
  shortDescEn: string | null;
  amenityTagsEn: string[] | null;
  amenityPagesEn: AmenityPageWords[] | null;
}

/** The English columns of a room type from its Russian texts. */
export function roomTypeEnglish(room: {
  code: string;
  amenityTags: readonly string[];
  amenityPages: readonly AmenityPage[];
}): RoomTypeEnglish {
  const pages = room.amenityPages.map((page) => {
    const title = english(PAGES_EN, page.title);
    const amenities = englishList(
      AMENITIES_EN,
      page.amenities.map((amenity) => amenity.title),
    );
    return title !== null && amenities !== null ? { title, amenities } : null;
  });
  return {
    titleEn: ROOM_TITLES_EN[room.code] ?? null,
    shortDescEn: SHORT_DESCRIPTIONS_EN[room.code] ?? null,
    amenityTagsEn: englishList(TAGS_EN, room.amenityTags),
    amenityPagesEn: pages.every((page) => page !== null) ? pages : null,
  };
}

/** The English of a rate's included services, in their order. */
export function includedEnglish(services: readonly { title: string }[]): string[] | null {
  return englishList(
    INCLUDED_EN,
    services.map((service) => service.title),
  );
}
