/**
 * The engine's own catalogue as a new hotel starts with it: six room types (ids 1–6 in the order of
 * DECISIONS.md, 44 rooms), two rate plans, and the extras the guest form can add (spa procedures
 * and the airport transfer) with the prices of content.md §9. Titles match the content dataset;
 * texts, images and amenity pages are the engine's (a hotel's PMS owns them).
 */
import { ROOM_CATEGORIES, TRANSFER_BOTH_WAYS_PRICE, TRANSFER_ONE_WAY_PRICE } from "../../../rules";
import type { AmenityPage, IncludedService } from "../schema";

export interface RoomTypeSeed {
  id: number;
  code: string;
  title: string;
  shortDesc: string;
  capacity: number;
  totalRooms: number;
  /** The home page's «От … ₽/сутки»: the lowest nightly price of the category. */
  basePrice: number;
  imageUrls: string[];
  amenityTags: string[];
  amenityPages: AmenityPage[];
}

function images(code: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => `/media/rooms/${code}-${index + 1}.jpg`);
}

const FORGOT_SOMETHING: AmenityPage["amenities"] = [
  { icon_id: 31, title: "Зубная щётка и паста" },
  { icon_id: 32, title: "Бритвенный набор" },
  { icon_id: 33, title: "Зарядное устройство" },
  { icon_id: 34, title: "Утюг и гладильная доска" },
  { icon_id: 35, title: "Подушка по выбору" },
];

function amenityPages(code: string, room: string[], bathroom: string[]): AmenityPage[] {
  return [
    {
      title: "Номер",
      image_url: `/media/rooms/${code}-amenities-room.jpg`,
      amenities: room.map((title, index) => ({ icon_id: 1 + index, title })),
    },
    {
      title: "Ванная комната",
      image_url: `/media/rooms/${code}-amenities-bathroom.jpg`,
      amenities: bathroom.map((title, index) => ({ icon_id: 21 + index, title })),
    },
    {
      title: "Забыли что-нибудь?",
      image_url: `/media/rooms/${code}-amenities-forgot.jpg`,
      amenities: FORGOT_SOMETHING,
    },
  ];
}

const BASE_ROOM = ["Кровать super-king 2 × 2,1 м", "Кондиционер", "Смарт-ТВ", "Wi-Fi", "Мини-бар", "Сейф"];
const BASE_BATHROOM = ["Душ с тропическим лейкой", "Халаты и тапочки", "Фен", "Косметика ручной работы"];

const details: Record<number, Omit<RoomTypeSeed, "id" | "title" | "capacity">> = {
  1: {
    code: "deluxe",
    shortDesc:
      "Светлый номер 28 м² с кроватью super-king, рабочим местом и видом на сосновый лес. Для двоих.",
    totalRooms: 30,
    basePrice: 14000,
    imageUrls: images("deluxe", 4),
    amenityTags: ["28 м²", "Кровать super-king", "Вид на сосны", "Можно с собакой до 5 кг"],
    amenityPages: amenityPages("deluxe", BASE_ROOM, BASE_BATHROOM),
  },
  2: {
    code: "family-deluxe",
    shortDesc:
      "Номер 36 м² для семьи: кровать super-king и диван-кровать, место для детской кроватки, тёплые полы.",
    totalRooms: 6,
    basePrice: 15000,
    imageUrls: images("family-deluxe", 4),
    amenityTags: ["36 м²", "Диван-кровать", "Детская кроватка по запросу", "Можно с собакой до 5 кг"],
    amenityPages: amenityPages("family-deluxe", [...BASE_ROOM, "Диван-кровать"], BASE_BATHROOM),
  },
  3: {
    code: "superior",
    shortDesc: "Просторный номер 40 м² с зоной отдыха у окна, ванной и видом на сосны и парк.",
    totalRooms: 4,
    basePrice: 20000,
    imageUrls: images("superior", 4),
    amenityTags: ["40 м²", "Зона отдыха", "Ванна", "Можно с собакой до 5 кг"],
    amenityPages: amenityPages("superior", [...BASE_ROOM, "Кофемашина"], [...BASE_BATHROOM, "Ванна"]),
  },
  4: {
    code: "suite",
    shortDesc: "Люкс 55 м²: спальня и гостиная, отдельно стоящая ванна и балкон над кронами сосен.",
    totalRooms: 2,
    basePrice: 27000,
    imageUrls: images("suite", 5),
    amenityTags: ["55 м²", "Гостиная", "Балкон", "Отдельно стоящая ванна"],
    amenityPages: amenityPages(
      "suite",
      [...BASE_ROOM, "Кофемашина", "Гостиная с диваном"],
      [...BASE_BATHROOM, "Отдельно стоящая ванна"],
    ),
  },
  5: {
    code: "executive-suite",
    shortDesc:
      "Люкс 70 м² на верхнем этаже: гостиная, кабинет и панорамные окна на лес и залив. Вечерний сервис.",
    totalRooms: 1,
    basePrice: 32000,
    imageUrls: images("executive-suite", 5),
    amenityTags: ["70 м²", "Кабинет", "Панорамные окна", "Вечерний сервис"],
    amenityPages: amenityPages(
      "executive-suite",
      [...BASE_ROOM, "Кофемашина", "Кабинет", "Акустическая система"],
      [...BASE_BATHROOM, "Ванна с гидромассажем", "Сауна"],
    ),
  },
  6: {
    code: "villa",
    shortDesc: "Отдельная вилла 90 м² с террасой и собственным садом в сосновом лесу, в двух шагах от СПА.",
    totalRooms: 1,
    basePrice: 34000,
    imageUrls: images("villa", 6),
    amenityTags: ["90 м²", "Терраса", "Свой сад", "Камин"],
    amenityPages: amenityPages(
      "villa",
      [...BASE_ROOM, "Кофемашина", "Камин", "Кухня"],
      [...BASE_BATHROOM, "Ванна", "Сауна"],
    ),
  },
};

