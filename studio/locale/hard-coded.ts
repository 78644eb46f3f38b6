/**
 * Russian for the few English strings Sanity writes in its code rather than in its locale
 * resources, so no locale bundle (ru-studio.ts) can reach them: the «…» button of every field
 * («Field actions»), and the screen the Studio shows when it cannot go on (its heading, text and
 * buttons) — a manager sees it when the browser has not yet accepted the embedded lake's
 * certificate. And those of the localized fields' plugin (sanity-plugin-internationalized-array,
 * which has no locale resources at all): an empty field's note, its types' titles, its errors.
 * The Studio's build replaces them in each module (sanity.cli.ts, `vite`); each must be found
 * there, or the build fails and names it, so an upgrade that moves one cannot bring English back
 * unseen.
 */

/** What the build asks of the plugin (Vite's Plugin, whose types this package does not list). */
interface BuildPlugin {
  name: string;
  enforce: "pre";
  transform(code: string, id: string): { code: string; map: null } | null;
  generateBundle(this: { error(message: string): never }): void;
}

/** [text in Sanity's code, its replacement]: whole string literals, quotes included. */
export const HARD_CODED: readonly (readonly [string, string])[] = [
  ['title: "Field actions"', 'title: "Действия с полем"'],
  ['"An error occurred" : t0', '"Произошла ошибка" : t0'],
  [
    '"An error occurred that Sanity Studio was unable to recover from."',
    '"Studio не может продолжить работу после этой ошибки."',
  ],
  ['"To report this error,"', '"Чтобы сообщить об ошибке,"'],
  [
    '" copy the error details and share them with your development team or Sanity Support."',
    '" скопируйте её подробности и отправьте их разработчикам сайта."',
  ],
  ['"retry.title": "Retry"', '"retry.title": "Повторить"'],
  [
    '"copy-error-details.description": "These technical details may be useful for developers."',
    '"copy-error-details.description": "Технические подробности пригодятся разработчикам."',
  ],
  [
    '"copy-error-details.title": "Copy error details"',
    '"copy-error-details.title": "Скопировать подробности ошибки"',
  ],
  [
    '"copy-error-details.toast.get-failed": "Failed to get error details"',
    '"copy-error-details.toast.get-failed": "Не удалось получить подробности ошибки"',
  ],
  [
    '"copy-error-details.toast.copy-failed": "Failed to copy error details"',
    '"copy-error-details.toast.copy-failed": "Не удалось скопировать подробности ошибки"',
  ],
];

/** The localized fields' plugin's English (docs/content-model.md «Two languages»). */
export const PLUGIN_HARD_CODED: readonly (readonly [string, string])[] = [
  [
    'children: "This internationalized field currently has no translations."',
    'children: "Текста пока нет ни на одном языке: добавьте его кнопкой ниже."',
  ],
  ['children: "Can\'t remove default language"', 'children: "Основной язык удалить нельзя"'],
  ['title: "Internationalized array",', 'title: "Текст на двух языках",'],
  ["title: `Internationalized array ${typeName}`,", 'title: "Перевод",'],
  ['title: "There was an error reordering languages",', 'title: "Не удалось расставить языки по порядку",'],
  ['children: "Data migration required"', 'children: "Текст хранится в прежнем виде"'],
  ['children: "Learn more"', 'children: "Подробнее"'],
  // A language's item has no title of its own: the history's changes would name it «Value».
  ['name: "value"\n\t\t}), defineField({', 'name: "value",\n\t\t\ttitle: "Текст"\n\t\t}), defineField({'],
];

/** Each module and the strings of it to replace. */
const MODULES: readonly { pattern: RegExp; strings: readonly (readonly [string, string])[] }[] = [
  { pattern: /[\\/]node_modules[\\/]sanity[\\/]lib[\\/]index\.js$/, strings: HARD_CODED },
  {
    pattern: /[\\/]node_modules[\\/]sanity-plugin-internationalized-array[\\/]dist[\\/]index\.js$/,
    strings: PLUGIN_HARD_CODED,
  },
];

/** Replaces every one of `strings` in `code`; returns the new code and the strings it found. */
export function replaceHardCoded(
  code: string,
  strings: readonly (readonly [string, string])[] = HARD_CODED,
): { code: string; found: Set<string> } {
  const found = new Set<string>();
  let result = code;
  for (const [english, russian] of strings) {
    if (!result.includes(english)) continue;
    found.add(english);
    result = result.replaceAll(english, russian);
  }
  return { code: result, found };
}

/** The Vite plugin of the Studio's build: the replacements, and a failed build for a missing one. */
export function hardCodedRussian(): BuildPlugin {
  const found = new Set<string>();
  const seen = new Set<(typeof MODULES)[number]>();
  return {
    name: "studio-hard-coded-russian",
    enforce: "pre",
    transform(code, id) {
      const target = MODULES.find(({ pattern }) => pattern.test(id.split("?")[0] ?? ""));
      if (!target) return null;
      seen.add(target);
      const replaced = replaceHardCoded(code, target.strings);
      for (const english of replaced.found) found.add(english);
      return { code: replaced.code, map: null };
    },
    generateBundle() {
      const missing = [...seen].flatMap(({ strings }) =>
        strings.map(([english]) => english).filter((english) => !found.has(english)),
      );
      if (missing.length > 0) {
        this.error(
          `The module no longer has ${missing.join(", ")}: find where the text moved and update studio/locale/hard-coded.ts`,
        );
      }
    },
  };
}
