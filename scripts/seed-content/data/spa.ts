/**
 * Spa: the tabs of the picker at /services/spa and the 23 procedures and programmes, each with
 * its own page /services/{id}. Prices in rubles and minutes are the hotel's price list. Where the
 * material gives two readings (premium programmes: 25 000 ₽ per person in the list, another figure
 * on the programme's own page) the page's reading is the price and the other is in internalNote.
 */
import { img, ref, seo, slug, text, type SeedDocument } from "../source";
import { PREMIUM_HOURS } from "./services";

function category(key: string, title: string, order: number, description: string): SeedDocument {
  return { _id: `spaCategory-${key}`, _type: "spaCategory", title, slug: slug(key), order, description };
}

export const spaCategories: SeedDocument[] = [
  category(
    "massage",
    "Массаж",
    1,
    "Классические и авторские массажи — от экспресс-сеанса до часа полного расслабления.",
  ),
  category("face", "Уход за лицом", 2, "Массаж лица, маски и уходы для сияния кожи."),
  category("body", "Уход за телом", 3, "Скрабы и уход за руками и ногами."),
  category("wraps", "Обёртывания", 4, "Обёртывания с балтийскими водорослями, минералами и травами."),
  category("kids", "Для детей", 5, "Бережный массаж для гостей от 3 до 12 лет."),
  category("premium", "Премиум-программы", 6, "Двухчасовые программы для одного и для двоих."),
  category("visit", "Посещение СПА-зоны", 7, "СПА-зона только для вашей компании."),
];

type Unit = "perProcedure" | "perPerson" | "forTwo" | "perVisit" | "perProgramme";

function procedure(options: {
  id: string;
  title: string;
  category: string;
  order: number;
  price: number;
  unit?: Unit;
  minutes: number;
  summary: string;
  body: string[];
  features?: string[];
  tags?: string[];
  alt: string;
  maxGuests?: number;
  ageFrom?: number;
  ageTo?: number;
  premium?: boolean;
  internalNote?: string;
}): SeedDocument {
  return {
    _id: `spaProcedure-${options.id}`,
    _type: "spaProcedure",
    title: options.title,
    slug: slug(options.id),
    category: ref(`spaCategory-${options.category}`),
    order: options.order,
    price: options.price,
    priceUnit: options.unit ?? "perProcedure",
    durationMinutes: options.minutes,
    ...(options.maxGuests === undefined ? {} : { maxGuests: options.maxGuests }),
    ...(options.ageFrom === undefined ? {} : { ageFrom: options.ageFrom }),
    ...(options.ageTo === undefined ? {} : { ageTo: options.ageTo }),
    summary: options.summary,
    images: [img(`spa/${options.id}`, options.title, options.alt)],
    tags: options.tags ?? [`${options.minutes} минут`],
    body: text(...options.body),
    ...(options.features === undefined ? {} : { features: options.features }),
    ...(options.premium ? { hours: PREMIUM_HOURS } : {}),
    ...(options.internalNote === undefined ? {} : { internalNote: options.internalNote }),
    // No price or minutes in the description: the site adds them from the fields when it writes
    // the page's description (docs/content-model.md «Prices are never typed into texts»).
    seo: seo(`${options.title} — СПА отеля «Сосновый берег»`, options.summary),
  };
}

const PREMIUM_NOTE = (pageReading: string) =>
  `В общем прайс-листе премиум-программы указаны по 25 000 ₽ с человека (120 минут); на странице этой программы — ${pageReading}. На странице показана цена из поля «Цена». Сверьте с прайсом СПА.`;