export const ROOM_TYPES: RoomTypeSeed[] = ROOM_CATEGORIES.map((category) => {
  const detail = details[category.id];
  if (!detail) throw new Error(`No catalogue entry for room type ${category.id}`);
  return { id: category.id, title: category.title, capacity: category.capacity, ...detail };
});

const INCLUDED_IN_STAY: IncludedService[] = [
  { title: "Завтрак «шведский стол»" },
  { title: "Посещение СПА-зоны" },
  { title: "Фитнес-зал" },
  { title: "Прокат электросамокатов" },
];

export const NON_REFUNDABLE_RATE_ID = 1;
export const FLEXIBLE_RATE_ID = 2;
/** The flexible rate costs this much more than the non-refundable one, in per cent. */
export const FLEXIBLE_MARKUP_PERCENT = 15;

export const RATE_PLANS = [
  {
    id: NON_REFUNDABLE_RATE_ID,
    code: "non-refundable",
    title: "Невозвратный, с завтраком",
    description:
      "Лучшая цена. Оплата при бронировании; при отмене или изменении брони деньги не возвращаются.",
    refundable: false,
    freeCancellationHours: null,
    includedServices: INCLUDED_IN_STAY,
    sortOrder: 1,
  },
  {
    id: FLEXIBLE_RATE_ID,
    code: "flexible",
    title: "Оптимальный, с завтраком",
    description: "Бесплатная отмена за 48 часов до заезда (до 14:00 по времени отеля); позже — без возврата.",
    refundable: true,
    freeCancellationHours: 48,
    includedServices: [...INCLUDED_IN_STAY, { title: "Бесплатная отмена за 48 часов до заезда" }],
    sortOrder: 2,
  },
] as const;

export interface ExtraSeed {
  code: string;
  kind: "spa" | "transfer";
  title: string;
  price: number;
  durationMinutes: number | null;
}

/** Spa procedures by the service ids of content.md §2 with the prices and minutes of §9. */
const SPA: [code: string, title: string, price: number, minutes: number][] = [
  ["facial-massage", "Массаж лица", 4000, 30],
  ["spa-body-scrub", "Скрабирование тела", 3000, 15],
  ["foot-massage", "Массаж стоп", 1500, 15],
  ["kannabis", "Обёртывание с экстрактом конопли", 10000, 70],
  ["laminariya", "Обёртывание с ламинарией", 10000, 70],
  ["spa-free-teas", "Обёртывание «Три чая»", 10000, 70],
  ["calcium-wrap", "Кальциевое обёртывание", 10000, 70],
  ["magnesium-wrap", "Магниевое обёртывание", 10000, 70],
  ["skin-glow", "Уход «Сияние кожи»", 8000, 60],
  ["hand-and-foot-care", "Уход за руками и ногами", 6000, 45],
  ["spa-with-mask", "Уход с альгинатной маской", 7000, 60],
  ["goryachimi-kamnyami", "Массаж горячими камнями", 6000, 60],
  ["lymphatic-drainage-spa", "Лимфодренажный массаж", 6000, 60],
  ["spa-aroma", "Аромамассаж", 6000, 60],
  ["spa-full-body", "Массаж всего тела", 6000, 60],
  ["spa-express", "Экспресс-массаж", 1500, 15],
  ["spa-collar-zone", "Массаж воротниковой зоны", 4000, 30],
  ["back-body", "Массаж спины", 4000, 30],
  ["dlya-malenkikh-gostey", "Массаж для маленьких гостей (3–12 лет)", 4000, 30],
  // The premium programmes: the price their own pages state (content.md §9 lists both readings).
  ["romanticheskaya-vstrecha", "Программа «Романтическая встреча»", 28000, 120],
  ["listovaya-laminariya", "Программа «Листовая ламинария»", 15000, 120],
  ["spa-for-pair", "Пенная программа для двоих", 32000, 120],
  ["individual-spa", "Индивидуальное посещение СПА-зоны (до 4 человек)", 15000, 120],
];

export const EXTRAS: ExtraSeed[] = [
  ...SPA.map(([code, title, price, minutes]) => ({
    code,
    kind: "spa" as const,
    title,
    price,
    durationMinutes: minutes,
  })),
  {
    code: "transfer-to",
    kind: "transfer",
    title: "Трансфер из аэропорта в отель",
    price: TRANSFER_ONE_WAY_PRICE,
    durationMinutes: null,
  },
  {
    code: "transfer-from",
    kind: "transfer",
    title: "Трансфер из отеля в аэропорт",
    price: TRANSFER_ONE_WAY_PRICE,
    durationMinutes: null,
  },
  {
    code: "transfer-to-from",
    kind: "transfer",
    title: "Трансфер из аэропорта и обратно",
    price: TRANSFER_BOTH_WAYS_PRICE,
    durationMinutes: null,
  },
];
