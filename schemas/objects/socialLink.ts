import { ShareIcon } from "@sanity/icons";
import { defineField, defineType } from "sanity";
import { SOCIAL_NETWORKS } from "../lib/constants";
import { externalUrl } from "../lib/validation";

/** A link to the hotel's page in a social network or messenger. */
export const socialLink = defineType({
  name: "socialLink",
  title: "Соцсеть",
  type: "object",
  icon: ShareIcon,
  fields: [
    defineField({
      name: "network",
      title: "Сеть",
      type: "string",
      options: { list: [...SOCIAL_NETWORKS] },
      validation: (rule) => rule.required().error("Выберите сеть"),
    }),
    defineField({ name: "url", title: "Ссылка", type: "url", validation: externalUrl() }),
  ],
  preview: {
    select: { network: "network", url: "url" },
    prepare: ({ network, url }) => ({
      title: SOCIAL_NETWORKS.find((option) => option.value === network)?.title ?? network,
      subtitle: url,
    }),
  },
});
