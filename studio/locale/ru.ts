/**
 * The Studio in Russian. Sanity publishes no Russian locale, so this one is ours, built with
 * Sanity's locale API: the strings a manager meets in the structure (lists, the document pane and
 * its actions), the Studio's own (search, fields, dates, history), validation, Presentation,
 * the GROQ tool and the copy-and-paste field actions; anything not
 * here falls back to English. Added last to the workspace's locales, it is the default until a
 * manager picks another language in the user menu (docs/studio-tools.md#the-studio-in-russian).
 */
import { defineLocale, defineLocaleResourceBundle } from "sanity";
import { studioRu, validationRu } from "./ru-studio";
import { structureRu } from "./ru-structure";
import { copyPasteRu, presentationRu, visionRu } from "./ru-tools";

const LOCALE = "ru-RU";

export const ruLocale = defineLocale({
  id: LOCALE,
  title: "Русский",
  weekInfo: { firstDay: 1, minimalDays: 4, weekend: [6, 7] },
  bundles: [
    defineLocaleResourceBundle({ locale: LOCALE, namespace: "studio", resources: studioRu }),
    defineLocaleResourceBundle({ locale: LOCALE, namespace: "structure", resources: structureRu }),
    defineLocaleResourceBundle({ locale: LOCALE, namespace: "validation", resources: validationRu }),
    defineLocaleResourceBundle({ locale: LOCALE, namespace: "presentation", resources: presentationRu }),
    defineLocaleResourceBundle({ locale: LOCALE, namespace: "copy-paste", resources: copyPasteRu }),
    defineLocaleResourceBundle({ locale: LOCALE, namespace: "vision", resources: visionRu }),
  ],
});
