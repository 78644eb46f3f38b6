/**
 * Russian typography for texts from the content source: «ёлочки» instead of straight quotes
 * („лапки“ inside them), an em dash with a no-break space before it, and no-break spaces that
 * keep short words (prepositions, conjunctions, particles) and numbers on the line of the word
 * they belong to. Pure and idempotent: typographing a typographed text changes nothing.
 */

export const NBSP = "\u00A0";
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

function numbers(text: string): string {
  // «44 номера», «№ 5», «5 км»: a number stays with its word; «§ 2» and «№ 1» likewise.
  return text.replace(/(\d) (?=[A-Za-zА-Яа-яЁё%₽°])/g, `$1${NBSP}`).replace(/([№§]) (?=\d)/g, `$1${NBSP}`);
}

export function typograph(text: string): string {
  if (!text) return text;
  return numbers(particles(shortWords(dashes(quotes(text)))));
}