export const spaProcedures: SeedDocument[] = [
  // Массаж
  procedure({
    id: "spa-express",
    title: "Экспресс-массаж",
    category: "massage",
    order: 1,
    price: 1_500,
    minutes: 15,
    summary: "Быстрый массаж для снятия напряжения после дороги.",
    body: [
      "Пятнадцать минут, чтобы сбросить усталость после перелёта или долгой прогулки: мастер проработает шею, плечи и спину.",
      "Хорош как знакомство с нашим СПА или как дополнение к посещению бассейна.",
    ],
    alt: "Мастер делает экспресс-массаж плеч гостю",
  }),
  procedure({
    id: "foot-massage",
    title: "Массаж стоп",
    category: "massage",
    order: 2,
    price: 1_500,
    minutes: 15,
    summary: "Расслабляющий массаж стоп после прогулок по побережью.",
    body: [
      "Стопы первыми устают от прогулок по променаду и лесным тропинкам. Массаж с тёплым маслом возвращает лёгкость шагу за 15 минут.",
    ],
    alt: "Массаж стоп с тёплым маслом, рядом полотенце и свеча",
  }),
  procedure({
    id: "spa-collar-zone",
    title: "Массаж воротниковой зоны",
    category: "massage",
    order: 3,
    price: 4_000,
    minutes: 30,
    summary: "Снимает напряжение шеи и плеч после работы за компьютером.",
    body: [
      "Массаж шеи, плеч и верхней части спины — для тех, кто много работает за компьютером или за рулём.",
      "Мастер мягко разминает мышцы, снимает зажимы и улучшает кровообращение: голова становится ясной, а плечи — свободными.",
    ],
    alt: "Массаж воротниковой зоны: мастер разминает плечи гостя",
  }),
  procedure({
    id: "back-body",
    title: "Массаж спины",
    category: "massage",
    order: 4,
    price: 4_000,
    minutes: 30,
    summary: "Глубокая проработка мышц спины.",
    body: [
      "Классический массаж спины от поясницы до шеи. Помогает после активного дня, долгой дороги и тренировок в фитнес-зале.",
    ],
    alt: "Массаж спины на столе с белыми полотенцами",
  }),
  procedure({
    id: "goryachimi-kamnyami",
    title: "Массаж горячими камнями",
    category: "massage",
    order: 5,
    price: 6_000,
    minutes: 60,
    summary: "Тепло базальтовых камней и мягкий массаж для глубокого расслабления.",
    body: [
      "Нагретые базальтовые камни раскладывают вдоль позвоночника и на ладонях, затем мастер делает ими массаж. Тепло проникает глубоко и расслабляет даже самые упрямые мышцы.",
      "Особенно хорош в прохладные вечера балтийской осени.",
    ],
    features: ["Нагретые базальтовые камни", "Ароматическое масло", "Травяной чай после процедуры"],
    alt: "Гладкие чёрные камни разложены вдоль спины гостя",
  }),
  procedure({
    id: "lymphatic-drainage-spa",
    title: "Лимфодренажный массаж",
    category: "massage",
    order: 6,
    price: 6_000,
    minutes: 60,
    summary: "Лёгкость в теле и снятие отёков.",
    body: [
      "Мягкие ритмичные движения по ходу лимфотока помогают убрать отёки и почувствовать лёгкость. Хорошо сочетается с обёртываниями.",
    ],
    alt: "Лимфодренажный массаж ног в кабинете СПА",
  }),
  procedure({
    id: "spa-aroma",
    title: "Аромамассаж",
    category: "massage",
    order: 7,
    price: 6_000,
    minutes: 60,
    summary: "Массаж всего тела с эфирными маслами на ваш выбор.",
    body: [
      "Перед сеансом выберите аромат: хвоя, лаванда, цитрус или сандал. Мастер смешает масло и проведёт медленный расслабляющий массаж всего тела.",
    ],
    features: ["Масло на выбор", "Массаж всего тела"],
    alt: "Флаконы эфирных масел и веточка сосны на массажном столе",
  }),
  procedure({
    id: "spa-full-body",
    title: "Массаж всего тела",
    category: "massage",
    order: 8,
    price: 6_000,
    minutes: 60,
    summary: "Классический массаж с головы до стоп.",
    body: [
      "Час классического массажа: спина, шея, руки, ноги и стопы. Интенсивность мастер подберёт по вашему самочувствию.",
    ],
    alt: "Массажный кабинет с приглушённым светом, готовый к сеансу",
  }),
  // Уход за лицом
  procedure({
    id: "facial-massage",
    title: "Массаж лица",
    category: "face",
    order: 1,
    price: 4_000,
    minutes: 30,
    summary: "Тонизирующий массаж лица, шеи и зоны декольте.",
    body: [
      "Массаж лица снимает напряжение мимических мышц, возвращает коже тонус и свежий цвет. После процедуры наносим увлажняющий крем.",
    ],
    alt: "Мастер делает массаж лица гостье",
  }),
  procedure({
    id: "skin-glow",
    title: "Сияние кожи",
    category: "face",
    order: 2,
    price: 8_000,
    minutes: 60,
    summary: "Уход для свежего, сияющего лица: очищение, пилинг, маска и массаж.",
    body: [
      "Процедура в четыре шага: деликатное очищение, энзимный пилинг, маска по типу кожи и массаж лица.",
      "Кожа выглядит отдохнувшей и сияющей — хороший выбор перед праздничным ужином.",
    ],
    features: ["Очищение", "Энзимный пилинг", "Маска по типу кожи", "Массаж лица"],
    alt: "Гостья с маской на лице отдыхает в кабинете СПА",
  }),
  procedure({
    id: "spa-with-mask",
    title: "Уход с альгинатной маской",
    category: "face",
    order: 3,
    price: 7_000,
    minutes: 60,
    summary: "Увлажняющий уход с альгинатной маской из водорослей.",
    body: [
      "Альгинатная маска на основе бурых водорослей глубоко увлажняет и успокаивает кожу. Перед маской — очищение и лёгкий массаж.",
    ],
    alt: "Альгинатная маска в чаше и кисть для нанесения",
  }),
  // Уход за телом
  procedure({
    id: "spa-body-scrub",
    title: "Скрабирование тела",
    category: "body",
    order: 1,
    price: 3_000,
    minutes: 15,
    summary: "Скраб с морской солью и маслами для гладкой кожи.",
    body: [
      "Скраб с морской солью и растительными маслами обновляет кожу и готовит её к обёртыванию или массажу.",
    ],
    alt: "Баночка скраба с морской солью и деревянная ложка",
  }),
  procedure({
    id: "hand-and-foot-care",
    title: "Уход за руками и ногами",
    category: "body",
    order: 2,
    price: 6_000,
    minutes: 45,
    summary: "Ванночка, пилинг, маска и массаж для рук и стоп.",
    body: [
      "Ароматная ванночка, мягкий пилинг, питательная маска и массаж — руки и стопы скажут спасибо после прогулок и холодного морского ветра.",
    ],
    features: ["Ванночка", "Пилинг", "Питательная маска", "Массаж"],
    alt: "Ванночка для рук с лепестками и полотенце",
  }),
  // Обёртывания
  procedure({
    id: "kannabis",
    title: "Обёртывание с маслом конопли",
    category: "wraps",
    order: 1,
    price: 10_000,
    minutes: 70,
    summary: "Питательное обёртывание с маслом семян конопли для сухой кожи.",
    body: [
      "Масло семян конопли богато омега-кислотами: оно питает и смягчает кожу, снимает сухость после солнца и ветра.",
      "Процедура начинается с лёгкого скраба, затем — обёртывание и отдых в тёплом коконе.",
    ],
    features: ["Скраб", "Обёртывание", "Отдых в тёплом коконе"],
    alt: "Масло семян конопли в стеклянной бутылке и зелёные листья",
  }),
  procedure({
    id: "laminariya",
    title: "Обёртывание с ламинарией",
    category: "wraps",
    order: 2,
    price: 10_000,
    minutes: 70,
    summary: "Детокс-обёртывание с измельчённой ламинарией.",
    body: [
      "Измельчённая ламинария насыщает кожу минералами и йодом, выводит лишнюю жидкость и возвращает тонус.",
      "После обёртывания — тёплый душ и увлажняющее молочко.",
    ],
    alt: "Измельчённая ламинария в керамической чаше",
  }),
  procedure({
    id: "spa-free-teas",
    title: "Обёртывание «Три чая»",
    category: "wraps",
    order: 3,
    price: 10_000,
    minutes: 70,
    summary: "Антиоксидантное обёртывание с зелёным, белым и красным чаем.",
    body: [
      "Смесь зелёного, белого и красного чая защищает кожу и дарит ощущение свежести. Травяной аромат наполняет кабинет и успокаивает.",
    ],
    alt: "Три чаши с зелёным, белым и красным чаем",
  }),
  procedure({
    id: "calcium-wrap",
    title: "Кальциевое обёртывание",
    category: "wraps",
    order: 4,
    price: 10_000,
    minutes: 70,
    summary: "Укрепляющее обёртывание с кальцием и морскими минералами.",
    body: [
      "Обёртывание с кальцием и морскими минералами укрепляет кожу и делает её более упругой. Подходит для уставшей, потерявшей тонус кожи.",
    ],
    alt: "Белая минеральная масса для обёртывания в чаше",
  }),
  procedure({
    id: "magnesium-wrap",
    title: "Магниевое обёртывание",
    category: "wraps",
    order: 5,
    price: 10_000,
    minutes: 70,
    summary: "Расслабляющее обёртывание с магнием для крепкого сна.",
    body: [
      "Магний расслабляет мышцы и нервную систему. Лучшее время для этой процедуры — вечер: после неё особенно хорошо спится.",
    ],
    alt: "Кристаллы магниевой соли и полотенце",
  }),
  // Для детей
  procedure({
    id: "dlya-malenkikh-gostey",
    title: "Массаж для маленьких гостей",
    category: "kids",
    order: 1,
    price: 4_000,
    minutes: 30,
    ageFrom: 3,
    ageTo: 12,
    summary: "Бережный массаж для детей от 3 до 12 лет.",
    tags: ["30 минут", "От 3 до 12 лет"],
    body: [
      "Лёгкий игровой массаж для детей от 3 до 12 лет с нейтральным детским маслом. Родители могут оставаться в кабинете.",
    ],
    alt: "Детский массажный стол с мягким пледом и игрушкой",
  }),
  // Премиум-программы
  procedure({
    id: "romanticheskaya-vstrecha",
    title: "Романтическая встреча",
    category: "premium",
    order: 1,
    price: 28_000,
    unit: "forTwo",
    minutes: 120,
    maxGuests: 2,
    premium: true,
    summary: "Программа для двоих: парный массаж, ванна с лепестками и игристое в приватной зоне СПА.",
    tags: ["120 минут", "Для двоих"],
    body: [
      "Два часа только для вас двоих: скраб, парный массаж с ароматным маслом, ванна с лепестками и игристое с фруктами в приватной зоне.",
      "Программа проходит в отдельные сеансы — по будням с 10:00 до 16:00 или каждый день с 22:30 до 00:30, когда СПА закрыт для других гостей.",
    ],
    features: ["Скраб", "Парный массаж", "Ванна с лепестками", "Игристое и фрукты"],
    alt: "Две чаши с лепестками роз и свечи в приватной зоне СПА",
    internalNote: PREMIUM_NOTE("28 000 ₽"),
  }),
  procedure({
    id: "listovaya-laminariya",
    title: "Листовая ламинария",
    category: "premium",
    order: 2,
    price: 15_000,
    unit: "perPerson",
    minutes: 120,
    premium: true,
    summary: "Премиальное обёртывание целыми листьями ламинарии с массажем.",
    tags: ["120 минут", "Детокс"],
    body: [
      "Целые листья балтийской ламинарии укутывают тело и отдают коже минералы и йод. Затем — массаж всего тела и отдых в зоне релаксации.",
      "Программа проходит в отдельные сеансы — по будням с 10:00 до 16:00 или каждый день с 22:30 до 00:30.",
    ],
    features: ["Скраб", "Обёртывание листовой ламинарией", "Массаж всего тела", "Отдых с травяным чаем"],
    alt: "Листья ламинарии на деревянной доске",
    internalNote: PREMIUM_NOTE("15 000 ₽"),
  }),
  procedure({
    id: "spa-for-pair",
    title: "СПА для двоих",
    category: "premium",
    order: 3,
    price: 32_000,
    unit: "forTwo",
    minutes: 120,
    maxGuests: 2,
    premium: true,
    summary: "Пенная программа для двоих: пенный массаж, сауна и чайная церемония.",
    tags: ["120 минут", "Для двоих"],
    body: [
      "Пенный массаж на тёплом мраморе, сауна, бассейн и чайная церемония — два часа в СПА только для вас двоих.",
      "Программа проходит в отдельные сеансы — по будням с 10:00 до 16:00 или каждый день с 22:30 до 00:30.",
    ],
    features: ["Пенный массаж", "Сауна и бассейн", "Чайная церемония"],
    alt: "Пенный массаж на тёплом мраморном столе",
    internalNote: PREMIUM_NOTE("32 000 ₽ (пенная программа для двоих)"),
  }),
  // Посещение СПА-зоны
  procedure({
    id: "individual-spa",
    title: "Индивидуальное посещение СПА-зоны",
    category: "visit",
    order: 1,
    price: 15_000,
    unit: "perVisit",
    minutes: 120,
    maxGuests: 4,
    summary: "СПА-зона только для вашей компании — до 4 человек на 2 часа.",
    tags: ["120 минут", "До 4 человек"],
    body: [
      "Бассейн, сауна и зона отдыха — только для вас и ваших близких, до четырёх человек. Чай, фрукты, халаты и полотенца включены.",
      "Удобное время согласуем по телефону.",
    ],
    features: ["Бассейн и сауна", "До 4 человек", "Чай и фрукты"],
    alt: "Пустой бассейн СПА-зоны в мягком свете, готовый к приходу гостей",
  }),
];
