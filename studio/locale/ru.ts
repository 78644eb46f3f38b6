/**
 * The Studio in Russian. Sanity publishes no Russian locale, so this one is ours, built with
 * Sanity's locale API: one bundle for every namespace the hotel's Studio loads — the Studio's own
 * strings (`studio`, ru-studio.ts), validation, the structure (ru-structure.ts), Presentation, the
 * copy-and-paste field actions, the GROQ tool and the help menu's feedback form (ru-tools.ts).
 * Every English key has a Russian value except the features the Studio turns off (`LEFT_OUT`
 * below); studio/locale/ru.test.ts holds that against the bundles of the installed Sanity, so a
 * key a Sanity upgrade adds fails the unit tests until it is translated. Added last to the
 * workspace's locales, this is the default until a manager picks another language in the user
 * menu (docs/studio-tools.md#the-studio-in-russian).
 */
import { defineLocale, defineLocaleResourceBundle } from "sanity";
import { studioRu, validationRu } from "./ru-studio";
import { structureRu } from "./ru-structure";
import { copyPasteRu, feedbackRu, presentationRu, visionRu } from "./ru-tools";

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
    defineLocaleResourceBundle({ locale: LOCALE, namespace: "feedback", resources: feedbackRu }),
  ],
});

/**
 * What stays English on purpose: the strings of features studio/sanity.config.ts turns off, so a
 * manager never sees them. `prefixes` are key prefixes in `namespace` ("" is the whole namespace);
 * `feature` names the config switch, which ru.test.ts checks is still off.
 */
export const LEFT_OUT: readonly {
  namespace: string;
  prefixes: readonly string[];
  feature: "comments" | "canvas" | "mediaLibrary" | "announcements";
}[] = [
  // Sanity loads the comments plugin always; with `document.comments.enabled: false` it shows nothing.
  { namespace: "comments", prefixes: [""], feature: "comments" },
  // Sanity Canvas, a cloud app (`apps.canvas.enabled: false`; on, it also loads a `canvas` namespace).
  { namespace: "structure", prefixes: ["canvas.", "action.disabled-by-canvas."], feature: "canvas" },
  // The Media Library asset source (`mediaLibrary.enabled: false`): pictures and files are the dataset's.
  { namespace: "studio", prefixes: ["asset-sources.media-library."], feature: "mediaLibrary" },
  {
    namespace: "validation",
    prefixes: ["object.media-not-found", "object.not-media-library-asset"],
    feature: "mediaLibrary",
  },
  // Sanity's product announcements (`announcements.enabled: false`).
  { namespace: "studio", prefixes: ["announcement."], feature: "announcements" },
];

/**
 * Keys Sanity's code asks a namespace for that its English bundle lacks, so English shows the key
 * itself; ours has Russian. ru.test.ts allows them and fails once Sanity's English has them too.
 */
export const BEYOND_ENGLISH: Readonly<Record<string, readonly string[]>> = {
  // The history panel's close button asks «structure» for a key only «studio» has (sanity 5.31.2).
  structure: ["changes.action.close-label"],
};
