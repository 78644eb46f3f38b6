import { ImagesIcon } from "@sanity/icons";
import { defineArrayMember, defineField, defineType } from "sanity";
import { GALLERY_GROUP_COUNT } from "../lib/constants";
import { uniqueNumber } from "../lib/unique";
import { localizedString, russian } from "../lib/localized-schema";
import { nonEmptyList, wholeNumber } from "../lib/validation";

/** A group of the photo gallery, opened by /gallery?category={categoryId}. */
export const galleryGroup = defineType({
  name: "galleryGroup",
  title: "Раздел галереи",
  type: "document",
  icon: ImagesIcon,
  fields: [
    localizedString({ name: "title", title: "Название", required: "Укажите название раздела" }),
    defineField({
      name: "categoryId",
      title: "Номер раздела",
      description: `От 1 до ${GALLERY_GROUP_COUNT}: ссылка /gallery?category={номер} открывает этот раздел. Определяет и порядок.`,
      type: "number",
      validation: (rule) => [
        ...wholeNumber(1, GALLERY_GROUP_COUNT, { what: "Номер раздела" })(rule),
        rule.custom(uniqueNumber("galleryGroup", "categoryId", "Этот номер раздела уже занят")),
      ],
    }),
    defineField({
      name: "images",
      title: "Фотографии",
      description: "Первая — обложка раздела.",
      type: "array",
      of: [defineArrayMember({ type: "imageWithAlt" })],
      options: { layout: "grid" },
      validation: nonEmptyList("Добавьте хотя бы одну фотографию"),
    }),
  ],
  orderings: [{ title: "По номеру", name: "idAsc", by: [{ field: "categoryId", direction: "asc" }] }],
  preview: {
    select: { title: "title", id: "categoryId", images: "images", media: "images.0" },
    prepare: ({ title, id, images, media }) => ({
      title: `${id ?? "?"}. ${russian(title)}`,
      subtitle: `${Array.isArray(images) ? images.length : 0} фото`,
      media,
    }),
  },
});
