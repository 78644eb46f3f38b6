/**
 * The six room categories (docs/booking-engine.md#room-types-and-rooms: ids 1–6 in this order;
 * rooms per category 30, 6, 4, 2, 1, 1). The price «от» and the capacity are not content: the site
 * reads both from the booking engine (docs/studio-tools.md#one-source-for-room-prices-and-capacity).
 */
import { img, seo, text, type SeedDocument, type SeedImage } from "../source";
import { TOUR_URL } from "./settings";

type Item = readonly [icon: string, title: string];

function tab(kind: "room" | "bathroom" | "forgotten", items: readonly Item[], image?: SeedImage) {
  const titles = { room: "Номер", bathroom: "Ванная", forgotten: "Забыли что-нибудь?" } as const;
  return {
    _type: "amenityTab",
    kind,
    title: titles[kind],
    ...(kind === "forgotten" ? { note: "Бесплатно — попросите на ресепшене, принесём в номер." } : {}),
    ...(image === undefined ? {} : { image }),
    items: items.map(([icon, title]) => ({ _type: "amenityItem", icon, title })),
  };
}

const ROOM_BASE: readonly Item[] = [
  ["bed", "Кровать super-king 2 × 2,1 м"],
  ["pillow", "Меню подушек"],
  ["wifi", "Бесплатный Wi-Fi"],
  ["tv", "Смарт-телевизор"],
  ["air-conditioner", "Кондиционер"],
  ["safe", "Сейф"],
  ["minibar", "Мини-бар"],
  ["kettle", "Чайник и подборка чая"],
];

const BATHROOM_BASE: readonly Item[] = [
  ["shower", "Душ с тропическим ливнем"],
  ["hairdryer", "Фен"],
  ["bathrobe", "Халаты"],
  ["slippers", "Тапочки"],
  ["towels", "Полотенца"],
  ["cosmetics", "Косметика ручной работы"],
];

const FORGOTTEN: readonly Item[] = [
  ["toothbrush", "Зубной набор"],
  ["razor", "Бритвенный набор"],
  ["comb", "Расчёска"],
  ["sewing-kit", "Швейный набор"],
  ["charger", "Зарядное устройство"],
  ["umbrella", "Зонт"],
];

const forgottenImage = (room: string, title: string) =>
  img(
    `rooms/${room}-forgotten`,
    "Забыли что-нибудь?",
    `${title}: бесплатные мелочи по запросу — зубной набор, расчёска, зарядное устройство`,
  );

function room(options: {
  key: string;
  roomId: number;
  title: string;
  roomCount: number;
  petsAllowed: boolean;
  shortDescription: string;
  description: string[];
  tags: string[];
  photos: readonly [caption: string, alt: string][];
  room: readonly Item[];
  bathroom: readonly Item[];
  seoDescription: string;
}): SeedDocument {
  const photos = options.photos.map(([caption, alt], index) =>
    img(`rooms/${options.key}-${index + 1}`, caption, alt),
  );
  return {
    _id: `roomCategory-${options.key}`,
    _type: "roomCategory",
    title: options.title,
    roomId: options.roomId,
    // The booking engine numbers its room types the way the site numbers its pages (1–6).
    hotelRoomTypeId: options.roomId,
    order: options.roomId,
    shortDescription: options.shortDescription,
    description: text(...options.description),
    roomCount: options.roomCount,
    tags: options.tags,
    petsAllowed: options.petsAllowed,
    images: photos,
    tourUrl: `${TOUR_URL}?room=${options.key}`,
    amenityTabs: [
      tab("room", options.room, photos[0]),
      tab("bathroom", options.bathroom, photos[photos.length - 1]),
      tab("forgotten", FORGOTTEN, forgottenImage(options.key, options.title)),
    ],
    seo: seo(`${options.title} — номер в отеле «Сосновый берег»`, options.seoDescription),
  };
}

