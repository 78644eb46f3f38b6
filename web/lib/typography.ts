/**
 * Russian typography for texts from the content source: «ёлочки» instead of straight quotes
 * („лапки“ inside them), an em dash with a no-break space before it, and no-break spaces that
 * keep short words (prepositions, conjunctions, particles) and numbers on the line of the word
 * they belong to. Pure and idempotent: typographing a typographed text changes nothing.
 */
import { DEFAULT_LANGUAGE, type Language } from "@rules/language";

export const NBSP = "\u00A0";
/** The thousands separator of prices (as rules/money.ts writes them): narrow and no-break. */
export const NNBSP = "\u202F";
const LETTER = "A-Za-zА-Яа-яЁё";

/** Words that must not end a line: prepositions, conjunctions and particles of up to 3 letters. */
const SHORT_WORDS = new Set(
  [
    "а",
    "б",
    "в",
    "во",
    "да",
    "до",
    "же",
    "за",
    "и",
    "из",
    "к",
    "ко",
    "ли",
    "на",
    "не",
    "ни",
    "но",
    "о",
    "об",
    "от",
    "по",
    "с",
    "со",
    "у",
    "я",
    "мы",
    "вы",
    "он",
    "их",
    "ее",
    "её",
    "для",
    "без",
    "над",
    "под",
    "при",
    "про",
    "что",
    "или",
    "как",
    "все",
    "всё",
    "это",
    "его",
    "изо",
    "обо",
    "ото",
  ].map((word) => word.toLowerCase()),
);

/** Particles that cling to the word before them. */
const TRAILING_PARTICLES = ["же", "ли", "бы", "ль", "ж", "б"];

function quotes(text: string): string {
  let depth = 0;
  let result = "";
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index] ?? "";
    if (char !== '"') {
      result += char;
      continue;
    }
    const before = index === 0 ? " " : (text[index - 1] ?? " ");
    const opening = /[\s([{«„\-—\u00A0]/.test(before) || index === 0;
    if (opening) {
      result += depth === 0 ? "«" : "„";
      depth += 1;
    } else {
      depth = Math.max(depth - 1, 0);
      result += depth === 0 ? "»" : "“";
    }
  }
  return result;
}

function dashes(text: string): string {
  // A hyphen or double hyphen between spaces is a dash; the dash stays with the word before it.
  return text.replace(/[ \u00A0]+(?:--?|—|–)[ \u00A0]+/g, `${NBSP}— `).replace(/^(?:--?|–) /gm, `—${NBSP}`);
}

function shortWords(text: string): string {
  // A lookbehind, not a consumed lead: in «бы до заката» the space after «бы» is also the
  // boundary before «до», and both words must be seen.
  const pattern = new RegExp(`(?<=^|[\\s(«„"\\u00A0])([${LETTER}]{1,3}) (?=\\S)`, "g");
  return text.replace(pattern, (match, word: string) =>
    SHORT_WORDS.has(word.toLowerCase()) ? `${word}${NBSP}` : match,
  );
}

function particles(text: string): string {
  const pattern = new RegExp(` (${TRAILING_PARTICLES.join("|")})(?=[\\s.,!?;:)»]|$)`, "g");
  return text.replace(pattern, `${NBSP}$1`);
}

function thousands(text: string): string {
  // «4 000», «12 000 000»: digit groups typed with an ordinary space never part on a line break.
  return text.replace(/(?<=\d) (?=\d{3}(?!\d))/g, NNBSP);
}

function numbers(text: string): string {
  // «44 номера», «№ 5», «5 км»: a number stays with its word; «§ 2» and «№ 1» likewise.
  return text.replace(/(\d) (?=[A-Za-zА-Яа-яЁё%₽°])/g, `$1${NBSP}`).replace(/([№§]) (?=\d)/g, `$1${NBSP}`);
}

export function typograph(text: string): string {
  if (!text) return text;
  return numbers(thousands(particles(shortWords(dashes(quotes(text))))));
}

/** Fields whose strings are addresses, identifiers or markup names, never prose. */
function isCodeField(key: string): boolean {
  return (
    key.startsWith("_") ||
    ["href", "url", "src", "lqip", "style", "listItem", "current", "email", "slug", "route"].includes(key) ||
    /(?:Url|Href|Id)$/.test(key)
  );
}

/**
 * Every text of a content answer, typographed: strings at any depth of objects and arrays
 * (Portable Text spans included), except the fields of `isCodeField`. The site's one content
 * reader (web/lib/content/client.ts) applies it, so no page can show a managed text without it.
 * Russian rules only: an English answer comes back as it is.
 */
export function typographContent<T>(value: T, language: Language = DEFAULT_LANGUAGE): T {
  return language === "ru" ? (typographValue(value) as T) : value;
}

/** `typograph` on a Russian page; an English text stands as written. */
export function typographIn(text: string, language: Language): string {
  return language === "ru" ? typograph(text) : text;
}

function typographValue(value: unknown, key = ""): unknown {
  if (typeof value === "string") return isCodeField(key) ? value : typograph(value);
  if (Array.isArray(value)) return value.map((item) => typographValue(item, key));
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([field, item]) => [field, typographValue(item, field)]),
    );
  }
  return value;
}
