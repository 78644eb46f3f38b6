/** Four awards of /awards. The seed names are placeholders the hotel replaces with its own. */
import { img, type SeedDocument } from "../source";

function award(
  key: string,
  order: number,
  title: string,
  issuer: string,
  year: number,
  description: string,
): SeedDocument {
  return {
    _id: `award-${key}`,
    _type: "award",
    title,
    issuer,
    year,
    order,
    description,
    image: img(`awards/${key}`, title, `Диплом: ${title}, ${year}`, "square"),
  };
}

export const awards: SeedDocument[] = [
  award(
    "design",
    1,
    "Лучший интерьер курортного отеля",
    "Премия в области дизайна гостиничных интерьеров",
    2022,
    "За интерьеры из натуральных материалов, которые продолжают пейзаж соснового леса за окном.",
  ),
  award(
    "guests-choice",
    2,
    "Выбор гостей",
    "Рейтинг гостевых отзывов",
    2023,
    "По итогам года — за отзывы гостей о сервисе, тишине и завтраках.",
  ),
  award(
    "spa",
    3,
    "Лучший СПА загородного отеля",
    "Отраслевая СПА-премия",
    2023,
    "За программы на основе балтийских водорослей и премиальный сервис СПА-комплекса.",
  ),
  award(
    "restaurant",
    4,
    "Ресторан года на побережье",
    "Региональный ресторанный гид",
    2024,
    "Ресторану «Сосны» — за прогрессивную кухню из местных продуктов и печь на углях.",
  ),
];