export const roomCategories: SeedDocument[] = [
  room({
    key: "deluxe",
    roomId: 1,
    title: "Делюкс",
    roomCount: 30,
    petsAllowed: true,
    shortDescription:
      "Светлый номер для двоих с кроватью super-king и окнами на сосны. Тёплое дерево, лён и ничего лишнего — чтобы выспаться и отдохнуть от города.",
    description: [
      "Делюкс — самый популярный номер отеля: светлый, тихий, с большой кроватью super-king 2 × 2,1 м и видом на сосновый лес или внутренний сад.",
      "Интерьер собран из натуральных материалов — дуб, лён, шерсть, керамика местных мастеров. Плотные шторы, меню подушек и кондиционер помогут выспаться, а рабочее место с удобным светом — закончить дела перед отпуском.",
      "В ванной — душ с тропическим ливнем, халаты, тапочки и косметика ручной работы. Если что-то забыли дома, попросите на ресепшене: зубной набор, зарядку или зонт принесём бесплатно.",
    ],
    tags: ["Кровать super-king", "Вид на сосны", "Можно с собакой до 5 кг"],
    photos: [
      ["Делюкс", "Номер Делюкс: кровать super-king с льняным бельём у окна с видом на сосны"],
      ["Делюкс: рабочее место", "Рабочее место у окна в номере Делюкс, настольная лампа и кресло"],
      ["Делюкс: ванная", "Ванная номера Делюкс с душем с тропическим ливнем и каменной раковиной"],
    ],
    room: [...ROOM_BASE, ["desk", "Рабочее место"]],
    bathroom: BATHROOM_BASE,
    seoDescription: "Номер Делюкс для двоих: кровать super-king 2 × 2,1 м, вид на сосны, завтрак включён.",
  }),
  room({
    key: "family-deluxe",
    roomId: 2,
    title: "Семейный делюкс",
    roomCount: 6,
    petsAllowed: true,
    shortDescription:
      "Просторный Делюкс для семьи: кровать super-king и дополнительное спальное место. До трёх гостей, а ребёнок до 7 лет может жить без отдельного места.",
    description: [
      "Семейный делюкс рассчитан на путешествие втроём: здесь кровать super-king 2 × 2,1 м и отдельное спальное место для третьего гостя.",
      "Один ребёнок до 7 лет может разместиться без отдельного места — по запросу поставим детскую кроватку. В номере есть всё, чтобы семейное утро прошло без спешки: чайник, подборка чая, мини-бар и много места для чемоданов.",
      "Сосновый лес начинается в двух шагах от отеля — удобно гулять с детьми, а в дождливый день выручат бассейн и детские программы нашего СПА.",
    ],
    tags: ["Кровать super-king", "Для семьи с детьми", "Можно с собакой до 5 кг"],
    photos: [
      ["Семейный делюкс", "Семейный делюкс: кровать super-king и диван-кровать у окна"],
      [
        "Семейный делюкс: уголок для ребёнка",
        "Уголок для ребёнка в семейном номере: детская кроватка и мягкий ковёр",
      ],
      ["Семейный делюкс: ванная", "Ванная семейного номера с душем и стопкой пушистых полотенец"],
    ],
    room: [...ROOM_BASE, ["sofa", "Диван-кровать"], ["crib", "Детская кроватка по запросу"]],
    bathroom: BATHROOM_BASE,
    seoDescription:
      "Семейный номер для троих: кровать super-king и дополнительное место, ребёнок до 7 лет — без отдельного места.",
  }),
  room({
    key: "superior",
    roomId: 3,
    title: "Супериор",
    roomCount: 4,
    petsAllowed: true,
    shortDescription:
      "Угловой номер с панорамными окнами и зоной отдыха. Больше света и пространства — для тех, кто любит проводить время в номере.",
    description: [
      "Супериор — угловой номер с окнами на две стороны: утром солнце встаёт над соснами, вечером свет мягко уходит в сад.",
      "Кровать super-king 2 × 2,1 м, зона отдыха с креслами и кофемашина — чтобы первая чашка кофе случилась, не выходя из номера. Номер вмещает до трёх гостей.",
      "Это старшая категория, в которой можно жить с собакой весом до 5 кг: предупредите нас при бронировании, и мы приготовим лежанку и миски.",
    ],
    tags: ["Угловой номер", "Кровать super-king", "Кофемашина"],
    photos: [
      ["Супериор", "Угловой номер Супериор с панорамными окнами и кроватью super-king"],
      ["Супериор: зона отдыха", "Зона отдыха в номере Супериор: два кресла и журнальный столик"],
      ["Супериор: ванная", "Ванная номера Супериор с двумя раковинами и душем"],
    ],
    room: [...ROOM_BASE, ["coffee", "Кофемашина"], ["sofa", "Зона отдыха"], ["view", "Окна на две стороны"]],
    bathroom: BATHROOM_BASE,
    seoDescription: "Угловой номер Супериор с панорамными окнами, зоной отдыха и кофемашиной, до 3 гостей.",
  }),
  room({
    key: "suite",
    roomId: 4,
    title: "Люкс",
    roomCount: 2,
    petsAllowed: false,
    shortDescription:
      "Двухкомнатный номер: спальня с кроватью super-king и гостиная. Отдельная ванна, кофемашина и вид на сосновый лес.",
    description: [
      "Люкс — это спальня и отдельная гостиная: можно принимать друзей, работать или читать у окна, не мешая друг другу.",
      "В спальне — кровать super-king 2 × 2,1 м, в гостиной — диван, обеденный стол и кофемашина. В ванной комнате, кроме душа, есть отдельно стоящая ванна.",
      "Номер вмещает до трёх гостей. Ребёнок до 7 лет может разместиться без отдельного места.",
    ],
    tags: ["Спальня и гостиная", "Ванна", "Кровать super-king"],
    photos: [
      ["Люкс: гостиная", "Гостиная номера Люкс: диван, обеденный стол и окна в сосновый лес"],
      ["Люкс: спальня", "Спальня номера Люкс с кроватью super-king и льняным балдахином"],
      ["Люкс: ванная", "Ванная номера Люкс с отдельно стоящей ванной у окна"],
    ],
    room: [
      ...ROOM_BASE,
      ["coffee", "Кофемашина"],
      ["sofa", "Гостиная с диваном"],
      ["wardrobe", "Гардеробная"],
    ],
    bathroom: [...BATHROOM_BASE, ["bath", "Отдельно стоящая ванна"]],
    seoDescription: "Двухкомнатный Люкс: спальня с кроватью super-king, гостиная, ванна и вид на сосны.",
  }),
  room({
    key: "executive-suite",
    roomId: 5,
    title: "Представительский люкс",
    roomCount: 1,
    petsAllowed: false,
    shortDescription:
      "Единственный в отеле представительский люкс: большая гостиная, кабинет, спальня с кроватью super-king и балкон над соснами.",
    description: [
      "Представительский люкс — самый просторный номер главного корпуса. Гостиная с обеденной зоной, отдельный кабинет и спальня с кроватью super-king 2 × 2,1 м.",
      "С балкона открывается вид на верхушки сосен. В номере — кофемашина, мини-бар и гардеробная, в ванной — ванна и душ.",
      "Напишите нам перед приездом — заранее закажем трансфер из аэропорта, столик в ресторане или СПА-программу.",
    ],
    tags: ["Гостиная и кабинет", "Балкон над соснами", "Кровать super-king"],
    photos: [
      ["Представительский люкс", "Гостиная представительского люкса с обеденной зоной и выходом на балкон"],
      ["Представительский люкс: кабинет", "Кабинет представительского люкса с письменным столом из дуба"],
      ["Представительский люкс: ванная", "Ванная представительского люкса с ванной и душем"],
    ],
    room: [
      ...ROOM_BASE,
      ["coffee", "Кофемашина"],
      ["desk", "Отдельный кабинет"],
      ["balcony", "Балкон"],
      ["wardrobe", "Гардеробная"],
    ],
    bathroom: [...BATHROOM_BASE, ["bath", "Ванна"]],
    seoDescription:
      "Представительский люкс: гостиная, кабинет, спальня с кроватью super-king и балкон над соснами.",
  }),
  room({
    key: "villa",
    roomId: 6,
    title: "Villa",
    roomCount: 1,
    petsAllowed: false,
    shortDescription:
      "Отдельный дом на территории отеля: гостиная с камином, кухня, спальня с кроватью super-king и своя терраса под соснами.",
    description: [
      "Villa — отдельный дом в глубине сада, под кронами сосен. Здесь всё как дома, только лучше: гостиная с камином, кухня, спальня с кроватью super-king 2 × 2,1 м и терраса.",
      "Завтрак можно заказать прямо на террасу, а ужин — приготовить самим или заказать из ресторана: room service привезёт его к вам.",
      "Вилла вмещает до трёх гостей. Все услуги отеля — СПА, фитнес-зал, ресторан — в нескольких шагах.",
    ],
    tags: ["Отдельный дом", "Камин", "Своя терраса"],
    photos: [
      ["Villa", "Вилла под соснами: деревянный дом с большой террасой"],
      ["Villa: гостиная", "Гостиная виллы с камином и диваном из светлого льна"],
      ["Villa: ванная", "Ванная виллы с ванной и окном в сад"],
    ],
    room: [
      ...ROOM_BASE,
      ["fireplace", "Камин"],
      ["kitchen", "Кухня"],
      ["coffee", "Кофемашина"],
      ["balcony", "Своя терраса"],
    ],
    bathroom: [...BATHROOM_BASE, ["bath", "Ванна"]],
    seoDescription: "Villa — отдельный дом с камином, кухней и террасой под соснами, до 3 гостей.",
  }),
];
