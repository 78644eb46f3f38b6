/** Rental cars of /car with their daily prices and specification (docs/site.md#car-rental). */
import { img, type SeedDocument } from "../source";

// The hotel's material gives one specification line for both cars; it is the Coolray's (a 1.5-litre
// turbo engine with a robotic gearbox and front-wheel drive). The Atlas carries its own maker's
// figures (docs/content-model.md «Car specs»).
const COOLRAY_NOTE =
  "Характеристики — строка из исходных материалов: «1,5 л / 156 л. с., робот, передний привод, 5-дверный внедорожник». Сверьте с ПТС автомобиля отеля.";
const ATLAS_NOTE =
  "В исходных материалах у Atlas та же строка характеристик, что у Coolray (1,5 л / 156 л. с.); здесь — данные производителя для Geely Atlas 2024 года: 2,0 л турбо, 200 л. с., 8-ступенчатый автомат, полный привод. Сверьте с ПТС автомобиля отеля.";

export const cars: SeedDocument[] = [
  {
    _id: "car-geely-coolray",
    _type: "car",
    name: "Geely Coolray",
    slug: { _type: "slug", current: "geely-coolray" },
    order: 1,
    dailyPrice: 6_000,
    summary: "Компактный городской кроссовер — удобно парковаться в узких улочках Светлогорска.",
    engine: "1,5 л",
    powerHp: 156,
    gearbox: "Робот",
    drive: "Передний",
    body: "5-дверный внедорожник",
    images: [
      img("cars/geely-coolray-1", "Geely Coolray", "Кроссовер Geely Coolray светлого цвета у входа в отель"),
      img(
        "cars/geely-coolray-2",
        "Geely Coolray: салон",
        "Салон Geely Coolray: передние кресла и мультимедиа",
      ),
    ],
    internalNote: COOLRAY_NOTE,
  },
  {
    _id: "car-geely-atlas",
    _type: "car",
    name: "Geely Atlas",
    slug: { _type: "slug", current: "geely-atlas" },
    order: 2,
    dailyPrice: 9_000,
    summary: "Просторный кроссовер для семьи и багажа — для поездок на Куршскую косу и в Калининград.",
    engine: "2,0 л",
    powerHp: 200,
    gearbox: "Автомат",
    drive: "Полный",
    body: "5-дверный внедорожник",
    images: [
      img("cars/geely-atlas-1", "Geely Atlas", "Кроссовер Geely Atlas на дороге вдоль сосен"),
      img("cars/geely-atlas-2", "Geely Atlas: багажник", "Просторный багажник Geely Atlas с чемоданами"),
    ],
    internalNote: ATLAS_NOTE,
  },
];
