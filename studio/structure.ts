/**
 * The Studio's left-hand menu, grouped the way a hotel manager thinks: rooms and prices,
 * services and spa, offers, restaurant, reviews, gallery, pages, settings. Singletons are pinned
 * as single documents; the rest are lists in the site's own order.
 */
import {
  BasketIcon,
  CogIcon,
  CommentIcon,
  ConfettiIcon,
  DocumentsIcon,
  HomeIcon,
  ImagesIcon,
  StarIcon,
} from "@sanity/icons";
import type { ComponentType } from "react";
import type { ListItemBuilder, StructureBuilder, StructureResolver } from "sanity/structure";
import { apiVersion } from "./env";

type Ordering = { field: string; direction: "asc" | "desc" };

function singleton(S: StructureBuilder, type: string, title: string, icon?: ComponentType): ListItemBuilder {
  // schemaType() gives the item the type's icon and lets the Studio resolve intents to it.
  const item = S.listItem()
    .title(title)
    .id(type)
    .schemaType(type)
    .child(S.document().schemaType(type).documentId(type).title(title));
  return icon ? item.icon(icon) : item;
}

function list(S: StructureBuilder, type: string, title: string, ordering: Ordering[]): ListItemBuilder {
  return S.listItem()
    .title(title)
    .id(type)
    .schemaType(type)
    .child(S.documentTypeList(type).title(title).defaultOrdering(ordering));
}

function group(
  S: StructureBuilder,
  id: string,
  title: string,
  icon: ComponentType,
  items: ListItemBuilder[],
) {
  return S.listItem().title(title).id(id).icon(icon).child(S.list().title(title).items(items));
}

const byOrder: Ordering[] = [{ field: "order", direction: "asc" }];

export const structure: StructureResolver = (S) =>
  S.list()
    .title("Сосновый берег")
    .items([
      group(S, "rooms", "Номера и цены", HomeIcon, [
        list(S, "roomCategory", "Категории номеров", byOrder),
        list(S, "ratePlan", "Тарифы", byOrder),
        singleton(S, "hotelRules", "Правила проживания"),
      ]),
      group(S, "services", "Услуги и СПА", ConfettiIcon, [
        list(S, "service", "Услуги", [
          { field: "group", direction: "desc" },
          { field: "listOrder", direction: "asc" },
        ]),
        list(S, "spaProcedure", "СПА-процедуры", byOrder),
        S.listItem()
          .title("СПА-процедуры по разделам")
          .id("spaByCategory")
          .child(
            S.documentTypeList("spaCategory")
              .title("Разделы СПА")
              .defaultOrdering(byOrder)
              .child((categoryId) =>
                S.documentList()
                  .title("Процедуры раздела")
                  .schemaType("spaProcedure")
                  .apiVersion(apiVersion)
                  .filter('_type == "spaProcedure" && category._ref == $categoryId')
                  .params({ categoryId })
                  .defaultOrdering(byOrder),
              ),
          ),
        list(S, "spaCategory", "Разделы СПА (вкладки)", byOrder),
        list(S, "transferTariff", "Тарифы трансфера", byOrder),
        list(S, "car", "Автомобили", byOrder),
      ]),
      list(S, "offer", "Предложения", byOrder).icon(StarIcon),
      list(S, "restaurant", "Ресторан", byOrder).icon(BasketIcon),
      group(S, "reviews", "Отзывы", CommentIcon, [
        list(S, "review", "Отзывы", [{ field: "date", direction: "desc" }]),
        list(S, "videoReview", "Видеоотзывы", byOrder),
      ]),
      list(S, "galleryGroup", "Галерея", [{ field: "categoryId", direction: "asc" }]).icon(ImagesIcon),
      group(S, "pages", "Страницы", DocumentsIcon, [
        singleton(S, "homePage", "Главная страница"),
        singleton(S, "aboutPage", "Об отеле"),
        singleton(S, "brandPage", "Бренд и франшиза"),
        singleton(S, "contactsPage", "Контакты и окрестности"),
        list(S, "faqItem", "Вопросы и ответы", byOrder),
        list(S, "award", "Награды", byOrder),
        list(S, "page", "Заголовки и SEO страниц-списков", [{ field: "route", direction: "asc" }]),
      ]),
      S.divider(),
      singleton(S, "siteSettings", "Настройки", CogIcon),
    ]);
